import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { routeDevOperation } from '../../plugins/contract';
import { httpError } from '../../util/http-error';

export interface EventsOptions {
  /** How often an idle stream gets a comment line, so proxies and browsers keep it open. */
  heartbeatMs?: number;
  /** How many streams may be open at once (MAX_EVENT_STREAMS); tests lower it. */
  maxStreams?: number;
}

export const HEARTBEAT_MS = 15_000;

/**
 * Each open stream holds a socket (a file descriptor) and costs every event one write: far more
 * than a developer's tabs, far below the 1,024 descriptors a process often gets (past it, other
 * requests fail with ECONNRESET). The cap counts the streams of every namespace.
 */
export const MAX_EVENT_STREAMS = 256;

/** The Retry-After of the 503 beyond the cap, in seconds. */
export const STREAMS_RETRY_AFTER_SECONDS = 10;

export const tooManyStreamsMessage = (max: number) =>
  `Too many open event streams (${max}). Close a developer console tab and try again.`;

const maxBuffered = 1024 * 1024;

/**
 * GET /__mock/events: the developer console's live feed (text/event-stream) of everything the
 * caller's namespace's dev-events bus hears. The reply is hijacked: Fastify's hooks, timeouts and serializers stay out
 * of a response that lasts as long as the console is open.
 */
export default async function events(
  app: FastifyInstance,
  { heartbeatMs, maxStreams = MAX_EVENT_STREAMS }: EventsOptions,
) {
  const open = new Set<ServerResponse>();
  // Closing the server waits for open responses: end the streams first (EventSource retries).
  app.addHook('preClose', (done) => {
    for (const response of open) response.end();
    done();
  });

  routeDevOperation(app, 'streamEvents', {
    handler: (request, reply) => {
      if (open.size >= maxStreams) {
        reply.header('retry-after', STREAMS_RETRY_AFTER_SECONDS);
        throw httpError(503, tooManyStreamsMessage(maxStreams));
      }
      reply.hijack();
      const response = reply.raw;
      // Node's request and headers timeouts only cover the request's arrival; the socket timeout
      // is the one that could cut a quiet stream, so it is switched off for this connection.
      request.raw.socket.setTimeout(0);
      request.raw.socket.setNoDelay(true);
      response.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      response.write('retry: 2000\n\n');
      open.add(response);
      // The bus hands every stream the same frames, serialized once.
      const { events, closed } = request.namespace;
      const unsubscribe = events.subscribeFrames((frames) => {
        // Frames are delivered a turn after they were published: by then the server may have
        // ended the stream (closing), and a write after the end would be an error.
        if (response.writableEnded) return;
        // A console that stopped reading (a frozen tab) is let go rather than buffered forever;
        // EventSource reconnects once it wakes.
        if (response.writableLength > maxBuffered) response.destroy();
        else response.write(frames);
      });
      const heartbeat = setInterval(() => {
        response.write(': heartbeat\n\n');
      }, heartbeatMs ?? HEARTBEAT_MS);
      // A namespace forgotten (DELETE /__mock/namespaces/NAME, a reset of all) ends its streams;
      // EventSource reconnects, into the namespace's new state.
      const end = () => response.end();
      closed.addEventListener('abort', end, { once: true });
      response.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        closed.removeEventListener('abort', end);
        open.delete(response);
      });
    },
  });
}
