import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildProxy } from './upstream';

/** A backend that writes raw bytes, so it can break HTTP the way a framework would not let it. */
export interface RawUpstream {
  url: string;
  /** The request line of each request, as it arrived (`GET /api/x HTTP/1.1`). */
  requestLines: string[];
  /** The connections open to it right now. */
  open: () => number;
  close: () => Promise<void>;
}

/**
 * Answers each request (once its head has arrived) with `answer`, which writes to the socket as
 * it likes; sockets still open at `close` are destroyed.
 */
export async function startRawUpstream(
  answer: (socket: Socket, requestLine: string) => void,
): Promise<RawUpstream> {
  const sockets = new Set<Socket>();
  const requestLines: string[] = [];
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      const line = head.slice(0, head.indexOf('\r\n'));
      requestLines.push(line);
      answer(socket, line);
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requestLines,
    open: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A whole HTTP/1.1 answer as raw text: status line, header lines, the body. */
export const rawAnswer = (status: string, headers: string[], body = '') =>
  `HTTP/1.1 ${status}\r\n${[...headers, `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'].join('\r\n')}\r\n\r\n${body}`;

/**
 * For a test file: `proxyTo(answer)` starts a raw upstream and the mock in proxy mode in front of
 * it (`base` appended to the upstream's URL, `env` the mock's settings); both close after each test.
 */
export function rawProxies() {
  let upstream: RawUpstream | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    await upstream?.close();
    app = undefined;
    upstream = undefined;
  });
  return {
    async proxyTo(
      answer: Parameters<typeof startRawUpstream>[0],
      env: Record<string, string> = {},
      base = '',
    ): Promise<{ app: FastifyInstance; upstream: RawUpstream }> {
      upstream = await startRawUpstream(answer);
      app = await buildProxy(`${upstream.url}${base}`, env);
      return { app, upstream };
    },
  };
}
