// npm run bench -- journey [SITE_DIR ...] — two visits as a visitor makes them, on Lighthouse's
// user flows (`startFlow`), each on the low-end phone and on Lighthouse's standard mobile settings:
// (a) land on /, tap a paragraph 300 ms after the first paint, open the menu, go to
//     /api-mcp-studio through it, then /login, type an address and send it (the mock answers), go
//     back (the back/forward cache);
// (b) land on an article, copy its link, go to /blog.
// Per navigation: LCP, CLS, TBT, the performance score and the bytes by kind; per interaction its
// latency as INP counts it (the Event Timing API's duration, the longest event of the
// interaction). Each SITE_DIR (a built dist/client, dist/client by default) is served by the mock
// server on a free loopback port, so two builds are compared in one run. JOURNEY_PHONE=low-end or
// standard runs one profile; JOURNEY_RUNS=N (1) takes each figure's median over N visits.
// Throttling is Lighthouse's `devtools` method: the CPU and the network are slowed for real, so
// what happens after the load (a tap, the stylesheet applied) is slowed as it is on the phone.

import { resolve } from 'node:path';
import { startFlow } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumArgs } from '../tooling/browser';
import { clientDir } from '../tooling/paths';
import { type Running, startMockServer, stopOnInterrupt } from '../tooling/processes';
import {
  type FlowStepLike,
  type JourneyStep,
  medianSteps,
  type Phone,
  phonesOf,
  printJourneyTable,
  stepFigures,
} from './journey-figures';
import { lowEndSlowdown } from './lighthouse-phone';
import { describeLoad, machineLoad, runBench, writeReport } from './report';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARTICLE = '/blog/api-testing-mcp-automation';
const TAP_AFTER_PAINT_MS = 300;

/** The Event Timing API's interactions, kept on the page from its first byte (runs in the page). */
function recordInteractions() {
  const w = window as unknown as {
    __interactions: Map<number, number>;
    __restored: boolean;
  };
  w.__interactions = new Map();
  w.__restored = false;
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
async function takeInteraction(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as { __interactions?: Map<number, number> };
    const all = [...(w.__interactions?.values() ?? [])];
    w.__interactions?.clear();
    return Math.max(16, ...all);
  });
}

type Flow = Awaited<ReturnType<typeof startFlow>>;

/** Waits for a selector, clicks it, as a finger would (a tap where the page emulates touch). */
async function tap(page: Page, selector: string) {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 30_000 });
  if (!element) throw new Error(`nothing matches ${selector}`);
  await element.tap();
  await element.dispose();
}

/** An interaction as a Lighthouse timespan, its latency read from the page once it is drawn. */
async function interaction(
  flow: Flow,
  page: Page,
  name: string,
  act: () => Promise<void>,
  latencies: Map<string, number>,
) {
  await flow.startTimespan({ name });
  await act();
  // Two frames: the interaction's paint is when Event Timing ends its duration.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  latencies.set(name, await takeInteraction(page));
  await flow.endTimespan();
}

async function visitA(flow: Flow, page: Page, origin: string, latencies: Map<string, number>) {
  const home = 'a: / (tap 300 ms after the first paint)';
  await flow.startNavigation({ name: home });
  const loaded = page.goto(`${origin}/`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    { polling: 'raf', timeout: 60_000 },
  );
  await page.evaluate(
    (after) =>
      new Promise((done) => {
        const [paint] = performance.getEntriesByName('first-contentful-paint');
        setTimeout(done, Math.max(0, (paint?.startTime ?? 0) + after - performance.now()));
      }),
    TAP_AFTER_PAINT_MS,
  );
  await tap(page, 'main p');
  await loaded;
  await flow.endNavigation();
  process.stderr.write('.');
  latencies.set(home, await takeInteraction(page));

  await interaction(
    flow,
    page,
    'a: open the menu',
    () => tap(page, 'button[aria-label="Open navigation"]'),
    latencies,
  );
  await flow.navigate(
    async () => {
      await tap(page, '#site-drawer summary');
      await tap(page, '#site-drawer a[href="/api-mcp-studio"]');
    },
    { name: 'a: /api-mcp-studio (from the menu)' },
  );
  await flow.navigate(`${origin}/login`, { name: 'a: /login' });
  await interaction(
    flow,
    page,
    'a: type an address and send it',
    async () => {
      await page.type('input[type="email"]', 'visitor@example.com');
      await tap(page, 'form button[type="submit"]');
      await page.waitForSelector('input[autocomplete="one-time-code"]', { timeout: 30_000 });
    },
    latencies,
  );
  await flow.startTimespan({ name: 'a: back' });
  await page.goBack({ waitUntil: 'load' });
  const restored = await page.evaluate(
    () => (window as unknown as { __restored: boolean }).__restored,
  );
  await flow.endTimespan();
  return { backForwardCache: restored };
}

