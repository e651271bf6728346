// Inlines each pre-rendered page's critical CSS and defers the rest (scripts/build/critical-css.ts
// says why, defer-rest.ts how), behind the after-paint loader bundled from
// web/src/client/loader/ (inline-loader.ts), and puts the site's icon inside the page
// (inline-favicon.ts). Run by `npm run build` after the font subset and the
// boot preloads, before the headers (which hash the pages' inline scripts, the loader's text among
// them) and the compression step.
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { islandPreloads, pageAssets } from '../bench/first-load';
import { loadBuild } from '../bench/load-build';
import { withPreloads } from './boot-preload';
import { criticalRules, fontFaceRules } from './critical-css';
import { deferRest, stylesheetLink } from './defer-rest';
import { sourceElements } from './html-elements';
import { inlineFavicon } from './inline-favicon';
import { inlineLoaderScript } from './inline-loader';
import { htmlParser } from '../tooling/html-parser';
import { clientDir } from '../tooling/paths';

/** A copy of the build may be named (benchmark experiments); the build's own by default. */
const siteDir = process.argv[2] ?? clientDir;

/** The one stylesheet (`cssCodeSplit: false`) every page links, read once. */
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
  const css = await stylesheetText(href.slice(1));
  // The chunks of the islands the page hydrates at once, hinted beside the boot script's: the
  // loader fetches them in one round instead of after the boot script has run and asked for them.
  const islands = islandPreloads(build, pageAssets(parser.parse(html)));
  if (islands.length > 0) hinted += 1;
  const page = withPreloads(html, islands);
  // A form page applies the stylesheet as soon as it has it, not in the first tap on the form.
  const { html: done, rules } = deferRest(page, criticalRules(css, page), fontFaceRules(css), {
    loader,
    styleAtOnce: islands.length > 0,
  });
  inlined += rules.length;
  await writeFile(path, inlineFavicon(done, iconText));
  pages += 1;
}
console.info(
  `gen-critical-css: ${pages} pages behind a ${(loader.length / 1024).toFixed(1)} KB loader, ${(inlined / pages / 1024).toFixed(1)} KB of critical CSS each on average (uncompressed); ${hinted} pages hint their islands' chunks`,
);
