// npm run bench -- lighthouse — Lighthouse (mobile, default simulated throttling) on every route
// and the 404 page, LH_RUNS runs each (5), in a table against the goals of docs/performance.md
// (LCP, TBT and CLS each the median of its runs: `medianFigures`), plus every audit that cost
// points. LH_ROUTES=/,/about,404 runs a subset; LH_ROUTES=templates one route of each template.
// Serves a copy of dist/client with the mock server on a free loopback port: run `npm run build`
// first. A branded bare page (the home page's heading and paragraph in the site's preloaded Inter
// subset, nothing else) is measured first in the same run, and every route's LCP is printed as a
// multiple of its LCP beside the size of its HTML over the wire (brotli): at most 1.25× when it
// fits TCP's first window, 1.5× otherwise. LH_PHONE=low-end runs the same on a low-end phone:
// Lighthouse's mobile settings with the CPU slowdown that makes this host emulate it
// (lighthouse-phone.ts), taken from the bare page's benchmark index in three warm-up audits, and
// the table of each route's TBT over the bare page's.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { templateRoutes } from '#web/config/routes.ts';
import { chromiumArgs } from '../tooling/browser';
import { type BenchRoute, benchRoutes, selectRoutes } from './bench-routes';
import { type Snapshot, snapshotBuild } from './build-snapshot';
import {
  barePage,
  categoryIds,
  headingAndParagraph,
  lcpRatio,
  type LhrLike,
  maxLcpRatioFor,
  medianByLcp,
  medianFigures,
  medianOf,
  missedGoals,
  preloadedFont,
  reference,
  type RunSummary,
  summarize,
} from './lighthouse-goals';
import { type Running, startMockServer, stopOnInterrupt } from '../tooling/processes';
import { describeLoad, machineLoad, runBench, writeReport } from './report';
import { label, type Measured, printAudits, printPhoneTable, printTable } from './lighthouse-table';
import { lowEndSlowdown, type Phone, phoneOf, tbtVerdict } from './lighthouse-phone';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', ...chromiumArgs];

