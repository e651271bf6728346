import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMock } from '../helpers/mock-app';

// A site served from another origin (npm run dev's Vite server on :3000, PUBLIC_ORIGIN) calls the
// mock with X-Mock-Namespace: its preflight passes; any other origin's gets no CORS header.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildMock({ MOCK_DEV_ROUTES: 'true', PUBLIC_ORIGIN: 'http://localhost:3000' });
});
afterAll(async () => {
  await app?.close();
});

const preflight = (origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/auth/generate',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-mock-namespace',
    },
  });

describe('CORS for the origins the mock trusts', () => {
  it("passes the Vite server's preflight with X-Mock-Namespace", async () => {
    const res = await preflight('http://localhost:3000');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(res.headers['access-control-allow-headers'])).toContain('x-mock-namespace');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('lets that page read the answer of the request that follows', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/generate',
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        'x-mock-namespace': 'vite-page',
      },
      payload: { email: 'ada@example.com', recaptchaToken: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const outbox = await app.inject({
      url: '/__mock/outbox',
      headers: { 'x-mock-namespace': 'vite-page' },
    });
    expect(outbox.json()).toHaveLength(1);
  });

  it('answers a foreign origin without any CORS header', async () => {
    const res = await preflight('http://evil.example');
    expect(res.statusCode).not.toBe(204);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
