// npm run bench -- inp — the responsiveness figures, on a phone-sized page with the CPU
// throttled 4× (Emulation.setCPUThrottlingRate), against a copy of dist/client served by the mock:
// 1. Ready: per interactive element, the time from first paint until it works, i.e. until its
//    code has run and its `data-pending` mark is gone (web/src/client/early-input.ts). Controls
//    that work natively (links, GET forms) work at first paint and are listed as such.
// 2. First interactions with each form island once hydrated: a tap on the email field, a key
//    typed into it, and a press of the submit button (which paints a validation message), each
//    timed by the browser's Event Timing API as INP does.
// The goals: a form island ready ≤ 600 ms after first paint; tap, key, submit ≤ 100 ms.
// INP_RUNS runs each (5), the median printed. Run `npm run build` first.

import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tooling/browser';
import { median } from '../tooling/stats';
import { type Snapshot, snapshotBuild } from './build-snapshot';
import {
  againstGoal,
  type EventEntry,
  FIRST_INPUT_GOAL_MS,
  FORM_READY_GOAL_MS,
  interactionLatencies,
} from './inp-figures';
import { type Template, templateRoute } from '#web/config/routes.ts';
import { islands } from '#web/islands/registry.ts';
import { type Running, startMockServer, stopOnInterrupt } from '../tooling/processes';
import { describeLoad, machineLoad, runBench, writeReport } from './report';
import { figureColumns, formatTable } from './table';

const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 375, height: 760 };

function runCount(): number {
  const runs = Number(process.env.INP_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('INP_RUNS must be a positive integer');
  return runs;
}

const at = (template: Template) => templateRoute(template).path;

/** Pages whose interactive elements are timed, and what on each works natively. */
const readyPages: { path: string; native: string[] }[] = [
  { path: at('home'), native: ['header links and Products menu (<details>)'] },
  { path: at('sign-in'), native: [] },
  { path: at('agent'), native: [] },
  { path: at('whitelist'), native: [] },
  { path: at('waitlist'), native: [] },
  { path: at('contact'), native: [] },
  { path: at('product'), native: ['gallery screens (links to a page per screen)'] },
  { path: at('marketplace'), native: ['category chips (a GET form)'] },
  { path: at('article'), native: ['share links'] },
];

/** The templates with a form island. */
const formPages = (['sign-in', 'agent', 'whitelist', 'waitlist', 'contact'] as const).map(at);

async function slowPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * Records, from the first byte, when each pending element's mark is removed. A string, not a
 * function: tsx would wrap a function's inner helpers in its own `__name`, unknown in the page.
 */
const READINESS_SCRIPT = `(() => {
  const ready = (window.__ready = []);
  const label = (el) =>
    el.dataset.island || Object.keys(el.dataset).find((key) => key !== 'pending') || el.tagName;
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.oldValue === null || record.target.hasAttribute('data-pending')) continue;
      ready.push({ label: label(record.target), at: performance.now() });
    }
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-pending'],
    attributeOldValue: true,
  });
})();`;

type ReadyRun = { label: string; ms: number }[];

async function readyRun(browser: Browser, origin: string, path: string): Promise<ReadyRun> {
  const page = await slowPage(browser);
  try {
    await page.addInitScript(READINESS_SCRIPT);
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    // Below-the-fold parts may wait to be scrolled near: scroll as a reader would.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await page.waitForFunction(() => !document.querySelector('[data-pending]'), null, {
      timeout: 30_000,
    });
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const ready = (window as unknown as { __ready: { label: string; at: number }[] }).__ready;
      return ready.map(({ label, at }) => ({ label, ms: Math.max(0, at - paint) }));
    });
  } finally {
    await page.context().close();
  }
}

/** Latencies of the interactions since the last call; an interaction under 16 ms reports none. */
async function newLatencies(page: Page): Promise<number[]> {
  await page.waitForTimeout(400);
  return page
    .evaluate(() => {
      const store = window as unknown as { __events: EventEntry[]; __read?: number };
      const fresh = store.__events.slice(store.__read ?? 0);
      store.__read = store.__events.length;
      return fresh;
    })
    .then(interactionLatencies);
}

type InpRun = { tap: number; key: number; submit: number };

