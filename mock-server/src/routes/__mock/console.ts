import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseRepresentation, isNotModified } from '../../site/negotiation';
import { routeDevOperation } from '../../plugins/contract';
import { siteFile, type SiteFile } from '../../site/site-files';

/** GET /__mock/mode: whether the mock answers /api/* itself or forwards it (MOCK_UPSTREAM). */
export interface MockMode {
  mode: 'mock' | 'proxy';
  /** MOCK_UPSTREAM, or null in mock mode. */
  upstream: string | null;
  /** MOCK_UPSTREAM_STRICT: a violating upstream answer becomes a 502. */
  strict: boolean;
}

export interface ConsoleOptions {
  /** The console's build (dist/console, from mock-server/console/vite.config.ts); null: none. */
  consoleDir: string | null;
}

export interface ConsolePageOptions extends ConsoleOptions {
  mode: MockMode;
}

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
 * GET /__mock and /__mock/: the developer console's index.html (a separate Vite build, never a
 * page of the site; its other files are console-files.ts's). Registered with the other dev
 * routes, so MOCK_DEV_ROUTES=false leaves /__mock/ a 404 like the rest. The index stays in memory
 * with the site's headers and ETag. GET /__mock/mode: the mode the console shows.
 */
export default async function consolePage(
  app: FastifyInstance,
  { consoleDir, mode }: ConsolePageOptions,
) {
  const modeAnswer: MockMode = { ...mode };
  routeDevOperation(app, 'getMode', { handler: async () => modeAnswer });
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
  routeDevOperation(app, 'openConsole', { handler: page });
  routeDevOperation(app, 'openConsoleSlash', { handler: page });
}

/** dist/console beside the site's dist/client. */
export const consoleDirBeside = (siteDir: string) => join(siteDir, '..', 'console');
