// A visitor's first page of a tab is drawn in Inter (the subset woff2 preloaded from the
// head, `font-display: optional`), and nothing on it ever moves. Chromium itself says which face
// drew a node (the DevTools protocol's CSS.getPlatformFontsForNode), in a fresh context per page:
// no cache, no earlier page of the tab.

import type { Browser, CDPSession } from '@playwright/test';
import { templateRoute } from '#web/config/routes.ts';
import { expect, test } from './fixtures';

const firstPages = (['home', 'sign-in', 'article', 'contact'] as const).map(
  (template) => templateRoute(template).path,
);

// One page at a time, as a visitor's browser loads it (playwright.config.ts runs this spec last).
test.describe.configure({ mode: 'serial' });

/** The faces Chromium drew the text of the first element matching `selector` with. */
async function facesOf(session: CDPSession, selector: string) {
  const { root } = await session.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, `${selector} is on the page`).toBeGreaterThan(0);
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
}

/**
 * A page as a visitor's first: a new context (empty cache), the page loaded and its fonts settled.
 * `cpuSlowdown` runs it on a slower CPU (the DevTools protocol's throttling), where the HTML parser
 * yields halfway through the page and the browser may paint what it has so far.
 */
async function firstVisit(browser: Browser, path: string, width = 1280, cpuSlowdown = 1) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  await page.goto(path, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { context, page };
}

for (const path of firstPages) {
  test(`${path} is drawn in Inter on a tab's first page`, async ({ browser }) => {
    const { context, page } = await firstVisit(browser, path);
    const session = await context.newCDPSession(page);
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    for (const selector of ['h1', 'main p']) {
      const faces = await facesOf(session, selector);
      expect(faces.length, `${path} ${selector}: some face drew it`).toBeGreaterThan(0);
      // The web font, not the metric-matched fallback (Liberation Sans here, Arial elsewhere).
      expect(faces, `${path} ${selector}`).toEqual(
        faces.map(() => ({ familyName: expect.stringMatching(/^Inter\b/), isCustomFont: true })),
      );
    }
    await context.close();
  });
}

// On a 6× slower CPU the parser yields mid-page: without the head's `rel=expect` link (+Head.tsx)
// a third of these loads painted half a header and then moved it (the toggle jumped left when the
// menu button arrived, 0.0009 at 320 px; the desktop nav, 0.011 at 1280 px).
test("nothing moves on a tab's first page, at any width, on a slow CPU", async ({ browser }) => {
  for (const width of [320, 375, 1280, 1920]) {
    for (const path of firstPages) {
      const { context, page } = await firstVisit(browser, path, width, 6);
      // Every layout shift of the load, as Lighthouse's CLS counts them (none after input).
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[]) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            // Two frames: the buffered entries are delivered by then.
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
          }),
      );
      expect(shift, `${path} at ${width} px`).toBe(0);
      await context.close();
    }
  }
});

// On a phone's connection the font can come after its block period, and the page stays in the
// metric-matched fallback for its life. The stylesheet, applied when it arrives (later still),
// must leave the page's font faces alone: Chromium rebuilds them for a stylesheet that declares
// `@font-face` or holds an `@layer`, the rebuilt face finds Inter cached and the page reflows in it
// (on the low-end phone, `/`'s hero heading took one more line, a layout shift of 0.03, every
// run). Made certain here: the font held 1.5 s, the stylesheet until 0.7 s after it.
// docs/decisions/0073-no-layers-after-the-first-paint.md
for (const path of [templateRoute('home').path, templateRoute('article').path]) {
  test(`${path}: a page left in the fallback stays in it when the stylesheet arrives`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    let fontServed: () => void = () => undefined;
    const served = new Promise<void>((resolve) => (fontServed = resolve));
    const hold = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await page.route('**/*.woff2', async (route) => {
      const response = await route.fetch();
      await hold(1500);
      await route.fulfill({ response });
      fontServed();
    });
    await page.route('**/assets/static/*.css', async (route) => {
      const response = await route.fetch();
      await served;
      await hold(700);
      await route.fulfill({ response });
    });
    await page.addInitScript(() => {
      const record = window as unknown as { shifts: number[]; firstFace?: FontFace };
      record.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          record.shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        record.firstFace = [...document.fonts].find((face) => face.family === 'Inter Variable');
      });
    });
    await page.goto(path);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
        (link) => link.sheet !== null && link.href.endsWith('.css'),
      ),
    );
    // Two frames after the stylesheet: a reflow it caused is drawn and reported by then.
    const { shifts, sameFace } = await page.evaluate(
      () =>
        new Promise<{ shifts: number[]; sameFace: boolean }>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const record = window as unknown as { shifts: number[]; firstFace?: FontFace };
              resolve({
                shifts: record.shifts,
                sameFace:
                  record.firstFace !== undefined && [...document.fonts].includes(record.firstFace),
              });
            }),
          ),
        ),
    );
    expect(sameFace, 'the face the page was parsed with is still the document font').toBe(true);
    expect(shifts).toEqual([]);
    await context.close();
  });
}
