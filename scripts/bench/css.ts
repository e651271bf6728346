// npm run bench -- css — how much of the CSS each page loads it uses, one route per template
// (`templateRoutes`). Chromium's CSS coverage (rule usage) is united over four visits, 375 and
// 1280 px in each colour scheme, each: load the page, wait for hydration, a tap (which applies
// the deferred stylesheet), the header's drawer (narrow) or Products menu (wide) opened and
// closed, a form island submitted empty, a scroll to the end. Printed per template: the CSS
// loaded (inline <style> blocks and linked files apart), the bytes used and their share (the goal
// is 60%), and the page's HTML over the wire (brotli, quality 11) with and without its <style>
// blocks, against TCP's first window. Serves a copy of dist/client: run `npm run build` first.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tooling/browser';
import { themedContext } from '../tooling/themed-context';
import { type Running, startMockServer, stopOnInterrupt } from '../tooling/processes';
import { templateRoutes } from '#web/config/routes.ts';
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from '#web/islands/attributes.ts';
import { benchRoutes } from './bench-routes';
import { type Snapshot, snapshotBuild } from './build-snapshot';
import { cssFigures, type Sheet, unitedSheets, withoutStyleBlocks } from './css-figures';
import { reference } from './lighthouse-goals';
import { describeLoad, machineLoad, runBench, writeReport } from './report';
import { figureColumns, formatTable } from './table';

/** The share of the loaded CSS a page should use. */
export const USED_GOAL_PERCENT = 60;

const visits = [375, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map((theme) => ({ width, height: 800, theme })),
);

const brotliBytes = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const settle = (page: Page) =>
  page.waitForLoadState('networkidle').then(() => page.waitForTimeout(300));

/** Opens what the visit's width shows of the header, then closes it again. */
async function openHeader(page: Page, width: number) {
  if (width < 800) {
    const burger = page.getByRole('button', { name: 'Open navigation' });
    if (!(await burger.isVisible())) return;
    await burger.click();
    await page.waitForTimeout(300);
    await page.keyboard.press('Escape');
  } else {
    const menu = page.locator('details[data-nav-menu] > summary').first();
    if (!(await menu.isVisible())) return;
    await menu.click();
    await page.waitForTimeout(300);
    await menu.click();
  }
}

/** A form island's submit button pressed with every field empty: its errors shown. */
async function submitEmpty(page: Page) {
  const submit = page.locator(`[${ISLAND_ATTRIBUTE}] form button[type="submit"]`).first();
  if ((await submit.count()) === 0) return;
  await submit.click();
  await page.waitForTimeout(500);
}

/** One visit's stylesheets with the ranges it used. */
async function visit(
  browser: Browser,
  url: string,
  { width, height, theme }: (typeof visits)[number],
): Promise<Sheet[]> {
  const context = await themedContext(browser, { width, height, theme });
  const page = await context.newPage();
  try {
    await page.coverage.startCSSCoverage({ resetOnNavigation: false });
    await page.goto(url);
    await page.waitForFunction(
      (name) => document.documentElement.hasAttribute(name),
      HYDRATED_ATTRIBUTE,
    );
    // A tap on the page's first paragraph or heading: nothing opens, the deferred CSS applies.
    await page.locator('main h1').first().click();
    await settle(page);
    await openHeader(page, width);
    await submitEmpty(page);
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((done) => requestAnimationFrame(done));
      }
    });
    await settle(page);
    const entries = await page.coverage.stopCSSCoverage();
    const pageUrl = new URL(url);
    return entries.map((entry) => {
      const text = entry.text ?? '';
      const own = new URL(entry.url, pageUrl);
      const inline = own.pathname === pageUrl.pathname;
      return {
        kind: inline ? 'inline' : 'linked',
        key: inline ? text : own.pathname,
        bytes: Buffer.byteLength(text),
        used: entry.ranges,
      } satisfies Sheet;
    });
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const before = machineLoad();
  let snapshot: Snapshot | undefined;
  let server: Running | undefined;
  let browser: Browser | undefined;
  const rows: string[][] = [];
  const report: Record<string, unknown> = {};
  try {
    snapshot = snapshotBuild('bench-css-');
    server = await startMockServer(snapshot.siteDir);
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
    const launched = browser;
    stopOnInterrupt(() => launched.close());
    const htmlFiles = new Map(benchRoutes().map((route) => [route.path, route.htmlFile]));
    for (const { template, path } of templateRoutes) {
      const htmlFile = htmlFiles.get(path) ?? '';
      const sheets: Sheet[][] = [];
      for (const each of visits)
        sheets.push(await visit(launched, `${server.origin}${path}`, each));
      const figures = cssFigures(unitedSheets(sheets));
      const html = readFileSync(join(snapshot.siteDir, htmlFile), 'utf8');
      const htmlBrotli = brotliBytes(html);
      const bareBrotli = brotliBytes(withoutStyleBlocks(html));
      report[template] = { path, ...figures, htmlBrotli, htmlBrotliWithoutStyle: bareBrotli };
      rows.push([
        `${template} (\`${path}\`)`,
        kb(figures.inlineBytes),
        kb(figures.linkedBytes),
        kb(figures.usedBytes),
        `${figures.usedPercent.toFixed(0)}%${figures.usedPercent < USED_GOAL_PERCENT ? ' ✗' : ''}`,
        kb(htmlBrotli),
        kb(bareBrotli),
        htmlBrotli <= reference.firstWindowBytes ? 'yes' : 'no',
      ]);
      process.stderr.write(`css ${path}\n`);
    }
  } finally {
    await browser?.close();
    await server?.stop();
    snapshot?.remove();
  }
  console.info(
    `\nCSS loaded and used per template (KB = 1024 bytes, uncompressed; used: Chromium's rule ` +
      `coverage united over ${visits.length} visits, 375 and 1280 px in both themes, after a tap, ` +
      `the header's menu or drawer, a form submitted empty and a scroll to the end; ✗ under ` +
      `${USED_GOAL_PERCENT}%). HTML: brotli, with and without its <style> blocks; first window: ` +
      `≤ ${reference.firstWindowBytes / 1000} KB.\n`,
  );
  console.info(
    formatTable(
      [
        { header: 'template' },
        ...figureColumns('inline KB', 'linked KB', 'used KB', 'used', 'HTML br KB', 'no style'),
        { header: 'first window' },
      ],
      rows,
    ),
  );
  console.info(`\n${describeLoad(before, machineLoad())}`);
  console.info(`Report: ${writeReport('css.json', report)}`);
}

await runBench(main);
