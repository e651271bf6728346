import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlOf } from '#common/static-files';
import { chooseRepresentation, isNotModified } from '../../site/negotiation';
import { siteFile, type SiteFile } from '../../site/site-files';

export interface ConsoleOptions {
  /** The console's build (dist/console, from mock-server/console/vite.config.ts); null: none. */
  consoleDir: string | null;
}

/** Where the console's own files are served from (its Vite `base`). */
export const consoleBase = '/__mock/console/';

export const consoleMissingMessage =
  'The developer console is not built yet: run `npm run build`, then restart the mock server.';

function send(request: FastifyRequest, reply: FastifyReply, file: SiteFile): void {
  const chosen = chooseRepresentation(file, request.headers['accept-encoding']);
  if (isNotModified(request.headers['if-none-match'], chosen.etag)) {
    reply.code(304).headers(chosen.notModifiedHeaders).send();
  } else {
    reply.code(200).headers(chosen.headers).send(chosen.body);
  }
}

/**
 * The developer console at /__mock/ (a separate Vite build, never a page of the site): its
 * index.html at /__mock and /__mock/, its hashed files under /__mock/console/. Registered with
 * the other dev routes, so MOCK_DEV_ROUTES=false leaves /__mock/ a 404 like the rest.
 *
 * The hashed files come from the disk through @fastify/static (the design card's package): a
 * developer's tool, loaded once per session, where reading a file per request costs nothing
 * anyone notices, unlike the site itself, served from memory (plugins/static-site.ts, see
 * docs/decisions.md). The index stays in memory with the site's headers and ETag.
 */
export default async function consoleRoutes(app: FastifyInstance, { consoleDir }: ConsoleOptions) {
  let index: SiteFile | undefined;
  if (consoleDir !== null) {
    try {
      index = siteFile('/index.html', await readFile(join(consoleDir, 'index.html')));
    } catch {
      app.log.warn({ consoleDir }, 'no developer console build; /__mock/ explains how to build it');
    }
  }

  const page = (request: FastifyRequest, reply: FastifyReply) => {
    if (!index) {
      reply.code(503).send({ success: false, message: consoleMissingMessage });
      return;
    }
    send(request, reply, index);
  };
  app.get('/__mock', page);
  app.get('/__mock/', page);

  if (consoleDir === null || !existsSync(consoleDir)) {
    // No build: its files are a 404 like any unknown path (the index above says how to build).
    app.get(`${consoleBase}*`, (_request, reply) => reply.callNotFound());
    return;
  }
  await app.register(fastifyStatic, {
    root: consoleDir,
    prefix: consoleBase,
    // Only the hashed files: the index is /__mock/ (above), never a directory listing, and no
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

/** dist/console beside the site's dist/client. */
export const consoleDirBeside = (siteDir: string) => join(siteDir, '..', 'console');
