import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/app';
import { httpError, internalErrorMessage } from '../../src/util/http-error';
import { createSiteFixture, type SiteFixture, testConfig } from '../helpers/site-fixture';

let site: SiteFixture;
let app: FastifyInstance;

beforeAll(async () => {
  site = await createSiteFixture();
  app = await build(testConfig(site.siteDir), { logger: false });
  // Routes only this test has, added to the built app before it is ready.
  app.get('/api/test/crash', () => {
    throw new Error('database password is hunter2');
  });
  app.get('/api/test/crash-async', async () => {
    throw new TypeError('cannot read properties of undefined');
  });
  app.get('/api/test/teapot', () => {
    throw httpError(418, 'I am a teapot');
  });
  app.get('/api/test/not-saved', () => {
    throw httpError(503, 'Could not save.', new Error('EROFS: /data/secret-path'));
  });
  app.get('/api/test/store-full', () => {
    throw httpError(507, 'The store is full.');
  });
  app.get('/api/test/other-507', () => {
    throw Object.assign(new Error('disk quota of /data/secret-path'), { statusCode: 507 });
  });
  app.get('/api/test/other-503', () => {
    throw Object.assign(new Error('upstream pool exhausted'), { statusCode: 503 });
  });
  app.post(
    '/api/test/validated',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string' }, age: { type: 'integer' } },
        },
      },
    },
    async () => ({ success: true }),
  );
});

afterAll(async () => {
  await app.close();
  await site.cleanup();
});

describe('error handler', () => {
  it.each(['/api/test/crash', '/api/test/crash-async'])(
    '%s → a generic 500 without the stack or the original message',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: internalErrorMessage });
      expect(res.body).not.toMatch(/hunter2|undefined|stack|at /);
    },
  );

  it('keeps a 4xx status and message, in the one error shape', async () => {
    const res = await app.inject('/api/test/teapot');
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual({ success: false, message: 'I am a teapot' });
  });

  it('keeps a 503 made with httpError, its cause left out of the answer', async () => {
    const res = await app.inject('/api/test/not-saved');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: 'Could not save.' });
  });

  it('turns any other 503 into the generic 500', async () => {
    const res = await app.inject('/api/test/other-503');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: internalErrorMessage });
  });

  it('keeps a 507 made with httpError (a full store); any other 507 is the generic 500', async () => {
    const full = await app.inject('/api/test/store-full');
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({ success: false, message: 'The store is full.' });
    const other = await app.inject('/api/test/other-507');
    expect(other.statusCode).toBe(500);
    expect(other.json()).toEqual({ success: false, message: internalErrorMessage });
  });

  it('names the missing field of a validation error', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/validated', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Invalid body: email is required' });
  });

  it('names the wrong field of a validation error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/validated',
      payload: { email: 'a@b.co', age: 'old' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Invalid body: age must be integer' });
  });

  it('answers a body that is not JSON with 400 in the same shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
