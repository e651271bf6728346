import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

// Node's HTTP parser refuses these before any route, hook or error handler exists.
const answers: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    message: 'The request took too long to arrive. Send it again.',
  },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
};
const malformed = { status: 400, message: 'Malformed HTTP request.' };

/** The API's error body and the headers every answer carries, for answers written outside Fastify. */
function errorAnswer(app: FastifyInstance, message: string, extra: Record<string, string> = {}) {
  const body = JSON.stringify({ success: false, message });
  const headers: Record<string, string | number> = {
    // Decorated once the security-headers plugin ran; a failure before that gets the rest.
    ...(app.hasDecorator('securityHeaders') ? app.securityHeaders : {}),
    ...extra,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  };
  return { body, headers };
}

/** The same as raw HTTP, for a socket Node gives us before any request object exists. */
function rawAnswer(app: FastifyInstance, status: number, message: string, extra = {}): string {
  const { body, headers } = errorAnswer(app, message, extra);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * What Node answers by itself when nobody listens: CONNECT (it would close the socket without a
 * word) and an `Expect` other than 100-continue (a bare 417). Both in the API's shape instead.
 */
export function answerOutsideRoutes(app: FastifyInstance): void {
  app.server.on('connect', (_request, socket: Socket) => {
    socket.end(rawAnswer(app, 405, 'CONNECT is not allowed here.', { allow: 'GET, HEAD, POST' }));
  });
  app.server.on('checkExpectation', (request, response) => {
    const expectation = String(request.headers.expect);
    const { body, headers } = errorAnswer(
      app,
      `Expect: ${expectation} is not supported; only 100-continue is.`,
    );
    response.writeHead(417, headers);
    response.end(body);
  });
}

/**
 * Fastify's clientErrorHandler: answers what Node's parser refused (431 headers too large, 408
 * timeout, 400 bad chunking or framing) in the API's `{ success: false, message }` shape with
 * the same security headers as every other answer, then closes the connection, as Node does.
 */
export function clientErrorHandler(
  error: Error & { code?: string },
  socket: Socket,
  app: FastifyInstance,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = answers[error.code ?? ''] ?? malformed;
  app.log.info({ err: error, status }, 'client error before routing');
  // Only when nothing was written yet: a timeout can fire while an answer is on its way.
  if (socket.writable && socket.bytesWritten === 0) socket.write(rawAnswer(app, status, message));
  socket.destroy(error);
}