function runCount(): number {
  const runs = Number(process.env.LH_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('LH_RUNS must be a positive integer');
  return runs;
}

const RETRIES = 2;

/** A CPU slowdown for Lighthouse's simulation; null: its mobile default (4×). */
type Slowdown = number | null;

async function audit(
  port: number,
  origin: string,
  route: BenchRoute,
  slowdown: Slowdown,
): Promise<RunSummary> {
  const result = await lighthouse(`${origin}${route.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categoryIds],
    // A 404 page answers 404 on purpose; without this Lighthouse refuses to score it.
    ignoreStatusCode: route.page === '404',
    // Merged into the mobile defaults: only the CPU changes.
    ...(slowdown === null ? {} : { throttling: { cpuSlowdownMultiplier: slowdown } }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
  const used = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (slowdown !== null && used !== slowdown) {
    throw new Error(`Lighthouse ran at ${used}× CPU, not the ${slowdown}× asked for`);
  }
  return summarize(result.lhr as unknown as LhrLike);
}

const WARM_UP_AUDITS = 3;

/**
 * The slowdown for `phone`. The low-end phone's depends on the host's benchmark index, which
 * Lighthouse measures in every audit: the median of three audits of the bare page (the first,
 * a cold browser's, included) decides it before the measured runs.
 */
async function warmUp(port: number, origin: string, phone: Phone): Promise<Slowdown> {
  if (phone === 'standard') {
    // One audit thrown away: a cold browser's first page pays for its start-up, and the bare
    // page, measured first, must not.
    await audit(port, origin, bareRoute, null);
    return null;
  }
  const indices: (number | null)[] = [];
  for (let run = 1; run <= WARM_UP_AUDITS; run += 1) {
    indices.push((await audit(port, origin, bareRoute, null)).benchmarkIndex);
  }
  const index = medianOf(indices);
  if (index === null) throw new Error('Lighthouse reported no benchmark index in the warm-up');
  const slowdown = lowEndSlowdown(index);
  process.stderr.write(
    `benchmark index ${indices.join(', ')} (median ${index}): CPU slowdown ${slowdown}×\n`,
  );
  return slowdown;
}

/** The reference: served by the same server from the snapshot, as the routes are. */
const bareRoute: BenchRoute = {
  path: reference.path,
  page: 'index',
  htmlFile: `${reference.path.slice(1)}/index.html`,
};

/** Writes the bare page into the snapshot, from the home page's own heading, paragraph and font. */
function addBarePage(siteDir: string) {
  const home = readFileSync(join(siteDir, 'index.html'), 'utf8');
  const { heading, text } = headingAndParagraph(home);
  const font = preloadedFont(home);
  if (!font) throw new Error('the home page preloads no web font: rebuild (npm run build)');
  mkdirSync(join(siteDir, reference.path.slice(1)), { recursive: true });
  writeFileSync(join(siteDir, bareRoute.htmlFile), barePage(heading, text, font));
}

/** The size of a route's HTML over the wire: brotli at the quality the build compresses with. */
function htmlBrotliBytes(siteDir: string, route: BenchRoute): number {
  const html = readFileSync(join(siteDir, route.htmlFile));
  return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** One route of each template, for LH_ROUTES=templates (the 404 page included). */
const TEMPLATE_ROUTES = [...templateRoutes.map((route) => route.path), '404'].join(',');

async function measure(routes: BenchRoute[], runs: number, phone: Phone) {
  let snapshot: Snapshot | undefined;
  let server: Running | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const measured: Measured[] = [];
  let bare: Measured | undefined;
  let slowdown: Slowdown = null;
  try {
    snapshot = snapshotBuild('bench-lighthouse-');
    addBarePage(snapshot.siteDir);
    server = await startMockServer(snapshot.siteDir);
    // Our own interrupt handling stops the server too; chrome-launcher's would only kill Chrome.
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false });
    const launched = chrome;
    stopOnInterrupt(() => launched.kill());
    slowdown = await warmUp(chrome.port, server.origin, phone);
    for (const route of [bareRoute, ...routes]) {
      const summaries: RunSummary[] = [];
      for (let run = 1; run <= runs; run += 1) {
        let summary = await audit(chrome.port, server.origin, route, slowdown);
        for (let retry = 1; retry <= RETRIES && summary.runtimeError; retry += 1) {
          process.stderr.write(`${route.path} run ${run}: ${summary.runtimeError}; again\n`);
          summary = await audit(chrome.port, server.origin, route, slowdown);
        }
        summaries.push(summary);
        const perf = summary.scores.performance ?? summary.runtimeError ?? '?';
        process.stderr.write(`${route.path} run ${run}/${runs}: performance ${perf}\n`);
      }
      const htmlBrotli = htmlBrotliBytes(snapshot.siteDir, route);
      if (route === bareRoute) {
        // Its LCP run, with the median of its TBTs: the low-end table's reference.
        const median = { ...medianByLcp(summaries), tbtMs: medianFigures(summaries).tbtMs };
        bare = { route, runs: summaries, median, htmlBrotli };
      } else
        measured.push({ route, runs: summaries, median: medianFigures(summaries), htmlBrotli });
    }
  } finally {
    chrome?.kill();
    await server?.stop();
    snapshot?.remove();
  }
  if (!bare) throw new Error('the bare page was not measured');
  return { measured, bare, slowdown };
}

async function main() {
  const list = process.env.LH_ROUTES === 'templates' ? TEMPLATE_ROUTES : process.env.LH_ROUTES;
  const routes = selectRoutes(benchRoutes(), list);
  const runs = runCount();
  const phone = phoneOf(process.env.LH_PHONE);
  const settings = `mobile, simulated throttling, ${phone === 'standard' ? "Lighthouse's CPU slowdown (4×)" : 'the low-end phone (4× at benchmark index 1,150)'}`;
  process.stderr.write(`Lighthouse ${routes.length} route(s) × ${runs} run(s), ${settings}\n`);
  const loadBefore = machineLoad();
  const { measured, bare, slowdown } = await measure(routes, runs, phone);
  const loadAfter = machineLoad();
  // The host's index over every measured audit: how far it drifted from the warm-up's.
  const runIndex = medianOf(
    [bare, ...measured].flatMap(({ runs: all }) => all.map((run) => run.benchmarkIndex)),
  );
  console.info(
    `\nLighthouse (${settings}), median of ${runs} run(s): LCP, TBT and CLS each its own median; scores and audits of the run with the median performance score:\n`,
  );
  if (phone === 'standard') printTable(measured, bare);
  else printPhoneTable(measured, bare, { slowdown, runIndex });
  printAudits('Audits that cost points (median run):', measured, (run) =>
    run.lostPoints.map((lost) => ({ ...lost, tag: `[${lost.category}]` })),
  );
  printAudits('Performance hints, unweighted, scoring under 0.9 (median run):', measured, (run) =>
    run.hints.map((hint) => ({ ...hint, tag: '[hint]' })),
  );
  for (const { route, median } of measured) {
    if (median.runtimeError) console.error(`${label(route)}: ${median.runtimeError}`);
  }
  const report = writeReport(phone === 'standard' ? 'lighthouse.json' : 'lighthouse-low-end.json', {
    measuredAt: new Date().toISOString(),
    runsPerRoute: runs,
    settings,
    cpuSlowdown: slowdown ?? 'Lighthouse mobile default',
    machine: { before: loadBefore, after: loadAfter, medianBenchmarkIndex: runIndex },
    reference: {
      path: bare.route.path,
      what: "the home page's heading and paragraph in the preloaded Inter subset, no stylesheet or script",
      htmlBrotliBytes: bare.htmlBrotli,
      median: {
        lcpMs: bare.median.lcpMs,
        tbtMs: bare.median.tbtMs,
        performance: bare.median.scores.performance,
      },
      runs: bare.runs.map(({ lcpMs, tbtMs }) => ({ lcpMs, tbtMs })),
    },
    routes: measured.map(({ route, runs: all, median, htmlBrotli }) => ({
      path: route.path,
      page: route.page,
      htmlBrotliBytes: htmlBrotli,
      lcpRatio: lcpRatio(median.lcpMs, bare.median.lcpMs),
      maxLcpRatio: maxLcpRatioFor(htmlBrotli),
      missed: [...missedGoals(median)],
      tbtOverBare: tbtVerdict(median.tbtMs, bare.median.tbtMs),
      median,
      runs: all.map(({ lostPoints: _lost, hints: _hints, ...figures }) => figures),
    })),
  });
  console.info(`\n${describeLoad(loadBefore, loadAfter)}`);
  console.info(`Written: ${report}`);
}

await runBench(main);
