// Waiting on a page, the same way in every engine: a condition polled until true or a deadline.

import type { EngineDriver } from './driver';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns true, else throws `message`. */
export async function waitFor(check: () => Promise<boolean>, message: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(message);
}

/**
 * Resolves once the page has hydrated, every enhanced part is ready, and then the page has asked
 * for no new resource for 300 ms: leaving earlier aborts its lazy imports, which Firefox reports as
 * errors ("error loading dynamically imported module"). The quiet period alone was not enough on
 * a loaded machine: the boot script is fetched only after the first paint, and a page could be
 * quiet for 300 ms before it (a clean-clone CI run, `/blog/building-scalable-ai-microservices` at
 * 375 px). Every page boots, so every page gets there (`hydrated`, `enhanced`, below).
 */
export async function settled(page: EngineDriver) {
  await hydrated(page);
  await enhanced(page);
  let count = -1;
  let since = Date.now();
  await waitFor(async () => {
    const now = await page.evaluate<number>('performance.getEntriesByType("resource").length');
    if (now !== count) [count, since] = [now, Date.now()];
    return Date.now() - since >= 300;
  }, 'the page kept loading resources');
}

/**
 * Scrolls the first element `selector` matches to the middle of the window, as a visitor scrolls
 * to what they read, and waits until it stays put: the marketing bands it passes are drawn on the
 * way (`content-visibility: auto`) and settle to their real heights, where a driver's click
 * would jump straight to an element placed by the bands' estimated heights and press what
 * moved under it.
 */
export async function scrolledTo(page: EngineDriver, selector: string) {
  const top = () =>
    page.evaluate<number>(`(() => {
      const element = document.querySelector(${JSON.stringify(selector)});
      element.scrollIntoView({ block: 'center' });
      return Math.round(element.getBoundingClientRect().top);
    })()`);
  let last = await top();
  await waitFor(async () => {
    await sleep(100);
    const now = await top();
    const still = now === last;
    last = now;
    return still;
  }, `${selector} kept moving as the page around it was drawn`);
}

/**
 * The page's plain-code parts (carousel, header, gallery, Copy link, filter) are enhanced: each
 * is pre-rendered with data-pending, which its code removes once it is ready (early-input.ts).
 */
export const enhanced = (page: EngineDriver) =>
  waitFor(
    () => page.evaluate('document.querySelector("[data-pending]") === null'),
    'the page was not enhanced (an element kept data-pending)',
  );

/** React has hydrated the page's islands, so clicks and keys reach their handlers. */
export const hydrated = (page: EngineDriver) =>
  waitFor(
    () => page.evaluate('document.documentElement.dataset.hydrated === "true"'),
    'the page never hydrated (html[data-hydrated] is not "true")',
    15_000,
  );

/**
 * Marks the first element matching `selector` whose text (trimmed, spaces collapsed) equals or,
 * given a RegExp, matches `text`, and returns a selector for it; throws when none does. The
 * driver clicks by CSS selector, and buttons are found by what they say, as a visitor does.
 */
export async function byText(page: EngineDriver, selector: string, text: string | RegExp) {
  const mark = `e${Math.random().toString(36).slice(2, 8)}`;
  const pattern = typeof text === 'string' ? null : { source: text.source, flags: text.flags };
  const found = await page.evaluate<boolean>(`(() => {
    const pattern = ${JSON.stringify(pattern)};
    const wanted = ${JSON.stringify(typeof text === 'string' ? text : null)};
    for (const element of document.querySelectorAll(${JSON.stringify(selector)})) {
      const said = (element.textContent || '').replace(/\\s+/g, ' ').trim();
      if (pattern ? new RegExp(pattern.source, pattern.flags).test(said) : said === wanted) {
        element.setAttribute('data-engine-mark', ${JSON.stringify(mark)});
        return true;
      }
    }
    return false;
  })()`);
  if (!found) throw new Error(`no ${selector} says ${String(text)}`);
  return `[data-engine-mark="${mark}"]`;
}
