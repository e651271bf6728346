import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, listen, type Running, startPrism, violationsOf } from './harness';

// A stand-in upstream whose answers we control: the harness must pass a conforming answer and
// flag a broken one, whatever the real mock does.
let upstream: Running;
let prism: Running;
let forwarded = 0;

beforeAll(async () => {
  const app = Fastify();
  app.post('/api/auth/generate', async (request, reply) => {
    forwarded += 1;
    const { email } = request.body as { email: string };
    if (email === 'broken@example.com') return reply.send({ ok: 1 });
    return reply.send({
      success: true,
      message: 'If that address can sign in, a code is on its way.',
    });
  });
  upstream = await listen(app);
  prism = await startPrism(upstream.url);
});

afterAll(async () => {
  await prism?.stop();
  await upstream?.stop();
});

describe('contract harness (Prism validating proxy with --errors)', () => {
  it('passes an answer that follows the contract, with no violations', async () => {
    const response = await call(prism.url, 'POST', '/api/auth/generate', {
      email: 'ada@example.com',
    });
    expect(response.status).toBe(200);
    expect(violationsOf(response)).toEqual([]);
    expect(await response.json()).toMatchObject({ success: true });
  });

  it('refuses a request that breaks the contract before it reaches the server', async () => {
    const before = forwarded;
    const response = await call(prism.url, 'POST', '/api/auth/generate', { email: 'not-an-email' });
    expect(response.status).toBe(422);
    expect(forwarded).toBe(before);
  });

  it('reports an answer that breaks the contract', async () => {
    const response = await call(prism.url, 'POST', '/api/auth/generate', {
      email: 'broken@example.com',
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const violations = violationsOf(response);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.map((violation) => violation.location.join('.'))).toContain('response.body');
  });
});

describe('call, on a connection the server closes before answering', () => {
  /** A server that closes the first `closing` connections on their request, then answers 200. */
  async function closingServer(closing: number) {
    const { createServer } = await import('node:net');
    let requests = 0;
    const server = createServer((socket) => {
      socket.once('data', () => {
        requests += 1;
        if (requests <= closing) {
          socket.destroy();
          return;
        }
        socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
      url: `http://127.0.0.1:${port}`,
      requests: () => requests,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it('sends the request once more on a new connection, as a browser does', async () => {
    const server = await closingServer(1);
    const response = await call(server.url, 'POST', '/api/auth/generate', { email: 'a@b.co' });
    expect(await response.text()).toBe('ok');
    expect(server.requests()).toBe(2);
    await server.close();
  });

  it('only once: a server that closes every time fails the call', async () => {
    const server = await closingServer(Infinity);
    await expect(call(server.url, 'POST', '/api/auth/generate', {})).rejects.toThrow(
      'fetch failed',
    );
    expect(server.requests()).toBe(2);
    await server.close();
  });
});