async function visitB(flow: Flow, page: Page, origin: string, latencies: Map<string, number>) {
  await flow.navigate(`${origin}${ARTICLE}`, { name: 'b: an article' });
  await interaction(
    flow,
    page,
    'b: copy its link',
    () => tap(page, '[data-copy-link] button'),
    latencies,
  );
  await flow.navigate(`${origin}/blog`, { name: 'b: /blog' });
}

async function runFlow(
  browser: Browser,
  origin: string,
  phone: Phone,
  slowdown: number,
  visit: typeof visitA | typeof visitB,
  name: string,
) {
  const context = await browser.createBrowserContext();
  await context.overridePermissions(origin, ['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.evaluateOnNewDocument(recordInteractions);
  const flow = await startFlow(page, {
    name,
    flags: {
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
      throttling: { cpuSlowdownMultiplier: phone === 'standard' ? 4 : slowdown },
      logLevel: 'error',
    },
  });
  const latencies = new Map<string, number>();
  const backForwardCache = (await visit(flow, page, origin, latencies))?.backForwardCache;
  const result = await flow.createFlowResult();
  await context.close();
  const steps = result.steps.map((step) =>
    stepFigures(step as unknown as FlowStepLike, latencies.get(step.name) ?? null),
  );
  return { steps, backForwardCache };
}

/** The host's Lighthouse benchmark index, from one unthrottled navigation of the bare origin. */
async function benchmarkIndex(browser: Browser, origin: string): Promise<number> {
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

async function main() {
  const dirs = process.argv.slice(2).filter((arg) => arg !== '--');
  const siteDirs = dirs.length > 0 ? dirs.map((dir) => resolve(dir)) : [clientDir];
  const phones = phonesOf(process.env.JOURNEY_PHONE);
  const runs = Number(process.env.JOURNEY_RUNS ?? 1);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('JOURNEY_RUNS must be a positive integer');
  const loadBefore = machineLoad();
  const servers: Running[] = [];
  let browser: Browser | undefined;
  const results: {
    siteDir: string;
    phone: Phone;
    slowdown: number;
    steps: JourneyStep[];
    backForwardCache: boolean[];
  }[] = [];
  try {
    for (const dir of siteDirs) servers.push(await startMockServer(dir));
    browser = await puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      args: chromiumArgs,
      defaultViewport: null,
    });
    const launched = browser;
    stopOnInterrupt(() => void launched.close());
    const index = await benchmarkIndex(browser, servers[0]?.origin ?? '');
    const slowdown = lowEndSlowdown(index);
    process.stderr.write(`benchmark index ${index}: the low-end phone is ${slowdown}× CPU\n`);
    for (const phone of phones) {
      for (const [i, server] of servers.entries()) {
        const visits: JourneyStep[][] = [];
        const bfcache: boolean[] = [];
        for (let run = 1; run <= runs; run += 1) {
          const a = await runFlow(browser, server.origin, phone, slowdown, visitA, 'a');
          const b = await runFlow(browser, server.origin, phone, slowdown, visitB, 'b');
          visits.push([...a.steps, ...b.steps]);
          bfcache.push(a.backForwardCache === true);
          process.stderr.write(`${siteDirs[i]} ${phone} run ${run}/${runs} done\n`);
        }
        results.push({
          siteDir: siteDirs[i] ?? '',
          phone,
          slowdown: phone === 'standard' ? 4 : slowdown,
          steps: medianSteps(visits),
          backForwardCache: bfcache,
        });
      }
    }
  } finally {
    await browser?.close();
    for (const server of servers) await server.stop();
  }
  for (const result of results) printJourneyTable(result);
  const loadAfter = machineLoad();
  console.info(`\n${describeLoad(loadBefore, loadAfter)}`);
  const report = writeReport('journey.json', {
    measuredAt: new Date().toISOString(),
    runs,
    machine: { before: loadBefore, after: loadAfter },
    results,
  });
  console.info(`Written: ${report}`);
}

await runBench(main);
