import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/app';
import type { JournalEntry } from '../../src/journal/entry-view';
import { createSiteFixture, pages, type SiteFixture, testConfig } from '../helpers/site-fixture';

let site: SiteFixture;
let app: FastifyInstance;

beforeAll(async () => {
  site = await createSiteFixture();
  // The build precompresses pages too: a compressed page is what the journal must not copy.
  await writeFile(join(site.siteDir, 'index.html.br'), brotliCompressSync(pages.index));
  app = await build(testConfig(site.siteDir), { logger: false });
});

afterAll(async () => {
  await app.close();
  await site.cleanup();
});

const journal = async () => (await app.inject('/__mock/requests')).json() as JournalEntry[];

describe('the journal beside the static site', () => {
  it('keeps a compressed page whole and records only its size and type', async () => {
    await app.inject({ method: 'DELETE', url: '/__mock/requests' });
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(pages.index);
    const [entry] = await journal();
    expect(entry?.response.body).toEqual({
      mimeType: 'text/html; charset=utf-8',
      size: res.rawPayload.length,
      truncated: false,
    });
  });

  it('records a 304 without a body', async () => {
    await app.inject({ method: 'DELETE', url: '/__mock/requests' });
    const first = await app.inject('/about/');
    const again = await app.inject({
      url: '/about/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const [entry] = await journal();
    expect(entry).toMatchObject({ status: 304, response: { body: null } });
  });

  it('leaves the hashed files under /assets/ out', async () => {
    await app.inject({ method: 'DELETE', url: '/__mock/requests' });
    expect((await app.inject('/assets/app-abc123.js')).statusCode).toBe(200);
    expect(await journal()).toEqual([]);
  });
});
