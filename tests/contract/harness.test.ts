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
