import type { FastifyInstance } from 'fastify';
import { build } from './app';
import { type Config, loadConfig } from './config';

// Start-up failures (bad env, no build, port taken) are a message and exit 1, not a stack trace.
function exitWith(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let config: Config;
let app: FastifyInstance;
try {
  config = loadConfig();
  app = await build(config);
} catch (error) {
  exitWith(error);
}

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  exitWith(error);
}

const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
app.log.info(`Testbeam site + mock API on http://${host}:${config.PORT}`);
// The mode, in one line a developer (or a container log) can check.
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
