// npm run screenshots — full-page PNGs (cut at MAX_HEIGHT) of a few key pages, at 1280×800 in the
// light theme and 375×812 in the dark one, and of the sign-in screens (the sign-in page's two steps,
// an agent page, the marketplace) at 320 and 1280 px in both themes, into docs/screenshots/ as
// {page}-{width}-{theme}.png. Builds first when dist/client is missing or stale (as `npm start`
// decides), then serves a copy of it with the mock server on a free loopback port.
// SCREENSHOT_BASE_URL=http://host:port shoots a server that is already running instead (no build,
// no server started). Last, the developer console (/__mock/) with a few emails, requests and
// scenarios in it, at 1280 px light and 375 px dark: console-{width}-{theme}.png.

import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable, DRAW_EVERY_BAND_STYLE } from '../tooling/browser';
import { themedContext } from '../tooling/themed-context';
import { type Snapshot, snapshotBuild } from '../bench/build-snapshot';
import { type Running, startMockServer } from '../tooling/processes';
import { staleBuildReason } from '../build/build-freshness';
import { rootDir } from '../tooling/paths';
import { type Template, templateRoute } from '#web/config/routes.ts';

const outDir = join(rootDir, 'docs', 'screenshots');

/** Full-page shots stop here: the top of a long page says enough and keeps the PNG small. */
const MAX_HEIGHT = 2400;

/** A template's page, named after its path (`/github` → `github`) or, for `name`, so. */
const shotOf = (template: Template, name?: string): [string, string] => {
  const { path } = templateRoute(template);
  return [name ?? path.slice(1), path];
};

const pages = [
  shotOf('home', 'home'),
  shotOf('product'),
  shotOf('sign-in'),
  shotOf('marketplace'),
  shotOf('article', 'article'),
] as const;

const variants = [
  { width: 1280, height: 800, theme: 'light' },
  { width: 375, height: 812, theme: 'dark' },
] as const;

/** Reaches a state after the page has loaded: the sign-in card's code step. */
type Act = (page: Page, variant: string) => Promise<void>;

const toCodeStep: Act = async (page, variant) => {
  await page.getByLabel(/Email/).fill(`screenshots.${variant}@example.com`);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
};

/**
 * The sign-in screens at the smallest phone and a laptop, in both themes: the sign-in page's two
 * steps, an agent page and the marketplace.
 */
const signIn = shotOf('sign-in');
const signInPages: readonly (readonly [string, string, Act?])[] = [
  signIn,
  [`${signIn[0]}-code`, signIn[1], toCodeStep],
  shotOf('agent'),
  shotOf('marketplace'),
];
const signInVariants = [320, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map((theme) => ({ width, height: width < 800 ? 720 : 800, theme })),
);

const shots = [
  ...variants.map((variant) => ({
    variant,
    pages: pages as readonly (readonly [string, string, Act?])[],
  })),
  ...signInVariants.map((variant) => ({ variant, pages: signInPages })),
];

/** Scrolls down to the cut in viewport steps, so lazy images and islands load, then back up. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // No named functions inside: tsx (esbuild keepNames) would wrap them in a helper the page lacks.
  await page.evaluate(async (maxHeight) => {
    const bottom = Math.min(document.documentElement.scrollHeight, maxHeight);
    for (let y = 0; y < bottom; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(done));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
    // Only images inside the shot: a lazy one off to the side (a carousel's next slides) never
    // loads, and a stalled one must not hang the run.
    const images = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.top < maxHeight && box.left < window.innerWidth && box.right > 0;
    });
    const loaded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([loaded, new Promise((done) => setTimeout(done, 10_000))]);
  }, MAX_HEIGHT);
  await page.waitForLoadState('networkidle');
  // Chromium's video controls show a loading spinner for a moment after a poster arrives.
  await page.waitForTimeout(800);
}

async function shoot(browser: Browser, origin: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  for (const { variant, pages: list } of shots) {
    const { width, height, theme } = variant;
    const context = await themedContext(browser, { width, height, theme });
    const page = await context.newPage();
    for (const [name, path, act] of list) {
      const file = join(outDir, `${name}-${width}-${theme}.png`);
      // The two sets share /login and /ai-agents at 1280 px in the light theme.
      if (written.includes(file)) continue;
      await page.goto(`${origin}${path}`);
      await settle(page);
      await act?.(page, `${width}-${theme}`);
      await page.addStyleTag({ content: DRAW_EVERY_BAND_STYLE });
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.screenshot({
        path: file,
        fullPage: true,
        clip: { x: 0, y: 0, width, height: Math.min(pageHeight, MAX_HEIGHT) },
        animations: 'disabled',
      });
      written.push(file);
    }
    await context.close();
  }
  return written;
}

/** The developer console with something in each panel: two codes sent, a whitelist request, two scenarios. */
async function shootConsole(browser: Browser, origin: string): Promise<string[]> {
  const setup = await browser.newContext();
  const post = (path: string, data: object) => setup.request.post(`${origin}${path}`, { data });
  for (const email of ['ada@example.com', 'grace@example.com']) {
    await post('/api/auth/generate', { email });
  }
  await post('/api/auth/whitelist', { email: 'alan@example.com' });
  const scenarios = await Promise.all([
    post('/__mock/scenarios', { operation: 'verify', status: 401, example: 'invalid', times: 3 }),
    post('/__mock/scenarios', { operation: 'contact', latencyMs: 3000 }),
  ]);
  const written: string[] = [];
  try {
    for (const { width, height, theme } of variants) {
      const context = await themedContext(browser, { width, height, theme });
      const page = await context.newPage();
      await page.goto(`${origin}/__mock/`);
      await page.getByText('Live', { exact: true }).waitFor();
      await page.getByRole('listitem').filter({ hasText: 'grace@example.com' }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      const file = join(outDir, `console-${width}-${theme}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      written.push(file);
      await context.close();
    }
  } finally {
    for (const set of scenarios) {
      const { id } = (await set.json()) as { id: string };
      await setup.request.delete(`${origin}/__mock/scenarios/${id}`);
    }
    await setup.close();
  }
  return written;
}

async function main(): Promise<void> {
  let snapshot: Snapshot | undefined;
  let server: Running | undefined;
  let browser: Browser | undefined;
  try {
    let origin = process.env.SCREENSHOT_BASE_URL?.replace(/\/$/, '');
    if (!origin) {
      const reason = staleBuildReason();
      if (reason) {
        console.info(`Building the site (${reason})...`);
        const build = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
        if (build.status !== 0) throw new Error(`npm run build failed (${build.status})`);
      }
      snapshot = snapshotBuild('screenshots-');
      server = await startMockServer(snapshot.siteDir);
      origin = server.origin;
    }
    console.info(`Shooting ${origin}`);
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
    // `npm run screenshots -- --console`: the developer console's two only.
    const consoleOnly = process.argv.includes('--console');
    for (const file of [
      ...(consoleOnly ? [] : await shoot(browser, origin)),
      ...(await shootConsole(browser, origin)),
    ]) {
      const kb = (statSync(file).size / 1024).toFixed(1);
      console.info(`${relative(rootDir, file).padEnd(48)} ${kb.padStart(6)} KB`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await browser?.close();
    await server?.stop();
    snapshot?.remove();
  }
}

await main();
