// Gives each pre-rendered page a stylesheet of its own (page-css.ts: the rules its markup and
// scripts can use, the theme variables they read), inlines its critical CSS and defers the rest
// (scripts/build/critical-css.ts says why, defer-rest.ts how), behind the after-paint loader bundled from
// web/src/client/loader/ (inline-loader.ts), and puts the site's icon inside the page
// (inline-favicon.ts). Run by `npm run build` after the font subset and the
// boot preloads, before the headers (which hash the pages' inline scripts, the loader's text among
// them) and the compression step.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { firstLoad, islandPreloads, pageAssets } from '../bench/first-load';
import { loadBuild } from '../bench/load-build';
import { withPreloads } from './boot-preload';
import { criticalRules, fontFaceRules } from './critical-css';
import { deferRest, stylesheetLink } from './defer-rest';
import { sourceElements } from './html-elements';
import { inlineFavicon } from './inline-favicon';
import { inlineLoaderScript } from './inline-loader';
import { pageStylesheetHref, withPageCss } from './page-css';
import { htmlParser } from '../tooling/html-parser';
import { clientDir } from '../tooling/paths';

/** A copy of the build may be named (benchmark experiments); the build's own by default. */
const siteDir = process.argv[2] ?? clientDir;

/** The one stylesheet Vite writes (`cssCodeSplit: false`), which every page's own is cut from. */
const stylesheets = new Map<string, string>();
async function stylesheetText(href: string): Promise<string> {
  let text = stylesheets.get(href);
  if (text === undefined) {
    text = await readFile(join(siteDir, href), 'utf8');
    stylesheets.set(href, text);
  }
  return text;
}

/** The site's icons, read once. */
const icons = new Map<string, string>();
const iconText = (href: string) => {
  if (!href.startsWith('/')) throw new Error(`an icon outside the build (${href})`);
  let text = icons.get(href);
  if (text === undefined) {
    text = readFileSync(join(siteDir, href.slice(1)), 'utf8');
    icons.set(href, text);
  }
  return text;
};

const build = loadBuild(siteDir);
const parser = htmlParser();
const loader = await inlineLoaderScript();

/**
 * The pages' own stylesheets, by text: named from their content (so pages that need the same
 * rules share one cached file) and written once each, beside the site's.
 */
const pageSheets = new Map<string, string>();
function pageSheetHref(sheet: string): string {
  let href = pageSheets.get(sheet);
  if (href === undefined) {
    const hash = createHash('sha256').update(sheet).digest('base64url').slice(0, 8);
    href = pageStylesheetHref(hash);
    pageSheets.set(sheet, href);
  }
  return href;
}

const sum = (texts: string[]) => texts.reduce((total, text) => total + text.length, 0);

let pages = 0;
let inlined = 0;
let hinted = 0;
for (const entry of await readdir(siteDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const path = join(entry.parentPath, entry.name);
  const html = await readFile(path, 'utf8');
  const href = stylesheetLink(sourceElements(html))?.attributes.href;
  if (href === undefined) continue;
  if (!href.startsWith('/')) throw new Error(`${path}: a stylesheet outside the build (${href})`);
  const assets = pageAssets(parser.parse(html), build.enhancers?.keys());
  const load = firstLoad(build, assets);
  const scripts = [...load.everJs, ...load.onUseJs].map((file) => build.read(file));
  // The page's own stylesheet: what its markup and scripts can use of the site's.
  const { html: own, sheet } = withPageCss(
    html,
    await stylesheetText(href.slice(1)),
    scripts,
    pageSheetHref,
  );
  // The chunks of the islands the page hydrates at once, hinted beside the boot script's: the
  // loader fetches them in one round instead of after the boot script has run and asked for them.
  const islands = islandPreloads(build, assets);
  if (islands.length > 0) hinted += 1;
  const page = withPreloads(own, islands);
  // A form page applies the stylesheet as soon as it has it, not in the first tap on the form.
  const { html: done, rules } = deferRest(page, criticalRules(sheet, page), fontFaceRules(sheet), {
    loader,
    styleAtOnce: islands.length > 0,
  });
  inlined += rules.length;
  await writeFile(path, inlineFavicon(done, iconText));
  pages += 1;
}
for (const [sheet, href] of pageSheets) await writeFile(join(siteDir, href.slice(1)), sheet);
console.info(
  `gen-critical-css: ${pages} pages behind a ${(loader.length / 1024).toFixed(1)} KB loader, ${(inlined / pages / 1024).toFixed(1)} KB of critical CSS each on average (uncompressed); ${pageSheets.size} page stylesheets of ${(sum([...pageSheets.keys()]) / pageSheets.size / 1024).toFixed(1)} KB on average; ${hinted} pages hint their islands' chunks`,
);
