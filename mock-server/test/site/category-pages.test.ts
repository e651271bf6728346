import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/app';
import { testConfig } from '../helpers/site-fixture';

// The marketplace's filter as a plain GET form: /ai-agents?category=… answers with the build's
// pre-rendered category page (common/category-urls.ts).
const pages = {
  all: '<!doctype html><title>Marketplace</title><p>all 18</p>',
  google: '<!doctype html><title>Marketplace</title><p>the 12 Google agents</p>',
  ai: '<!doctype html><title>Marketplace</title><p>the 2 AI agents</p>',
  unknown:
    '<!doctype html><title>Marketplace</title><p role="status">No category &quot;{category}&quot;; showing all 18 agents.</p>',
};
const secret = 'NOT-A-PAGE';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'testbeam-categories-'));
  const siteDir = join(root, 'client');
  const files: Record<string, string | Buffer> = {
    'index.html': '<!doctype html><title>Home</title>',
    'about/index.html': '<!doctype html><title>About</title>',
    'ai-agents/index.html': pages.all,
    'ai-agents/category/google/index.html': pages.google,
    'ai-agents/category/google/index.html.gz': gzipSync(pages.google),
    'ai-agents/category/ai/index.html': pages.ai,
    'ai-agents/category/_unknown/index.html': pages.unknown,
  };
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(dirname(join(siteDir, rel)), { recursive: true });
    await writeFile(join(siteDir, rel), content);
  }
  await writeFile(join(root, 'secret'), secret);
  app = await build(testConfig(siteDir), { logger: false });
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

describe('/ai-agents?category=', () => {
  it.each([
    '/ai-agents?category=Google',
    '/ai-agents?category=google',
    '/ai-agents?category=GOOGLE',
    '/ai-agents/?category=Google',
    '/ai-agents?ref=mail&category=Google',
    '/ai-agents?category=%47oogle',
    '/ai-agents?category=+Google+',
    '/ai-agents?category=Google&category=AI',
  ])('%s answers with the Google page', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(pages.google);
  });

  it('answers every known category with its own page', async () => {
    expect((await app.inject('/ai-agents?category=ai')).body).toBe(pages.ai);
  });

  it.each(['/ai-agents', '/ai-agents?category=', '/ai-agents?category=All', '/ai-agents?x=Google'])(
    '%s is the plain page',
    async (url) => {
      expect((await app.inject(url)).body).toBe(pages.all);
    },
  );

  it('only rewrites the marketplace', async () => {
    expect((await app.inject('/about?category=Google')).body).toContain('About');
    expect((await app.inject('/?category=Google')).body).toContain('Home');
  });

  it('puts an unknown name, escaped, into the unknown-category page', async () => {
    const res = await app.inject('/ai-agents?category=Nope');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('No category &quot;Nope&quot;; showing all 18 agents.');
    const hostile = await app.inject(
      `/ai-agents?category=${encodeURIComponent('<script>alert(1)</script>"&')}`,
    );
    expect(hostile.body).toContain(
      'No category &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;&quot;;',
    );
    expect(hostile.body).not.toContain('<script>');
  });

  // A string replacement reads `$`` `$'` `$&` `$$` as patterns: `$`` pasted the page's head again.
  it.each([
    ['$`', '$`'],
    ["$'", '$&#39;'],
    ['$&', '$&amp;'],
    ['$$', '$$'],
    ['$1', '$1'],
  ])('shows %s in the note as typed', async (name, shown) => {
    const res = await app.inject(`/ai-agents?category=${encodeURIComponent(name)}`);
    expect(res.body).toContain(`No category &quot;${shown}&quot;; showing all 18 agents.`);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.length).toBeLessThan(pages.unknown.length + 40);
  });

  it('never turns the name into a path: traversal and other pages stay out of reach', async () => {
    for (const name of [
      '../../secret',
      '../index',
      'google/../../..',
      '_unknown',
      '..%2F..%2Fsecret',
    ]) {
      const res = await app.inject(`/ai-agents?category=${name}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.body, name).toContain('showing all 18 agents');
      expect(res.body, name).not.toContain(secret);
    }
  });

  it('cuts a very long unknown name in the note', async () => {
    const res = await app.inject(`/ai-agents?category=${'x'.repeat(500)}`);
    expect(res.body).toContain(`&quot;${'x'.repeat(80)}…&quot;`);
    expect(res.body).not.toContain('x'.repeat(81));
  });

  it('sends the headers of any page: revalidated, with an ETag that a 304 honours', async () => {
    const plain = await app.inject('/ai-agents');
    for (const url of ['/ai-agents?category=Google', '/ai-agents?category=Nope']) {
      const res = await app.inject(url);
      expect(res.headers['cache-control'], url).toBe(plain.headers['cache-control']);
      expect(res.headers['content-type'], url).toBe(plain.headers['content-type']);
      expect(res.headers.vary, url).toBe('Accept-Encoding');
      expect(res.headers.etag, url).toMatch(/^"[\w-]+"$/);
      expect(res.headers.etag, url).not.toBe(plain.headers.etag);
      const again = await app.inject({
        url,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
    const nope = await app.inject('/ai-agents?category=Nope');
    const other = await app.inject('/ai-agents?category=Other');
    expect(other.headers.etag).not.toBe(nope.headers.etag);
  });

  it('sends compressed forms when accepted', async () => {
    for (const url of ['/ai-agents?category=Google', '/ai-agents?category=Nope']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString(), url).toContain('<title>Marketplace</title>');
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const url of ['/ai-agents?category=google', '/ai-agents?category=Nope']) {
      const get = await app.inject(url);
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(head.headers.etag, url).toBe(get.headers.etag);
      expect(head.headers['content-length'], url).toBe(get.headers['content-length']);
    }
  });
});
