import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import errors, { handleError } from './plugins/errors';
import staticSite from './plugins/static-site';

export interface BuildOptions {
  /** `false` in tests; default: pino at LOG_LEVEL. */
  logger?: boolean | object;
}

/**
 * The whole mock server as one Fastify instance, plugins registered, not listening.
 * Tests call this and `app.inject()`; server.ts calls it and `listen()`.
 * Rejects when a plugin cannot start (e.g. no build in SITE_DIR).
 */
export async function build(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const logger: FastifyServerOptions['logger'] = opts.logger ?? { level: config.LOG_LEVEL };
  const app = Fastify({
    logger,
    // A malformed %-escape fails in the router, before any route: answer it in the API's shape.
    frameworkErrors: handleError,
  });

  // Awaited one by one so a failing plugin rejects build() itself, and callers (tests) can still
  // add routes afterwards: the app is not `ready` yet.
  await app.register(errors);
  await app.register(staticSite, { siteDir: config.SERVE_SITE ? config.SITE_DIR : null });

  return app;
}
