// npm run bench -- size [SITE_DIR] — for every route (and the 404 page), the gzip size of the
// JavaScript and CSS its first load needs, against the budgets (size-budget.ts), and what a
// visitor's six-page visit transfers, HTML and linked CSS in brotli (visit-budget.ts). Reads a
// build only (dist/client, or SITE_DIR): run `npm run build` first. `--check` (npm run check -- size)
// exits 1 when any route or the visit is over a budget.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FontSubsetManifest } from '../build/font-subset';
import {
  costPerPackage,
  MODULE_SIZES_FILE,
  type ModuleSizes,
  type PackageCost,
} from '../build/vite-plugins/module-sizes';
import { htmlParser } from '../tooling/html-parser';
import { clientDir, fontManifestPath, rootDir } from '../tooling/paths';
import { templateRoute } from '#web/config/routes.ts';
import { benchRoutes } from './bench-routes';
import { firstLoad, pageAssets } from './first-load';
import { loadBuild } from './load-build';
import { runBench, writeReport } from './report';
import {
  cssBudgetKb,
  everJsBudget,
  everJsBudgetKb,
  everOverMessage,
  judge,
  kb,
  overBudgetMessages,
  type SizedFile,
  type Totals,
  totalOf,
} from './size-budget';
import { figureColumns, formatTable } from './table';
import {
  visitBudgetKb,
  type VisitFigures,
  visitFigures,
  visitOverMessages,
  visitPages,
} from './visit-budget';

const GZIP_LEVEL = 9;

/** The build measured: the first argument that is not an option, dist/client by default. */
const siteDir = process.argv.slice(2).find((arg) => !arg.startsWith('-')) ?? clientDir;

