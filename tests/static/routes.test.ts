// Every route of the route table and every other file of the build, from nginx, answered exactly
// as the mock server answers it (same status, same headers with the same CSP hashes, same bytes),
// in each encoding a browser may ask for.

import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { hostConfigFiles } from '#common/static-files';
import { clientDir } from '../../scripts/tooling/paths';
import { routes } from '#web/config/routes.ts';
import { startStaticServer } from '../../scripts/tooling/static-server';
import { get } from './answers';
import { checkCompression, checkFile, checkNotFound, checkRoute } from './checks';

const nginx = inject('nginxOrigin');
const mock = inject('mockOrigin');
const brotli = inject('brotli');

describe('every route', () => {
  it.each(routes.map((route) => [route.path, route]))(
    '%s: 200, its <h1>, the mock’s headers in every encoding, with or without a trailing slash',
    async (_path, route) => {
      await checkRoute(nginx, mock, route, brotli);
    },
  );
});

describe('without the brotli module', () => {
  it('nginx sends the .gz copy to a browser that takes both, and nothing else changes', async () => {
    const gzipOnly = await startStaticServer({
      siteDir: clientDir,
      apiOrigin: null,
      brotli: false,
    });
    try {
      expect(gzipOnly.brotli).toBe(false);
      expect(gzipOnly.siteConf).toMatch(/^ {2}# brotli_static on;/m);
      const [ours, reference] = await Promise.all([
        get(gzipOnly.origin, '/about', 'br, gzip'),
        get(mock, '/about', 'gzip'),
      ]);
      expect(ours.headers['content-encoding']).toBe('gzip');
      expect(ours.headers).toEqual(reference.headers);
      expect(ours.body.equals(reference.body)).toBe(true);
    } finally {
      await gzipOnly.stop();
    }
  });
});

describe('the 404 page', () => {
  it.each([
    '/this-page-does-not-exist',
    '/about/nope',
    '/assets/missing-1234.js',
    '/.vite/manifest.json',
    ...hostConfigFiles,
  ])('%s: 404 with the build’s 404 page, as the mock sends it', async (path) => {
    await checkNotFound(nginx, mock, path);
  });
});

/** Every file the build serves: not the compressed copies, dot-files or the host's own files. */
function servedFiles(): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`,
    )
    .filter(
      (path) => !/\.(br|gz)$/.test(path) && !path.split('/').some((part) => part.startsWith('.')),
    )
    .filter((path) => !hostConfigFiles.includes(path));
}

describe('every file of the build', () => {
  const files = servedFiles();

  it('is served with the mock’s headers and bytes, hashed assets for a year, HTML revalidated', async () => {
    expect(files.length).toBeGreaterThan(200);
    const kinds = { hashed: 0, html: 0, other: 0 };
    for (const path of files) kinds[await checkFile(nginx, mock, path, brotli)] += 1;
    expect(kinds.hashed).toBeGreaterThan(50);
    expect(kinds.html).toBeGreaterThan(60);
    expect(kinds.other).toBeGreaterThan(10);
  });

  it('sends the compressed copy the client asks for, and says it varies', async () => {
    const script = files.find(
      (path) =>
        path.startsWith('/assets/') &&
        path.endsWith('.js') &&
        existsSync(join(clientDir, `${path}.gz`)),
    );
    expect(script).toBeDefined();
    await checkCompression(nginx, script ?? '');
    // A font is never compressed again, nor does it vary.
    const font = files.find((path) => path.endsWith('.woff2'));
    const woff2 = await get(nginx, font ?? '', 'br, gzip');
    expect(woff2.headers['content-encoding']).toBeUndefined();
    expect(woff2.headers.vary).toBeUndefined();
    expect(woff2.headers['content-type']).toBe('font/woff2');
  });
});
