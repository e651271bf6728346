import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { build } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';

// Repetitive on purpose, so the compressed forms are really smaller than the original.
export const appJs = `export const greeting = 'hello';\n${'console.info(greeting);\n'.repeat(200)}`;

/** Like Mantine's colour-scheme script: inline, so the CSP must carry its hash. */
export const inlineScript = "document.documentElement.dataset.scheme = 'light';";

export const pages = {
  // Vike's page context is a JSON data block: it runs nothing and needs no hash.
  index: `<!doctype html><title>Home</title><script data-mantine-script="true">${inlineScript}</script><script id="vike_pageContext" type="application/json">{"pageId":"/"}</script><h1>Testbeam</h1>`,
  about: '<!doctype html><title>About</title><h1>About Testbeam</h1>',
  notFound: '<!doctype html><title>Not found</title><h1>Page not found</h1>',
};

/** Planted next to the site, never inside it: no URL may ever return it. */
export const secret = 'TOP-SECRET-OUTSIDE-THE-SITE';

export interface SiteFixture {
  root: string;
  siteDir: string;
  cleanup: () => Promise<void>;
}

/** A small dist/client in a temp dir, shaped like Vike's output plus scripts/build/compress.ts's. */
export async function createSiteFixture(options: { with404?: boolean } = {}): Promise<SiteFixture> {
  const root = await mkdtemp(join(tmpdir(), 'testbeam-site-'));
  const siteDir = join(root, 'client');
  const files: Record<string, string | Buffer> = {
    'index.html': pages.index,
    'about/index.html': pages.about,
    'assets/app-abc123.js': appJs,
    'assets/app-abc123.js.br': brotliCompressSync(appJs),
    'assets/app-abc123.js.gz': gzipSync(appJs),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    '.vite/manifest.json': '{}',
    _headers: '/*\n  X-Frame-Options: DENY\n',
    _redirects: '/ai-agents category=AI /ai-agents/category/ai/index.html 200!\n',
  };
  if (options.with404 !== false) files['404.html'] = pages.notFound;
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(dirname(join(siteDir, rel)), { recursive: true });
    await writeFile(join(siteDir, rel), content);
  }
  await writeFile(join(root, 'package.json'), secret);
  await writeFile(join(root, 'secret'), secret);
  return { root, siteDir, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** The configuration `npm start` would read, on the fixture site, plus `env`. */
export function testConfig(siteDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({ SITE_DIR: siteDir, LOG_LEVEL: 'silent', ...env });
}

/**
 * The mock serving a fresh fixture site to one test file: built before its tests, closed and
 * removed after them. Read `served.app` and `served.site` inside the tests.
 */
export function serveSiteFixture(): { readonly app: FastifyInstance; readonly site: SiteFixture } {
  const served = {} as { app: FastifyInstance; site: SiteFixture };
  beforeAll(async () => {
    served.site = await createSiteFixture();
    served.app = await build(testConfig(served.site.siteDir), { logger: false });
  });
  afterAll(async () => {
    await served.app.close();
    await served.site.cleanup();
  });
  return served;
}
