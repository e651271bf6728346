import { describe, expect, it } from 'vitest';
import { build } from '../../src/app';
import {
  createSiteFixture,
  pages,
  secret,
  serveSiteFixture,
  testConfig,
} from '../helpers/site-fixture';

const served = serveSiteFixture();

describe('unknown site paths', () => {
  // The static host's own configuration (`_headers`, `_redirects`) is never served, as on Netlify.
  it.each([
    '/nope',
    '/about/nope',
    '/assets/missing-123.js',
    '/.vite/manifest.json',
    '/_headers',
    '/_redirects',
  ])('%s → the build’s 404 page, revalidated like any HTML', async (url) => {
    const res = await served.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(pages.notFound);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['POST', '/about', 'GET, HEAD'],
    ['DELETE', '/', 'GET, HEAD'],
    ['GET', '/api/auth/generate', 'POST'],
    ['PUT', '/api/auth/oauth/google/loginUrl', 'GET, HEAD'],
    ['GET', '/__mock/reset', 'POST'],
    ['POST', '/__mock/outbox', 'GET, HEAD'],
    ['POST', '/connect/discover/github/', 'GET, HEAD'],
  ])('answers %s %s with 405 and Allow: %s', async (method, url, allow) => {
    const res = await served.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.json()).toEqual({
      success: false,
      message: `${method} is not allowed on ${url}; use ${allow.replace(', ', ' or ')}.`,
    });
  });

  it('keeps 404 for a path no method answers', async () => {
    expect((await served.app.inject({ method: 'POST', url: '/nope' })).statusCode).toBe(404);
    expect((await served.app.inject({ method: 'GET', url: '/api/auth/nope' })).statusCode).toBe(
      404,
    );
  });

  it('falls back to a plain 404 when the build has no 404.html', async () => {
    const bare = await createSiteFixture({ with404: false });
    const bareApp = await build(testConfig(bare.siteDir), { logger: false });
    try {
      const res = await bareApp.inject('/nope');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toBe('Not found');
    } finally {
      await bareApp.close();
      await bare.cleanup();
    }
  });
});

// served.app.inject() resolves a literal or %2e-encoded `..` before the app sees it; sitePathOf's
// unit test covers those raw targets. The %2f and %5c forms do reach the app as written.
describe('URLs that try to leave the site', () => {
  it.each([
    '/../package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fsecret',
    '/%2e%2e%2fsecret',
    '/..%5c..%5csecret',
  ])('%s never returns a file outside the site', async (url) => {
    const res = await served.app.inject(url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain(secret);
  });

  it('answers a malformed %-escape with 400 in the API error shape', async () => {
    const res = await served.app.inject('/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it('answers a malformed escape on a method with no routes the same way', async () => {
    const res = await served.app.inject({ method: 'DELETE', url: '/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/x'],
    ['POST', '/api/auth/nothing'],
    ['GET', '/__mock/x'],
    ['GET', '/api'],
  ] as const)('%s %s → JSON 404', async (method, url) => {
    const res = await served.app.inject({ method, url: `${url}?q=1` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ success: false, message: `Not found: ${method} ${url}` });
  });

  it('does not treat /apix as an API path', async () => {
    const res = await served.app.inject('/apix');
    expect(res.body).toBe(pages.notFound);
  });
});
