// npm run bench -- lighthouse — Lighthouse (mobile, default simulated throttling) on every route and
// the 404 page, LH_RUNS runs each (5), in a table against the standard settings' goals of
// docs/performance.md (LCP, TBT and CLS each the median of its runs: `medianFigures`), plus every
// audit that cost points, accessibility, best practices and SEO included: the one bench that sees
// every route. LH_ROUTES=/,/about,404 runs a subset; LH_ROUTES=templates one route of each
// template. Serves a copy of dist/client with the mock server on a free loopback port: run
// `npm run build` first. A visit of several pages, on the low-end phone too, is bench journey's.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { templateRoutes } from '#web/config/routes.ts';
import { chromiumArgs } from '../tooling/browser';
import { type BenchRoute, benchRoutes, selectRoutes } from './bench-routes';
import { type Snapshot, snapshotBuild } from './build-snapshot';
import {
  categoryIds,
  type LhrLike,
  medianFigures,
  medianOf,
  missedGoals,
  type RunSummary,
  summarize,
} from './lighthouse-goals';
import { type Running, startMockServer, stopOnInterrupt } from '../tooling/processes';
import { describeLoad, machineLoad, runBench, writeReport } from './report';
import { label, type Measured, printAudits, printTable } from './lighthouse-table';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', ...chromiumArgs];

function runCount(): number {
  const runs = Number(process.env.LH_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('LH_RUNS must be a positive integer');
  return runs;
}

const RETRIES = 2;

async function audit(port: number, origin: string, route: BenchRoute): Promise<RunSummary> {
  const result = await lighthouse(`${origin}${route.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categoryIds],
    // A 404 page answers 404 on purpose; without this Lighthouse refuses to score it.
    ignoreStatusCode: route.page === '404',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
  return summarize(result.lhr as unknown as LhrLike);
}

/** The size of a route's HTML over the wire: brotli at the quality the build compresses with. */
function htmlBrotliBytes(siteDir: string, route: BenchRoute): number {
  const html = readFileSync(join(siteDir, route.htmlFile));
  return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** One route of each template, for LH_ROUTES=templates (the 404 page included). */
const TEMPLATE_ROUTES = [...templateRoutes.map((route) => route.path), '404'].join(',');

async function measure(routes: BenchRoute[], runs: number) {
  let snapshot: Snapshot | undefined;
  let server: Running | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const measured: Measured[] = [];
  try {
    snapshot = snapshotBuild('bench-lighthouse-');
    server = await startMockServer(snapshot.siteDir);
    // Our own interrupt handling stops the server too; chrome-launcher's would only kill Chrome.
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false });
    const launched = chrome;
    stopOnInterrupt(() => launched.kill());
    // One audit thrown away: a cold browser's first page pays for its start-up.
    const [first] = routes;
    if (first) await audit(chrome.port, server.origin, first);
    for (const route of routes) {
      const summaries: RunSummary[] = [];
      for (let run = 1; run <= runs; run += 1) {
        let summary = await audit(chrome.port, server.origin, route);
        for (let retry = 1; retry <= RETRIES && summary.runtimeError; retry += 1) {
          process.stderr.write(`${route.path} run ${run}: ${summary.runtimeError}; again\n`);
          summary = await audit(chrome.port, server.origin, route);
        }
        summaries.push(summary);
        const perf = summary.scores.performance ?? summary.runtimeError ?? '?';
        process.stderr.write(`${route.path} run ${run}/${runs}: performance ${perf}\n`);
      }
      const htmlBrotli = htmlBrotliBytes(snapshot.siteDir, route);
      measured.push({ route, runs: summaries, median: medianFigures(summaries), htmlBrotli });
    }
  } finally {
    chrome?.kill();
    await server?.stop();
    snapshot?.remove();
  }
  return measured;
}

async function main() {
  const list = process.env.LH_ROUTES === 'templates' ? TEMPLATE_ROUTES : process.env.LH_ROUTES;
  const routes = selectRoutes(benchRoutes(), list);
  const runs = runCount();
  const settings = "mobile, simulated throttling, Lighthouse's CPU slowdown (4×)";
  process.stderr.write(`Lighthouse ${routes.length} route(s) × ${runs} run(s), ${settings}\n`);
  const loadBefore = machineLoad();
  const measured = await measure(routes, runs);
  const loadAfter = machineLoad();
  const runIndex = medianOf(measured.flatMap(({ runs: all }) => all.map((r) => r.benchmarkIndex)));
  console.info(
    `\nLighthouse (${settings}), median of ${runs} run(s): LCP, TBT and CLS each its own median; scores and audits of the run with the median performance score:\n`,
  );
  printTable(measured);
  printAudits('Audits that cost points (median run):', measured, (run) =>
    run.lostPoints.map((lost) => ({ ...lost, tag: `[${lost.category}]` })),
  );
  printAudits('Performance hints, unweighted, scoring under 0.9 (median run):', measured, (run) =>
    run.hints.map((hint) => ({ ...hint, tag: '[hint]' })),
  );
  for (const { route, median } of measured) {
    if (median.runtimeError) console.error(`${label(route)}: ${median.runtimeError}`);
  }
  const report = writeReport('lighthouse.json', {
    measuredAt: new Date().toISOString(),
    runsPerRoute: runs,
    settings,
    machine: { before: loadBefore, after: loadAfter, medianBenchmarkIndex: runIndex },
    routes: measured.map(({ route, runs: all, median, htmlBrotli }) => ({
      path: route.path,
      page: route.page,
      htmlBrotliBytes: htmlBrotli,
      missed: [...missedGoals(median)],
      median,
      runs: all.map(({ lostPoints: _lost, hints: _hints, ...figures }) => figures),
    })),
  });
  console.info(`\n${describeLoad(loadBefore, loadAfter)}`);
  console.info(`Written: ${report}`);
}

await runBench(main);
