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
