// Inlines each pre-rendered page's critical CSS and defers the rest (scripts/build/critical-css.ts
// says why and how). Run by `npm run build` after the font subset and the boot preloads, before
// the headers (which hash the loader) and the compression step.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { islandPreloads, pageAssets } from '../bench/first-load';
import { htmlParser } from '../bench/html';
import { loadBuild } from '../bench/load-build';
import { withPreloads } from './boot-preload';
import { criticalRules, deferRest, fontFaceRules } from './critical-css';
import { clientDir } from '../tooling/paths';

/** A copy of the build may be named (benchmark experiments); the build's own by default. */
const siteDir = process.argv[2] ?? clientDir;

/** The one stylesheet (`cssCodeSplit: false`) every page links, read once. */
const stylesheets = new Map<string, string>();
async function stylesheetText(html: string): Promise<string> {
  const href = /<link rel="stylesheet"[^>]*href="\/([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('a page without its stylesheet link');
  let text = stylesheets.get(href);
  if (text === undefined) {
    text = await readFile(join(siteDir, href), 'utf8');
    stylesheets.set(href, text);
  }
  return text;
}

const build = loadBuild(siteDir);
const parser = htmlParser();

let pages = 0;
let inlined = 0;
let hinted = 0;
for (const entry of await readdir(siteDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const path = join(entry.parentPath, entry.name);
  const html = await readFile(path, 'utf8');
  if (!html.includes('<link rel="stylesheet"')) continue;
  const css = await stylesheetText(html);
  // The chunks of the islands the page hydrates at once, hinted beside the boot script's: the
  // loader fetches them in one round instead of after the boot script has run and asked for them.
  const islands = islandPreloads(build, pageAssets(parser.parse(html)));
  if (islands.length > 0) hinted += 1;
  const page = withPreloads(html, islands);
  // A form page applies the stylesheet as soon as it has it, not in the first tap on the form.
  const { html: done } = deferRest(page, criticalRules(css, page), fontFaceRules(css), {
    styleAtOnce: islands.length > 0,
  });
  inlined += /<style id="critical-css">([\s\S]*?)<\/style>/.exec(done)?.[1]?.length ?? 0;
  await writeFile(path, done);
  pages += 1;
}
console.info(
  `gen-critical-css: ${pages} pages, ${(inlined / pages / 1024).toFixed(1)} KB of critical CSS each on average (uncompressed); ${hinted} pages hint their islands' chunks`,
);
