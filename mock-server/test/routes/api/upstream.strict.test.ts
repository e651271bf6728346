// Strict proxy mode (MOCK_UPSTREAM_STRICT=true, src/routes/api/upstream.ts and the plugin's check)
// against an upstream that answers everything with a redirect to another site or an HTML page:
// what openapi.yaml does not document never reaches the browser, and is not even forwarded.

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../../helpers/mock-app';
import {
  buildProxy,
  sendCodeBody as body,
  startUpstream,
  type Upstream,
} from '../../helpers/upstream';

let upstream: Upstream;
let app: FastifyInstance;
afterEach(async () => {
  await app.close();
  await upstream.close();
});

const redirecting = () =>
  startUpstream((_request, reply) => reply.redirect('https://elsewhere.example/steal', 302));
const html = () =>
  startUpstream((_request, reply) => reply.type('text/html').send('<script>alert(1)</script>'));

describe('strict: a request openapi.yaml does not document', () => {
  it('another method on a documented path: 405 with Allow, nothing forwarded', async () => {
    upstream = await redirecting();
    app = await buildProxy(upstream.url, { MOCK_UPSTREAM_STRICT: 'true' });
    const res = await app.inject('/api/auth/whitelist');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.headers.location).toBeUndefined();
    expect(res.json()).toEqual({
      success: false,
      message: expect.stringMatching(
        /^GET is not documented on \/api\/auth\/whitelist; MOCK_UPSTREAM_STRICT=true forwards only/,
      ),
    });
    expect(upstream.received).toEqual([]);
  });

  it.each(['/api/anything', '/%61pi/anything/else', '/api/auth/generate/extra'])(
    'an undocumented path (%s): 404 in the error shape, nothing forwarded',
    async (path) => {
      upstream = await html();
      app = await buildProxy(upstream.url, { MOCK_UPSTREAM_STRICT: 'true' });
      const res = await app.inject(path);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json().message).toMatch(/^Not found: GET \/api\/.+ is not in openapi\.yaml/);
      expect(upstream.received).toEqual([]);
    },
  );

  it('without strict, the same path is forwarded (and journaled as a violation)', async () => {
    upstream = await html();
    app = await buildProxy(upstream.url);
    expect((await app.inject('/api/anything')).statusCode).toBe(200);
    expect(upstream.received).toHaveLength(1);
  });
});

describe('strict: a documented operation answered with what the contract does not list', () => {
  it.each([
    ['a redirect to another site', redirecting, /at \/status: .*\(got 302\)/],
    ['an HTML page', html, /at \/headers\/content-type: application\/json \(got text\/html/],
  ])('%s: a 502, nothing of it passed on', async (_name, start, where) => {
    upstream = await start();
    app = await buildProxy(upstream.url, { MOCK_UPSTREAM_STRICT: 'true' });
    const res = await post(app, '/api/auth/generate', body);
    expect(res.statusCode).toBe(502);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json().message).toMatch(where);
    expect(upstream.received).toHaveLength(1);
  });
});
