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
  if (socket.writable && socket.bytesWritten === 0) {
    const body = JSON.stringify({ success: false, message });
    const headers: Record<string, string | number> = {
      // Decorated once the security-headers plugin ran; a failure before that gets the rest.
      ...(app.hasDecorator('securityHeaders') ? app.securityHeaders : {}),
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
