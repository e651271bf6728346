import type { FastifyInstance } from 'fastify';
import { build } from './app';
import { type Config, loadConfig } from './config';
import { apiMode, banner, prettyStream, usePretty } from './log/pretty';

/** The developer routes the banner links to (docs/mock-server.md "Every route"). */
const devLinks = [
  ['Console', '/__mock/'],
  ['Outbox', '/__mock/outbox'],
  ['Whitelist', '/__mock/whitelist'],
  ['Messages', '/__mock/messages'],
  ['Scenarios', '/__mock/scenarios'],
  ['Requests', '/__mock/requests'],
  ['HAR', '/__mock/requests.har'],
  ['Events', '/__mock/events'],
] as const;

// Start-up failures (bad env, no build, port taken) are a message and exit 1, not a stack trace.
function exitWith(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let config: Config;
let app: FastifyInstance;
let pretty = false;
// Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org).
const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
try {
  config = loadConfig();
  pretty = usePretty(config.LOG_FORMAT, process.stdout.isTTY);
  const logger = { level: config.LOG_LEVEL, stream: prettyStream(process.stdout, color) };
  app = await build(config, pretty ? { logger } : {});
} catch (error) {
  exitWith(error);
}

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  exitWith(error);
}

const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
const siteUrl = `http://${host}:${config.PORT}`;
const upstream =
  config.MOCK_UPSTREAM === null
    ? null
    : { url: config.MOCK_UPSTREAM, strict: config.MOCK_UPSTREAM_STRICT };
if (pretty) {
  process.stdout.write(
    `${banner(
      {
        siteUrl,
        devRoutes: config.MOCK_DEV_ROUTES,
        dataDir: config.MOCK_DATA_DIR,
        links: devLinks,
        upstream,
      },
      color,
    )}\n`,
  );
} else {
  // The same facts as the banner, as JSON lines a container log or CI can check.
  app.log.info(`Testbeam site + mock API on ${siteUrl}`);
  app.log.info(
    {
      devRoutes: config.MOCK_DEV_ROUTES,
      dataDir: config.MOCK_DATA_DIR,
      publicOrigin: app.publicOrigin(),
      allowedHosts: config.ALLOWED_HOSTS.map(
        ({ name, port, subdomains }) =>
          `${subdomains ? '.' : ''}${name}${port === null ? '' : `:${port}`}`,
      ),
    },
    config.MOCK_DEV_ROUTES
      ? 'development mode: /__mock/* routes and Prefer forced answers are on (MOCK_DEV_ROUTES=false turns them off)'
      : 'dev routes off: no /__mock/* routes, Prefer is ignored',
  );
  app.log.info(
    {
      mode: upstream === null ? 'mock' : 'proxy',
      upstream: upstream?.url ?? null,
      strict: upstream?.strict ?? false,
    },
    `API ${apiMode(upstream)}`,
  );
}

// First signal: stop accepting, let in-flight requests finish, exit 0.
// A second one means the user is done waiting.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) {
      app.log.warn({ signal }, 'second signal, forcing exit');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  });
}
