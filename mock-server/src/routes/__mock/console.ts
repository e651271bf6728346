import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseRepresentation, isNotModified } from '../../site/negotiation';
import { loadSiteFiles, type SiteFile, type SiteFiles } from '../../site/site-files';

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
 */
export default async function consoleRoutes(app: FastifyInstance, { consoleDir }: ConsoleOptions) {
  let files: SiteFiles = new Map();
  if (consoleDir !== null) {
    try {
      files = await loadSiteFiles(consoleDir);
    } catch {
      app.log.warn({ consoleDir }, 'no developer console build; /__mock/ explains how to build it');
    }
  }
  const index = files.get('/index.html');

  const page = (request: FastifyRequest, reply: FastifyReply) => {
    if (!index) {
      reply.code(503).send({ success: false, message: consoleMissingMessage });
      return;
    }
    send(request, reply, index);
  };
  app.get('/__mock', page);
  app.get('/__mock/', page);

  app.get<{ Params: { '*': string } }>(`${consoleBase}*`, (request, reply) => {
    const file = files.get(`/${request.params['*']}`);
    if (file && request.params['*'] !== 'index.html') send(request, reply, file);
    else reply.callNotFound();
  });
}

/** dist/console beside the site's dist/client. */
export const consoleDirBeside = (siteDir: string) => join(siteDir, '..', 'console');
