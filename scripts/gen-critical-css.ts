// Inlines each pre-rendered page's critical CSS and defers the rest (scripts/build/critical-css.ts
// says why and how). Run by `npm run build` after the font subset and the boot preloads, before
// the headers (which hash the loader) and the compression step.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { criticalRules, deferRest, fontFaceRules } from './build/critical-css';
import { clientDir } from './paths';

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

let pages = 0;
let inlined = 0;
for (const entry of await readdir(siteDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const path = join(entry.parentPath, entry.name);
  const html = await readFile(path, 'utf8');
  if (!html.includes('<link rel="stylesheet"')) continue;
  const css = await stylesheetText(html);
  const { html: done } = deferRest(html, criticalRules(css, html), fontFaceRules(css));
  inlined += /<style id="critical-css">([\s\S]*?)<\/style>/.exec(done)?.[1]?.length ?? 0;
  await writeFile(path, done);
  pages += 1;
}
console.info(
  `gen-critical-css: ${pages} pages, ${(inlined / pages / 1024).toFixed(1)} KB of critical CSS each on average (uncompressed)`,
);
