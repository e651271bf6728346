import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { DevEvent } from '../../plugins/dev-events';

export interface EventsOptions {
  /** How often an idle stream gets a comment line, so proxies and browsers keep it open. */
  heartbeatMs?: number;
}

export const HEARTBEAT_MS = 15_000;

const maxBuffered = 1024 * 1024;

/** One server-sent event: `event: <type>` and its data as one JSON line. */
export const sseFrame = ({ type, data }: DevEvent) =>
  `event: ${type}\ndata: ${JSON.stringify(data ?? null)}\n\n`;

/**
 * GET /__mock/events: the developer console's live feed (text/event-stream) of everything the
 * dev-events bus hears. The reply is hijacked: Fastify's hooks, timeouts and serializers stay out
 * of a response that lasts as long as the console is open.
 */
export default async function events(app: FastifyInstance, { heartbeatMs }: EventsOptions) {
  const open = new Set<ServerResponse>();
  // Closing the server waits for open responses: end the streams first (EventSource retries).
  app.addHook('preClose', (done) => {
    for (const response of open) response.end();
    done();
  });

  app.get('/__mock/events', (request, reply) => {
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
    const unsubscribe = app.devEvents.subscribe((event) => {
      // A console that stopped reading (a frozen tab) is let go rather than buffered forever;
      // EventSource reconnects once it wakes.
      if (response.writableLength > maxBuffered) response.destroy();
      else response.write(sseFrame(event));
    });
    const heartbeat = setInterval(() => {
      response.write(': heartbeat\n\n');
    }, heartbeatMs ?? HEARTBEAT_MS);
    response.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(response);
    });
  });
}
