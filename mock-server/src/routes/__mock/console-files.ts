import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlOf } from '#common/static-files';
import type { ConsoleOptions } from './console';

/** Where the console's own files are served from (its Vite `base`). */
export const consoleBase = '/__mock/console/';

/**
 * GET /__mock/console/*: the developer console's other files, from the disk through
 * @fastify/static (the design card's package): a developer's tool, loaded once per session, where
 * reading a file per request costs nothing anyone notices, unlike the site itself, served from
 * memory (plugins/static-site.ts, see docs/decisions/0052-design-card-libraries.md). Its index.html
 * is console.ts's.
 */
export default async function consoleFiles(app: FastifyInstance, { consoleDir }: ConsoleOptions) {
  if (consoleDir === null || !existsSync(consoleDir)) {
    // No build: its files are a 404 like any unknown path (the index says how to build).
    app.get(`${consoleBase}*`, (_request, reply) => reply.callNotFound());
    return;
  }
  await app.register(fastifyStatic, {
    root: consoleDir,
    prefix: consoleBase,
    // Only the hashed files: the index is /__mock/ (console.ts), never a directory listing, and no
    // reply.sendFile on the app's other routes.
    allowedPath: (path) => path !== '/index.html',
    index: false,
    list: false,
    decorateReply: false,
    // A path that does not name a file falls through to the mock's JSON 404.
    wildcard: true,
    // The site's caching rules (immutable under assets/, where Vite names files by their hash;
    // an hour for the rest), and JavaScript's own type (RFC 9239), as the site's files get them.
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlOf(`/${relative(consoleDir, path)}`));
      if (path.endsWith('.js')) reply.header('content-type', 'text/javascript; charset=utf-8');
    },
  });
}
