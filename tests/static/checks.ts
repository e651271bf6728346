// What the static suite holds nginx to, one function per promise, each throwing (through vitest's
// expect) when nginx breaks it. The suite's files run them against nginx with the build's server
// block; mutations.test.ts runs them against broken copies of it, each of which must fail.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { expect } from 'vitest';
import { cacheControlOf, cachePolicy } from '#common/static-files';
import { noApiMessage } from '../../scripts/build/headers/nginx-site';
import { clientDir } from '../../scripts/tooling/paths';
import { chromiumArgs, chromiumExecutable } from '../../scripts/tooling/browser';
import { expectSameAnswer, get, headingOf } from './answers';

/** A route: 200 with its <h1> and the mock's headers and bytes, in every encoding, with or without the trailing slash. */
export async function checkRoute(
  nginx: string,
  mock: string,
  route: { path: string; heading: string },
  brotli: boolean,
): Promise<void> {
  const { path, heading } = route;
  const answer = await expectSameAnswer(nginx, mock, path, 'gzip');
  expect(answer.status, path).toBe(200);
  expect(answer.headers['content-encoding'], path).toBe('gzip');
  expect(headingOf(answer.body.toString('utf8')), path).toBe(heading);
  await expectSameAnswer(nginx, mock, path, 'identity');
  // The .br copy where the module is installed; gzip where not, and nothing else differs.
  const br = await get(nginx, path, 'br, gzip');
  expect(br.headers['content-encoding'], path).toBe(brotli ? 'br' : 'gzip');
  if (brotli) await expectSameAnswer(nginx, mock, path, 'br, gzip');
  if (path !== '/') await expectSameAnswer(nginx, mock, `${path}/`, 'gzip');
}

/** An unknown path: 404 with the build's 404 page, revalidated, as the mock sends it. */
export async function checkNotFound(nginx: string, mock: string, path: string): Promise<void> {
  const answer = await expectSameAnswer(nginx, mock, path, 'gzip');
  expect(answer.status, path).toBe(404);
  expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
  expect(answer.headers['cache-control'], path).toBe(cachePolicy.html);
  expect(answer.body.toString('utf8'), path).toContain('Oops! Page not found');
}

/** `?category=` on the marketplace: the category's page, as the mock answers, not the plain one. */
export async function checkCategoryPage(nginx: string, mock: string, url: string): Promise<void> {
  const answer = await expectSameAnswer(nginx, mock, url, 'gzip');
  expect(answer.status, url).toBe(200);
  const plain = await get(nginx, '/ai-agents', 'gzip');
  expect(answer.body.equals(plain.body), `${url}: not the plain page`).toBe(false);
}

/** A file of the build: 200, the mock's headers and bytes, and the caching rule of its kind. */
export async function checkFile(
  nginx: string,
  mock: string,
  path: string,
  brotli: boolean,
): Promise<keyof typeof cachePolicy> {
  const answer = await expectSameAnswer(nginx, mock, path, brotli ? 'br, gzip' : 'gzip');
  expect(answer.status, path).toBe(200);
  const expected = cacheControlOf(path);
  expect(answer.headers['cache-control'], path).toBe(expected);
  const kind = (Object.keys(cachePolicy) as (keyof typeof cachePolicy)[]).find(
    (name) => cachePolicy[name] === expected,
  );
  if (!kind) throw new Error(`${path}: no caching rule of common/static-files gives ${expected}`);
  return kind;
}

/** A text file with a .gz copy: sent compressed to a client that takes gzip, plain to one that does not. */
export async function checkCompression(nginx: string, path: string): Promise<void> {
  expect(existsSync(join(clientDir, `${path}.gz`)), `${path} has a .gz copy`).toBe(true);
  const gz = await get(nginx, path, 'gzip');
  expect(gz.headers['content-encoding'], path).toBe('gzip');
  expect(gz.headers.vary, path).toBe('Accept-Encoding');
  const plain = await get(nginx, path, 'identity');
  expect(plain.headers['content-encoding'], path).toBeUndefined();
  expect(plain.body.equals(gz.body), path).toBe(true);
}

/** `/api/` with no backend configured: a 502 in the API's error shape, not cached, never HTML. */
export async function checkNoApi(origin: string, method: string, path: string): Promise<void> {
  const response = await fetch(`${origin}${path}`, { method });
  expect(response.status, path).toBe(502);
  expect(response.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
  expect(response.headers.get('cache-control'), path).toBe('no-store');
  expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'");
  expect(await response.json()).toEqual({ success: false, message: noApiMessage });
}

/** Runs `use` with Debian's (or Playwright's) Chromium, as the e2e suite launches it; closes it. */
export async function withChromium<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}