/** A built file's size over the wire in brotli, at the quality the build compresses with. */
const brotliBytes = (file: string) =>
  brotliCompressSync(readFileSync(join(siteDir, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

const sizes = new Map<string, SizedFile>();
function sized(file: string): SizedFile {
  let size = sizes.get(file);
  if (!size) {
    const content = readFileSync(join(siteDir, file));
    size = {
      file,
      bytes: content.length,
      gzipBytes: gzipSync(content, { level: GZIP_LEVEL }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

/** A page's <style> blocks, as one text. */
function inlineCss(doc: ParentNode): Totals {
  const blocks = [...doc.querySelectorAll('style')];
  const text = Buffer.from(blocks.map((block) => block.textContent ?? '').join(''));
  return {
    files: blocks.length,
    bytes: text.length,
    gzipBytes: gzipSync(text, { level: GZIP_LEVEL }).length,
  };
}

async function measure() {
  const build = loadBuild(siteDir);
  const html = htmlParser();
  const results = benchRoutes().map((route) => {
    const doc = html.parse(readFileSync(join(siteDir, route.htmlFile), 'utf8'));
    const load = firstLoad(build, pageAssets(doc, build.enhancers?.keys()));
    const jsFiles = load.js.map(sized);
    const cssFiles = load.css.map(sized);
    const js = totalOf(jsFiles);
    const css = { inline: inlineCss(doc), linked: totalOf(cssFiles) };
    const ever = totalOf(load.everJs.map(sized));
    const onUse = totalOf(load.onUseJs.map(sized));
    const verdict = judge(route, js, css);
    return { route, load, jsFiles, cssFiles, js, css, ever, onUse, verdict };
  });
  await html.close();
  return results;
}

/** The visit's pages (the first route of each page in `visitPages`) and what they transfer. */
function measureVisit(results: Awaited<ReturnType<typeof measure>>): VisitFigures {
  return visitFigures(
    visitPages.map((page) => {
      const result = results.find((r) => r.route.page === page);
      if (!result) throw new Error(`no route of page ${page} to visit`);
      return {
        path: result.route.path,
        htmlBytes: brotliBytes(result.route.htmlFile),
        css: result.load.css.map((file) => ({ file, bytes: brotliBytes(file) })),
      };
    }),
  );
}

function printVisit(visit: VisitFigures) {
  console.info(
    `\nA visit, HTML and linked CSS in brotli (quality 11), a stylesheet counted once: ` +
      `${kb(visit.totalBytes)} KB (≤ ${visitBudgetKb.visit}), ${kb(visit.cssBytes)} KB of it CSS.\n`,
  );
  console.info(
    formatTable(
      [
        { header: 'page' },
        ...figureColumns(
          'HTML KB br',
          `new linked CSS KB br (≤ ${visitBudgetKb.laterPageCss} after the first)`,
          `alone KB br (≤ ${visitBudgetKb.page})`,
        ),
      ],
      visit.pages.map((page) => [
        page.path,
        kb(page.htmlBytes),
        kb(page.newCssBytes),
        kb(page.coldBytes),
      ]),
    ),
  );
}

/** The fonts before and after gen-font-subset, from dist/font-subset.json. */
function fonts(): FontSubsetManifest[] {
  if (!existsSync(fontManifestPath)) return [];
  return (JSON.parse(readFileSync(fontManifestPath, 'utf8')) as { fonts: FontSubsetManifest[] })
    .fonts;
}

function printFonts(list: FontSubsetManifest[]) {
  if (list.length === 0) {
    console.info('\nFonts: no dist/font-subset.json (the build did not subset the fonts).');
    return;
  }
  const bytes = (n: number) => `${n.toLocaleString('en-US')} B (${kb(n)} KB)`;
  const table = formatTable(
    [
      { header: 'font file (subset)' },
      { header: 'weights' },
      ...figureColumns('characters', 'full', 'subset', 'saved'),
    ],
    list.map((font) => {
      const wght = font.axes.wght;
      return [
        font.file.split('/').pop() ?? font.file,
        wght ? `${wght.min}–${wght.max}` : 'static',
        `${font.codepoints.length} of ${font.original.codepoints.length}`,
        bytes(font.original.bytes),
        bytes(font.bytes),
        `${Math.round((1 - font.bytes / font.original.bytes) * 100)}%`,
      ];
    }),
  );
  console.info('\nFonts (woff2, sent as is, preloaded on every page), full Inter → subset:\n');
  console.info(table);
}

/** One form page per island: what its first load is made of, per package. */
const packageRoutes = (['sign-in', 'whitelist', 'contact'] as const).map(
  (template) => templateRoute(template).path,
);

function printPackages(results: Awaited<ReturnType<typeof measure>>) {
  const file = join(rootDir, 'dist', MODULE_SIZES_FILE);
  if (!existsSync(file)) {
    console.info(
      `\nPer package: no dist/${MODULE_SIZES_FILE} (build with the module-sizes plugin).`,
    );
    return {};
  }
  const sizes = JSON.parse(readFileSync(file, 'utf8')) as ModuleSizes;
  const report: Record<string, PackageCost[]> = {};
  for (const { route, jsFiles, js } of results.filter((r) =>
    packageRoutes.includes(r.route.path),
  )) {
    const costs = costPerPackage(
      sizes,
      jsFiles.map(({ file: name }) => name),
    );
    report[route.path] = costs;
    console.info(
      `\n${route.path}: first-load JavaScript ${kb(js.gzipBytes)} KB gzip, per package ` +
        '(minified bytes after tree-shaking; gzip of each module alone, an upper bound):\n',
    );
    console.info(
      formatTable(
        [{ header: 'package' }, ...figureColumns('modules', 'KB', 'gzip KB')],
        costs.map((cost) => [cost.name, String(cost.modules), kb(cost.bytes), kb(cost.gzipBytes)]),
      ),
    );
  }
  return report;
}

async function main() {
  const check = process.argv.includes('--check');
  const results = await measure();
  const label = (path: string, page: string) => (page === '404' ? '404 page' : path);
  const table = formatTable(
    [
      { header: 'route' },
      { header: 'kind' },
      ...figureColumns(
        'JS KB',
        'budget',
        `inline CSS KB (≤ ${cssBudgetKb.inline})`,
        `linked CSS KB (≤ ${cssBudgetKb.linked})`,
        `ever JS KB (≤ ${everJsBudgetKb} w/o form)`,
        'on use JS KB',
      ),
      { header: 'islands on load' },
      { header: 'status' },
    ],
    results.map(({ route, load, js, css, ever, onUse, verdict }) => [
      label(route.path, route.page),
      verdict.kind,
      kb(js.gzipBytes),
      String(verdict.jsBudgetKb),
      kb(css.inline.gzipBytes),
      kb(css.linked.gzipBytes),
      kb(ever.gzipBytes),
      onUse.files > 0 ? kb(onUse.gzipBytes) : '',
      load.islands.join(', '),
      verdict.ok && !everOverMessage('', route, ever) ? 'OK' : 'OVER',
    ]),
  );
  console.info(
    `First-load JavaScript and CSS per route, gzip level ${GZIP_LEVEL}, KB = 1024 bytes. ` +
      '"ever JS": all the JavaScript the page can load without the visitor acting (its ' +
      `enhancers); ≤ ${everJsBudgetKb} KB on every page without a form. "on use JS": what ` +
      "a visitor's action adds (the toaster, sonner and React, on Copy link's first press; a " +
      'form page loads them once its islands are hydrated, in its ever JS).\n',
  );
  console.info(table);
  const visit = measureVisit(results);
  printVisit(visit);
  const fontList = fonts();
  printFonts(fontList);
  const perPackage = printPackages(results);

  const report = writeReport('size.json', {
    measuredAt: new Date().toISOString(),
    gzipLevel: GZIP_LEVEL,
    kbBytes: 1024,
    perPackage,
    visit: { ...visit, budgetKb: visitBudgetKb },
    fonts: fontList.map(({ codepoints, original, ...font }) => ({
      ...font,
      characters: codepoints.length,
      original: {
        file: original.file,
        bytes: original.bytes,
        characters: original.codepoints.length,
      },
    })),
    routes: results.map(({ route, load, jsFiles, cssFiles, js, css, ever, onUse, verdict }) => ({
      path: route.path,
      page: route.page,
      htmlFile: route.htmlFile,
      ...verdict,
      islands: load.islands,
      js: { ...js, files: jsFiles },
      css: { inline: css.inline, linked: { ...css.linked, files: cssFiles } },
      everJs: { ...ever, budgetKb: everJsBudget(route), files: load.everJs },
      onUseJs: { ...onUse, files: load.onUseJs },
    })),
  });
  console.info(`\nWritten: ${report}`);

  const over = results.flatMap(({ route, js, css, ever, verdict }) => {
    const path = label(route.path, route.page);
    const everOver = everOverMessage(path, route, ever);
    return [...overBudgetMessages(path, js, css, verdict), ...(everOver ? [everOver] : [])];
  });
  over.push(...visitOverMessages(visit));
  if (over.length === 0) {
    console.info(`All ${results.length} routes and the visit within their size budgets.`);
  } else {
    console.error(`\n${over.length} size budget(s) exceeded:\n  ${over.join('\n  ')}`);
    if (check) process.exitCode = 1;
  }
}

await runBench(main);
