import type { Browser, Page } from '@playwright/test';
import { DRAW_EVERY_BAND_STYLE } from '../../scripts/tooling/browser';
import { type Template, templateRoute, templateRoutes } from '#web/config/routes.ts';
import { alwaysInInter, expect, test } from './fixtures';

// A page paints from its HTML alone (scripts/build/critical-css.ts). One route per template; the
// home page and the product pages are checked to the fold (their carousels and demo video move on
// their own), the others whole.
const toTheFold = new Set<Template>(['home', 'product', 'product with gallery']);
const templates = [
  ...templateRoutes.map((route) => ({ path: route.path, fold: toTheFold.has(route.template) })),
  { path: '/no-such-page', fold: false },
];

/** The site's one stylesheet, every page's. */
const SITE_STYLESHEET = /\/assets\/static\/[\w.-]+\.css$/;
/** The same, as a pattern the page can run. */
const STYLESHEET = SITE_STYLESHEET.source;

/** Shots until two in a row are the same (at most five): the page at rest. */
async function settledShot(page: Page, fold: boolean) {
  let previous = await page.screenshot({ fullPage: !fold, animations: 'disabled' });
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const next = await page.screenshot({ fullPage: !fold, animations: 'disabled' });
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** The page as a visitor sees it once settled, with or without the site's stylesheet. */
async function shot(
  browser: Browser,
  path: string,
  fold: boolean,
  options: { width: number; colorScheme: 'light' | 'dark'; withoutStylesheet: boolean },
) {
  const context = await browser.newContext({
    viewport: { width: options.width, height: 900 },
    colorScheme: options.colorScheme,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // Both shots in Inter, so that they differ only by the rules (alwaysInInter's comment says why).
  await alwaysInInter(page);
  let stylesheets = 0;
  await page.route(SITE_STYLESHEET, (route) => {
    stylesheets += 1;
    return options.withoutStylesheet ? route.abort() : route.fallback();
  });
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  if (!options.withoutStylesheet) {
    await page.waitForFunction(
      (pattern) =>
        [...document.styleSheets].some((sheet) => new RegExp(pattern).test(sheet.href ?? '')),
      STYLESHEET,
    );
  }
  await page.evaluate(() => document.fonts.ready);
  // Every image loaded and decoded first: a full-page shot grows the viewport, which starts the
  // lazy images below the fold mid-shot, and one decoded in one shot and not the other failed
  // a CI run on /blog.
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
  // A whole-page shot draws the bands below the viewport only when asked to (browser.ts says why).
  if (!fold) await page.addStyleTag({ content: DRAW_EVERY_BAND_STYLE });
  const image = await settledShot(page, fold);
  await context.close();
  return { image, stylesheets };
}

for (const { path, fold } of templates) {
  for (const [width, colorScheme] of [
    [375, 'light'],
    [1280, 'dark'],
  ] as const) {
    test(`${path} at ${width} px ${colorScheme}: the inlined rules alone draw it as the stylesheet does`, async ({
      browser,
    }) => {
      const full = await shot(browser, path, fold, {
        width,
        colorScheme,
        withoutStylesheet: false,
      });
      const critical = await shot(browser, path, fold, {
        width,
        colorScheme,
        withoutStylesheet: true,
      });
      // The loader asked for the stylesheet both times (preloaded, then applied from the cache);
      // the second time it never came.
      expect(full.stylesheets).toBeGreaterThanOrEqual(1);
      expect(critical.stylesheets).toBeGreaterThanOrEqual(1);
      expect(critical.image.equals(full.image), 'the page differs without its stylesheet').toBe(
        true,
      );
    });
  }
}

test('every page applies the stylesheet as it arrives: nothing waits for the visitor', async ({
  page,
}) => {
  const stylesheetApplied = () =>
    page.evaluate(
      (pattern) =>
        [...document.styleSheets].some((sheet) => new RegExp(pattern).test(sheet.href ?? '')),
      STYLESHEET,
    );
  for (const path of ['/login', '/about', '/']) {
    await page.goto(path);
    // No interaction at all: the first tap will not restyle the page.
    await expect.poll(stylesheetApplied, path).toBe(true);
    // One stylesheet, where the page's link was: right after the inlined rules.
    expect(
      await page.evaluate(
        () => document.querySelector('#critical-css + link')?.getAttribute('rel') ?? null,
      ),
    ).toBe('stylesheet');
  }
});

test('no script is requested before the first paint: only the font and the stylesheet may be', async ({
  browser,
}) => {
  const firstPages = (['home', 'about', 'sign-in', 'contact'] as const).map(templateRoute);
  for (const { path } of firstPages) {
    // A tab of its own each, as a visitor's first page.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const requests = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        beforePaint: entry.startTime < paint,
      }));
    });
    await context.close();
    const early = requests.filter(
      (request) => request.beforePaint && !/\.(svg|png|webp|avif|jpe?g)$/.test(request.path),
    );
    // The font is preloaded by the head, so the first paint is drawn in it; the stylesheet is
    // fetched at once and does not block the paint.
    expect(
      early.map((request) => request.path),
      path,
    ).toContainEqual(expect.stringMatching(/\/assets\/static\/[^/]+\.woff2$/));
    for (const request of early) expect(request.path, path).toMatch(/\.(woff2|css)$/);
    // What the loader fetches after it: the boot script.
    const later = requests.map((request) => request.path);
    expect(
      later.some((name) => SITE_STYLESHEET.test(name)),
      path,
    ).toBe(true);
    expect(
      later.some((name) => name.startsWith('/assets/entries/')),
      path,
    ).toBe(true);
  }
});
