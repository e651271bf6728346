// npm run bench -- journey [SITE_DIR ...] — two visits as a visitor makes them, on Lighthouse's
// user flows (`startFlow`), each on the low-end phone and on Lighthouse's standard mobile settings:
// (a) land on /, tap a paragraph 300 ms after the first paint, open the menu and its Products,
//     go to /api-mcp-studio through it, then /login, type an address and send it (the mock
//     answers), go back (the back/forward cache);
// (b) land on an article, copy its link, go to /blog.
// Per navigation: LCP, CLS, TBT, the performance score and the bytes by kind; per interaction its
// latency as INP counts it (the Event Timing API's duration, the longest event of the
// interaction). Each SITE_DIR (a built dist/client, dist/client by default) is served by the mock
// server on a free loopback port, so two builds are compared in one run. JOURNEY_PHONE=low-end or
// standard runs one profile; JOURNEY_RUNS=N (1) takes each figure's median over N visits, each
// run visiting every build in turn.
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
import {
  benchmarkIndex,
  recordInteractions,
  takeInteraction,
  takeShifts,
  tap,
} from './page-probes';
import { describeLoad, machineLoad, runBench, writeReport } from './report';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARTICLE = '/blog/api-testing-mcp-automation';
const TAP_AFTER_PAINT_MS = 300;

type Flow = Awaited<ReturnType<typeof startFlow>>;
type Measured = Map<string, { interactionMs: number | null; pageCls: number | null }>;

/** An interaction as a Lighthouse timespan, its latency read from the page once it is drawn. */
async function interaction(
  flow: Flow,
  page: Page,
  name: string,
  act: () => Promise<void>,
  measured: Measured,
) {
  await takeShifts(page);
  await flow.startTimespan({ name });
  await act();
  // Two frames: the interaction's paint is when Event Timing ends its duration.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  measured.set(name, {
    interactionMs: await takeInteraction(page),
    pageCls: await takeShifts(page),
  });
  await flow.endTimespan();
}

async function visitA(flow: Flow, page: Page, origin: string, measured: Measured) {
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
  measured.set(home, { interactionMs: await takeInteraction(page), pageCls: null });

  await interaction(
    flow,
    page,
    'a: open the menu',
    () => tap(page, 'button[aria-label="Open navigation"]'),
    measured,
  );
  // An interaction of its own: inside the navigation's step, Lighthouse would count the drawer
  // growing under the finger (an input's shift within 500 ms of its trace's start) as the next
  // page's CLS (0.166 on /api-mcp-studio, which itself shifts nothing).
  await interaction(
    flow,
    page,
    'a: open Products in the menu',
    () => tap(page, '#site-drawer summary'),
    measured,
  );
  await flow.navigate(() => tap(page, '#site-drawer a[href="/api-mcp-studio"]'), {
    name: 'a: /api-mcp-studio (from the menu)',
  });
  await flow.navigate(`${origin}/login`, { name: 'a: /login' });
  await interaction(
    flow,
    page,
    'a: type an address and send it',
    async () => {
      await page.type('input[type="email"]', 'visitor@example.com');
      // The address form's button (Continue with Google is a form of its own above it).
      await tap(page, 'form:has(input[type="email"]) button[type="submit"]');
      await page.waitForSelector('input[autocomplete="one-time-code"]', { timeout: 30_000 });
    },
    measured,
  );
  await flow.startTimespan({ name: 'a: back' });
  await page.goBack({ waitUntil: 'load' });
  const restored = await page.evaluate(
    () => (window as unknown as { __restored: boolean }).__restored,
  );
  await flow.endTimespan();
  return { backForwardCache: restored };
}

async function visitB(flow: Flow, page: Page, origin: string, measured: Measured) {
  await flow.navigate(`${origin}${ARTICLE}`, { name: 'b: an article' });
  await interaction(
    flow,
    page,
    'b: copy its link',
    () => tap(page, '[data-copy-link] button'),
    measured,
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
  const measured: Measured = new Map();
  const backForwardCache = (await visit(flow, page, origin, measured))?.backForwardCache;
  const result = await flow.createFlowResult();
  await context.close();
  const steps = result.steps.map((step) =>
    stepFigures(
      step as unknown as FlowStepLike,
      measured.get(step.name)?.interactionMs ?? null,
      measured.get(step.name)?.pageCls ?? null,
    ),
  );
  return { steps, backForwardCache };
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
      // Each run visits every build in turn, so a change in the machine's speed during the
      // bench falls on all of them rather than on the build that happened to come last.
      const visits: JourneyStep[][][] = servers.map(() => []);
      const bfcache: boolean[][] = servers.map(() => []);
      for (let run = 1; run <= runs; run += 1) {
        for (const [i, server] of servers.entries()) {
          const a = await runFlow(browser, server.origin, phone, slowdown, visitA, 'a');
          const b = await runFlow(browser, server.origin, phone, slowdown, visitB, 'b');
          visits[i]?.push([...a.steps, ...b.steps]);
          bfcache[i]?.push(a.backForwardCache === true);
          process.stderr.write(`${siteDirs[i]} ${phone} run ${run}/${runs} done\n`);
        }
      }
      for (const [i, dir] of siteDirs.entries()) {
        results.push({
          siteDir: dir,
          phone,
          slowdown: phone === 'standard' ? 4 : slowdown,
          steps: medianSteps(visits[i] ?? []),
          backForwardCache: bfcache[i] ?? [],
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
