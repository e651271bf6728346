// npm run bench -- first-tap [SITE_DIR] — on every template, a visitor's first tap once the page
// has settled, and the tap after it: nothing should be parked until the first interaction. Each
// template's first route is loaded in a fresh context (375 px, touch, the CPU slowed as the phone
// is), given 3 s after its load event, then its first paragraph in <main> is tapped twice, 1 s
// apart; each tap's latency is the Event Timing API's duration, as INP counts it (16 ms is its
// floor). Medians of FIRST_TAP_RUNS (3) per template, on the low-end phone (4 × the host's
// benchmark index / 1,150, where the goals apply: first-tap-figures.ts) and at Lighthouse's
// standard 4× (FIRST_TAP_PHONE=low-end|standard for one). Prints a table per profile and writes
// reports/first-tap.json; asserts nothing.

import { resolve } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { templateRoutes } from '#web/config/routes.ts';
import { chromiumArgs, chromiumExecutable } from '../tooling/browser';
import { clientDir } from '../tooling/paths';
import { type Running, startMockServer, stopOnInterrupt } from '../tooling/processes';
import { type TapRun, tapFigures, tapTable, firstTapGoals } from './first-tap-figures';
import { phonesOf } from './journey-figures';
import { lowEndSlowdown } from './lighthouse-phone';
import { benchmarkIndex, recordInteractions, takeInteraction, tap } from './page-probes';
import { describeLoad, machineLoad, runBench, writeReport } from './report';

const SETTLE_MS = 3000;
const BETWEEN_TAPS_MS = 1000;

const frames = () =>
  new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

/** One fresh visit of `url`: the settled page's first and second tap. */
async function tapTwice(browser: Browser, url: string, slowdown: number): Promise<TapRun> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.emulate({
      viewport: { width: 375, height: 812, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
      userAgent: await browser.userAgent(),
    });
    await page.emulateCPUThrottling(slowdown);
    await page.evaluateOnNewDocument(recordInteractions);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await new Promise((done) => setTimeout(done, SETTLE_MS));
    await takeInteraction(page);
    await tap(page, 'main p');
    await page.evaluate(frames);
    const firstMs = await takeInteraction(page);
    await new Promise((done) => setTimeout(done, BETWEEN_TAPS_MS));
    await tap(page, 'main p');
    await page.evaluate(frames);
    const secondMs = await takeInteraction(page);
    return { firstMs, secondMs };
  } finally {
    await context.close();
  }
}

async function main() {
  const [dir] = process.argv.slice(2).filter((arg) => arg !== '--');
  const siteDir = dir ? resolve(dir) : clientDir;
  const phones = phonesOf(process.env.FIRST_TAP_PHONE, 'FIRST_TAP_PHONE');
  const runs = Number(process.env.FIRST_TAP_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error('FIRST_TAP_RUNS must be a positive integer');
  }
  const loadBefore = machineLoad();
  let server: Running | undefined;
  let browser: Browser | undefined;
  const results: { phone: string; slowdown: number; rows: ReturnType<typeof tapFigures>[] }[] = [];
  try {
    server = await startMockServer(siteDir);
    browser = await puppeteer.launch({
      executablePath: chromiumExecutable() ?? '/usr/bin/chromium',
      headless: true,
      args: chromiumArgs,
    });
    const launched = browser;
    stopOnInterrupt(() => void launched.close());
    const index = await benchmarkIndex(browser, server.origin);
    for (const phone of phones) {
      const slowdown = phone === 'standard' ? 4 : lowEndSlowdown(index);
      process.stderr.write(`benchmark index ${index}: ${phone} is ${slowdown}× CPU\n`);
      const rows = [];
      for (const route of templateRoutes) {
        const taps: TapRun[] = [];
        for (let run = 0; run < runs; run += 1) {
          taps.push(await tapTwice(browser, `${server.origin}${route.path}`, slowdown));
        }
        rows.push(tapFigures({ template: route.template, path: route.path, runs: taps }));
        process.stderr.write('.');
      }
      process.stderr.write('\n');
      results.push({ phone, slowdown, rows });
    }
  } finally {
    await browser?.close();
    await server?.stop();
  }
  for (const { phone, slowdown, rows } of results) {
    const goals =
      phone === 'low-end'
        ? ` (goals: first ≤ ${firstTapGoals.firstMs} ms, ≤ ${firstTapGoals.overSecondMs} ms over the second)`
        : " (the goals are the low-end phone's)";
    console.info(
      `\n${phone === 'standard' ? "Lighthouse's standard 4× CPU" : `the low-end phone (${slowdown}× CPU)`}, median of ${runs}${goals}\n`,
    );
    for (const line of tapTable(rows)) console.info(line);
  }
  const loadAfter = machineLoad();
  console.info(`\n${describeLoad(loadBefore, loadAfter)}`);
  const report = writeReport('first-tap.json', {
    measuredAt: new Date().toISOString(),
    siteDir,
    runs,
    machine: { before: loadBefore, after: loadAfter },
    results,
  });
  console.info(`Written: ${report}`);
}

await runBench(main);
