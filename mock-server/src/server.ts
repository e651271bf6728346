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
