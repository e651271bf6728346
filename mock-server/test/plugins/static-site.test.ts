import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appJs, pages, serveSiteFixture } from '../helpers/site-fixture';

const served = serveSiteFixture();

const asset = '/assets/app-abc123.js';

describe('pages', () => {
  it('answers / with the home page, as HTML that is always revalidated', async () => {
    const res = await served.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(pages.index);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers /about and /about/ with the same page and no redirect', async () => {
    for (const url of ['/about', '/about/', '/about?ref=footer']) {
      const res = await served.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(pages.about);
      expect(res.headers.location, url).toBeUndefined();
    }
  });

  it('serves files by name with their type', async () => {
    const favicon = await served.app.inject('/favicon.svg');
    expect(favicon.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    const robots = await served.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

describe('hashed assets and compression', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const res = await served.app.inject(asset);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('sends brotli when the client accepts gzip and br', async () => {
    const res = await served.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('sends gzip when the client accepts only gzip', async () => {
    const res = await served.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(appJs);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['both refused with q=0', 'br;q=0, gzip;q=0'],
    ['only an unsupported coding', 'zstd'],
  ])('sends the plain file for %s', async (_case, acceptEncoding) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const res = await served.app.inject({ url: asset, headers });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(appJs);
  });

  it('always says Vary: Accept-Encoding for a compressible file', async () => {
    const plain = await served.app.inject(asset);
    const compressed = await served.app.inject({
      url: asset,
      headers: { 'accept-encoding': 'br' },
    });
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(compressed.headers.vary).toBe('Accept-Encoding');
  });

  it('does not serve the compressed siblings as URLs of their own', async () => {
    expect((await served.app.inject(`${asset}.br`)).statusCode).toBe(404);
    expect((await served.app.inject(`${asset}.gz`)).statusCode).toBe(404);
  });
});

describe('conditional requests and HEAD', () => {
  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await served.app.inject('/about/');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await served.app.inject({
      url: '/about/',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await served.app.inject({
      url: '/about/',
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('gives each encoding its own ETag', async () => {
    const plain = await served.app.inject(asset);
    const br = await served.app.inject({ url: asset, headers: { 'accept-encoding': 'br' } });
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await served.app.inject({ method: 'HEAD', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(pages.about)));
  });
});