async function inpRun(browser: Browser, origin: string, path: string): Promise<InpRun> {
  const page = await slowPage(browser);
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => {
      const store = window as unknown as { __events: EventEntry[] };
      store.__events = [];
      new PerformanceObserver((list) => {
        // interactionId and durationThreshold are newer than TypeScript's DOM types.
        for (const entry of list.getEntries() as unknown as EventEntry[]) {
          const { name, interactionId, duration, startTime } = entry;
          store.__events.push({ name, interactionId, duration, startTime });
        }
      }).observe({
        type: 'event',
        buffered: true,
        durationThreshold: 16,
      } as PerformanceObserverInit);
    });
    const island = page.locator('[data-island]').first();
    const field = island.locator('input[type="email"]').first();
    // Event Timing reports nothing under 16 ms: such an interaction counts as 16.
    const latency = async (act: () => Promise<void>) => {
      await act();
      return Math.max(16, ...(await newLatencies(page)));
    };
    const tap = await latency(() => field.click());
    const key = await latency(() => field.press('a'));
    const submit = await latency(() => island.locator('button[type="submit"]').first().click());
    return { tap, key, submit };
  } finally {
    await page.context().close();
  }
}

async function main() {
  const runs = runCount();
  const before = machineLoad();
  let snapshot: Snapshot | undefined;
  let server: Running | undefined;
  let browser: Browser | undefined;
  const readyRows: string[][] = [];
  const inpRows: string[][] = [];
  const report: Record<string, unknown> = { runs, cpuSlowdown: CPU_SLOWDOWN };
  try {
    snapshot = snapshotBuild('bench-inp-');
    server = await startMockServer(snapshot.siteDir);
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
    const launched = browser;
    stopOnInterrupt(() => launched.close());
    const origin = server.origin;

    const ready: Record<string, Record<string, number>> = {};
    for (const { path, native } of readyPages) {
      const byLabel = new Map<string, number[]>();
      for (let run = 1; run <= runs; run += 1) {
        for (const { label, ms: time } of await readyRun(launched, origin, path)) {
          byLabel.set(label, [...(byLabel.get(label) ?? []), time]);
        }
        process.stderr.write(`ready ${path} run ${run}/${runs}\n`);
      }
      ready[path] = {};
      for (const [label, times] of byLabel) {
        ready[path][label] = median(times);
        const goal = label in islands ? FORM_READY_GOAL_MS : null;
        readyRows.push([path, label, againstGoal(median(times), goal)]);
      }
      for (const control of native) readyRows.push([path, control, 'native: 0']);
    }
    report.ready = ready;

    const inp: Record<string, InpRun> = {};
    for (const path of formPages) {
      const samples: InpRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        samples.push(await inpRun(launched, origin, path));
        process.stderr.write(`inp ${path} run ${run}/${runs}\n`);
      }
      const of = (key: keyof InpRun) => median(samples.map((sample) => sample[key]));
      inp[path] = { tap: of('tap'), key: of('key'), submit: of('submit') };
      const mark = (value: number) => againstGoal(value, FIRST_INPUT_GOAL_MS);
      inpRows.push([path, mark(of('tap')), mark(of('key')), mark(of('submit'))]);
    }
    report.inp = inp;
  } finally {
    await browser?.close();
    await server?.stop();
    snapshot?.remove();
  }
  const after = machineLoad();

  console.info(
    `\nFrom first paint to working, ${CPU_SLOWDOWN}× CPU throttling, ${VIEWPORT.width} px, ` +
      `median of ${runs} (ms; ✗: a form island over the goal of ${FORM_READY_GOAL_MS} ms):\n`,
  );
  console.info(
    formatTable([{ header: 'page' }, { header: 'element' }, ...figureColumns('ms')], readyRows),
  );
  console.info(
    `\nFirst interactions with each form island once hydrated, ${CPU_SLOWDOWN}× CPU throttling, ` +
      `Event Timing duration to the next paint, median of ${runs} (ms; ✗ over the goal of ` +
      `${FIRST_INPUT_GOAL_MS}, INP's "good" is 200):\n`,
  );
  console.info(
    formatTable(
      [{ header: 'page' }, ...figureColumns('tap field', 'type a key', 'press submit')],
      inpRows,
    ),
  );
  console.info(`\n${describeLoad(before, after)}`);
  console.info(`Report: ${writeReport('inp.json', { ...report, load: { before, after } })}`);
}

await runBench(main);
