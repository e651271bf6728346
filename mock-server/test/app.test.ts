import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimit } from '../src/app';
import { buildMock } from './helpers/mock-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildMock();
});
afterAll(async () => {
  await app.close();
});

const posts = [
  '/api/auth/generate',
  '/api/auth/validate',
  '/api/auth/whitelist',
  '/api/auth/contactus',
];

describe('bodies the API refuses, always in the error shape', () => {
  it('allows 16 KB of body', () => {
    expect(bodyLimit).toBe(16_384);
  });

  it.each(posts)('%s answers a body of 16 KB + 1 byte with 413', async (url) => {
    const padding = 'x'.repeat(bodyLimit + 1 - '{"email":"a@b.co","recaptchaToken":""}'.length);
    const payload = `{"email":"a@b.co","recaptchaToken":"${padding}"}`;
    expect(Buffer.byteLength(payload)).toBe(bodyLimit + 1);
    const res = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'Request body is too large.' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers Content-Type %s with 415',
    async (contentType) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/generate',
        payload: 'email=a@b.co',
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        success: false,
        message: 'Unsupported Media Type: send the body as application/json.',
      });
    },
  );

  it.each([
    ['malformed JSON', '{"email": '],
    ['an empty JSON body', ''],
    ['a JSON array', '[]'],
    ['a JSON string', '"ada@example.com"'],
  ])('answers %s with 400', async (_case, payload) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/generate',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it('answers a POST with no body at all with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/whitelist' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});
