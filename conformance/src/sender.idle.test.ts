// A kept-alive connection the server closed while it sat idle fails
// the next request with "other side closed" before any answer. The sender sends it once more on a
// fresh connection; other failures are reported, not retried.

import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closedWhileIdle, Sender } from './sender';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A server that drops the first `drops` requests' connections without a word, then answers 200. */
async function dropping(drops: number) {
  let seen = 0;
  server = createServer((request, response) => {
    seen += 1;
    if (seen <= drops) {
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { target: `http://127.0.0.1:${port}`, seen: () => seen };
}

const sender = (target: string) =>
  new Sender({ target, maxRequests: 10, maxWait: 1, timeout: 5000, dryRun: false, headers: {} });

describe('a connection closed before any answer', () => {
  it('is sent once more on a fresh connection, and answered', async () => {
    const { target, seen } = await dropping(1);
    const outcome = await sender(target).send('op', { method: 'GET', path: '/' });
    expect(outcome).toMatchObject({ kind: 'answered', answer: { status: 200 } });
    expect(seen()).toBe(2);
  });

  it('is reported when the fresh connection fails too (no third try)', async () => {
    const { target, seen } = await dropping(5);
    const outcome = await sender(target).send('op', { method: 'GET', path: '/' });
    expect(outcome).toMatchObject({ kind: 'failed', error: 'other side closed' });
    expect(seen()).toBe(2);
  });

  it('tells that failure from others', () => {
    const socket = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
    expect(closedWhileIdle(new TypeError('fetch failed', { cause: socket }))).toBe(true);
    expect(
      closedWhileIdle(new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') })),
    ).toBe(false);
    expect(closedWhileIdle(new DOMException('timed out', 'TimeoutError'))).toBe(false);
  });
});
