// npm run bench -- long-tasks — what blocks the main thread of each template on a slow phone: the
// page loaded at 412 × 823 (Lighthouse's phone) with the CPU throttled 4× (LT_CPU for another
// rate; Emulation.setCPUThrottlingRate), and every long animation frame (Chromium's LoAF entries) until
// the page is hydrated and idle, with its blocking time and what ran in it: scripts (file, how
// they were invoked, their forced style and layout) and the frame's own style and layout. The
// low-end phone's TBT (bench lighthouse, LH_PHONE=low-end) counts these tasks; this says what
// they are. LT_ROUTES=/,/login picks routes (default: one route of each template); LT_RUNS (3)
// runs each, every long frame of the run of median total blocking time printed. Run
// `npm run build` first.

import { type Browser, chromium } from '@playwright/test';
import { templateRoutes } from '#web/config/routes.ts';
import { chromiumArgs, chromiumExecutable } from '../tooling/browser';
import { type Snapshot, snapshotBuild } from './build-snapshot';
import { type Running, startMockServer, stopOnInterrupt } from '../tooling/processes';
import { describeLoad, machineLoad, runBench, writeReport } from './report';
import { type LongFrame, medianRunOf, describeFrame, type ProbeRun } from './long-task-figures';

const CPU_SLOWDOWN = Number(process.env.LT_CPU ?? 4);
if (!(CPU_SLOWDOWN >= 1)) throw new Error('LT_CPU must be a CPU slowdown of 1 or more');
const VIEWPORT = { width: 412, height: 823 };

/** Records every long animation frame from the first byte (a string: see bench/inp.ts). */
const LOAF_SCRIPT = `(() => {
  const frames = (window.__frames = []);
  const file = (url) => (url || '').replace(location.origin, '').split('?')[0] || '(inline)';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      frames.push({
        start: entry.startTime,
        duration: entry.duration,
        blocking: entry.blockingDuration,
        styleAndLayout: entry.styleAndLayoutStart
          ? entry.startTime + entry.duration - entry.styleAndLayoutStart
          : 0,
        scripts: entry.scripts.map((script) => ({
          file: file(script.sourceURL),
          invoker: script.invoker,
          type: script.invokerType,
          duration: script.duration,
          forcedStyleAndLayout: script.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;

async function probe(browser: Browser, url: string): Promise<ProbeRun> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(LOAF_SCRIPT);
    await page.goto(url, { waitUntil: 'load' });
    const islands = await page.locator('[data-island]').count();
    if (islands > 0) {
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    }
    // Idle after it: what the loader and the islands leave for later has run by then.
    await page.waitForTimeout(2500);
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const frames = (window as unknown as { __frames: LongFrame[] }).__frames;
      return { paint, frames };
    });
  } finally {
    await context.close();
  }
}

function runCount(): number {
  const runs = Number(process.env.LT_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('LT_RUNS must be a positive integer');
  return runs;
}

async function main() {
  const paths =
    process.env.LT_ROUTES?.split(',').filter(Boolean) ?? templateRoutes.map(({ path }) => path);
  const runs = runCount();
  const before = machineLoad();
  let snapshot: Snapshot | undefined;
  let server: Running | undefined;
  let browser: Browser | undefined;
  const report: Record<string, ProbeRun> = {};
  try {
    snapshot = snapshotBuild('bench-long-tasks-');
    server = await startMockServer(snapshot.siteDir);
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
    const launched = browser;
    stopOnInterrupt(() => launched.close());
    await probe(launched, `${server.origin}/`);
    for (const path of paths) {
      const all: ProbeRun[] = [];
      for (let run = 1; run <= runs; run += 1)
        all.push(await probe(launched, server.origin + path));
      const median = medianRunOf(all);
      report[path] = median;
      const long = median.frames.filter((frame) => frame.blocking > 0);
      const total = long.reduce((sum, frame) => sum + frame.blocking, 0);
      console.info(
        `\n${path}: ${long.length} long frame(s), ${total.toFixed(0)} ms blocking (first paint ${median.paint.toFixed(0)} ms)`,
      );
      for (const frame of long) console.info(`  ${describeFrame(frame, median.paint)}`);
    }
  } finally {
    await browser?.close();
    await server?.stop();
    snapshot?.remove();
  }
  const after = machineLoad();
  const written = writeReport('long-tasks.json', { cpuSlowdown: CPU_SLOWDOWN, runs, report });
  console.info(`\n${describeLoad(before, after)}\nWritten: ${written}`);
}

await runBench(main);
