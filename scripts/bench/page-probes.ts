// What the browser benches measure inside a page (journey.ts, first-tap.ts): interactions as INP
// counts them, layout shifts as CLS counts them, a finger's tap, and the host's speed as Lighthouse
// rates it (the low-end phone's CPU slowdown is derived from it: lighthouse-phone.ts).

import { startFlow } from 'lighthouse';
import type { Browser, Page } from 'puppeteer-core';

/**
 * The Event Timing API's interactions and the page's layout shifts, kept on the page from its first
 * byte (runs in the page: `evaluateOnNewDocument`), and whether it was restored from the
 * back/forward cache.
 */
export function recordInteractions() {
  const w = window as unknown as {
    __interactions: Map<number, number>;
    __shifts: number;
    __restored: boolean;
  };
  w.__interactions = new Map();
  w.__shifts = 0;
  w.__restored = false;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) w.__shifts += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const longest = w.__interactions.get(entry.interactionId) ?? 0;
      w.__interactions.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  addEventListener('pageshow', (event) => {
    if (event.persisted) w.__restored = true;
  });
}

/** The longest interaction recorded since the last call, 16 ms at least (the API's threshold). */
export async function takeInteraction(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as { __interactions?: Map<number, number> };
    const all = [...(w.__interactions?.values() ?? [])];
    w.__interactions?.clear();
    return Math.max(16, ...all);
  });
}

/** The page's layout shifts since the last call, as CLS counts them (none after an input). */
export async function takeShifts(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as { __shifts: number };
    const total = w.__shifts;
    w.__shifts = 0;
    return total;
  });
}

/** Waits for a selector, clicks it, as a finger would (a tap where the page emulates touch). */
export async function tap(page: Page, selector: string) {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 30_000 });
  if (!element) throw new Error(`nothing matches ${selector}`);
  await element.tap();
  await element.dispose();
}

/** The host's Lighthouse benchmark index, from one unthrottled navigation of `origin`'s /about. */
export async function benchmarkIndex(browser: Browser, origin: string): Promise<number> {
  const page = await browser.newPage();
  const flow = await startFlow(page, {
    flags: { onlyCategories: ['performance'], logLevel: 'error' },
  });
  await flow.navigate(`${origin}/about`);
  const result = await flow.createFlowResult();
  await page.close();
  const index = result.steps[0]?.lhr.environment.benchmarkIndex;
  if (!index) throw new Error('Lighthouse reported no benchmark index');
  return index;
}
