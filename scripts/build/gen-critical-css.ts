// Inlines each pre-rendered page's critical CSS and defers the site's one stylesheet
// (scripts/build/critical-css.ts says why, defer-rest.ts how), behind the page loader bundled
// from web/src/client/loader/ (inline-loader.ts), prunes Mantine's theme block to the custom
// properties the site reads, and puts the site's icon inside the page (inline-favicon.ts). Run
// by `npm run build` after the font subset and the boot preloads, before the headers (which hash
// the pages' inline scripts, the loader's text among them) and the compression step.
import { readFileSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { islandPreloads, pageAssets } from '../bench/first-load';
import { loadBuild } from '../bench/load-build';
import { withPreloads } from './boot-preload';
import {
  criticalRules,
  fontFaceRules,
  hasRulesWithNamelessSubjects,
  mantineFirstUnlayered,
  pruneCustomProperties,
  rootRulesNamedHtml,
  unlayeredMantineRules,
  withoutFontFaces,
} from './critical-css';
import { deferRest, stylesheetLink } from './defer-rest';
import { sourceElements, splice } from './html-elements';
import { inlineFavicon } from './inline-favicon';
import { rehashedName } from './font-subset';
import { inlineLoaderScript } from './inline-loader';
import { hashOf, rewriteReferences } from './rename-assets';
import { htmlParser } from '../tooling/html-parser';
import { clientDir } from '../tooling/paths';

/** A copy of the build may be named (benchmark experiments); the build's own by default. */
const siteDir = process.argv[2] ?? clientDir;

/**
 * The one stylesheet Vite writes (`cssCodeSplit: false`), every page's, with Mantine's rules
 * first and unlayered (`mantineFirstUnlayered` says why) and its rules for <html> naming it
 * (`rootRulesNamedHtml`, as the theme block's below): pages inline their rules from it, and it is
 * written back so.
 */
const stylesheets = new Map<string, string>();
async function stylesheetText(href: string): Promise<string> {
  let text = stylesheets.get(href);
  if (text === undefined) {
    const written = await readFile(join(siteDir, href), 'utf8');
    // A build this step already rewrote (a copy named for an experiment) has no layer left.
    if (!written.includes('@layer')) {
      stylesheets.set(href, written);
      return written;
    }
    const unlayered = unlayeredMantineRules(written);
    if (unlayered.length > 0) {
      throw new Error(
        `${href}: Mantine's ${unlayered.slice(0, 3).join(', ')} outside @layer mantine: import its .layer.css file (web/src/theme/mantine-styles.ts says why)`,
      );
    }
    const nameless = hasRulesWithNamelessSubjects(written);
    if (nameless.length > 0) {
      throw new Error(
        `${href}: ${nameless.slice(0, 3).join(', ')}: a rule with :has() names a class in its subject (hasRulesWithNamelessSubjects says why)`,
      );
    }
    text = rootRulesNamedHtml(mantineFirstUnlayered(written));
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
 * The page with Mantine's theme block (`<style data-mantine-styles>`: its variables for every
 * palette and both schemes) cut to the custom properties the site's stylesheet or the page reads.
 */
function withThemeFor(page: string, sheet: string): string {
  const theme = sourceElements(page).find(
    (el) => el.name === 'style' && el.attributes['data-mantine-styles'] !== undefined,
  );
  if (theme?.endTagStart == null) return page;
  const rest = page.slice(0, theme.startTagEnd) + page.slice(theme.endTagStart);
  const themeCss = rootRulesNamedHtml(
    pruneCustomProperties(page.slice(theme.startTagEnd, theme.endTagStart), sheet + rest),
  );
  return splice(page, [{ start: theme.startTagEnd, end: theme.endTagStart, text: themeCss }]);
}

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
  const sheet = await stylesheetText(href.slice(1));
  const assets = pageAssets(parser.parse(html), build.enhancers?.keys());
  // The chunks of the islands the page hydrates at once, hinted beside the boot script's: the
  // loader fetches them in one round instead of after the boot script has run and asked for them.
  const islands = islandPreloads(build, assets);
  if (islands.length > 0) hinted += 1;
  const page = withThemeFor(withPreloads(html, islands), sheet);
  const { html: done, rules } = deferRest(page, criticalRules(sheet, page), fontFaceRules(sheet), {
    loader,
  });
  inlined += rules.length;
  await writeFile(path, inlineFavicon(done, iconText));
  pages += 1;
}
// Every page now declares the faces inline; the stylesheet must not declare them again
// (withoutFontFaces says why), and it holds no layer (mantineFirstUnlayered). It is written under a
// name that hashes what it now holds, and every page and manifest follows (rename-assets.ts).
const renames = new Map<string, string>();
for (const [href, text] of stylesheets) {
  const final = withoutFontFaces(text);
  const renamed = join(dirname(href), rehashedName(basename(href), hashOf(final)));
  await writeFile(join(siteDir, renamed), final);
  if (renamed === href) continue;
  await Promise.all(
    ['', '.br', '.gz'].map((suffix) => rm(join(siteDir, href + suffix), { force: true })),
  );
  renames.set(href, renamed);
}
await rewriteReferences(renames, siteDir);
console.info(
  `gen-critical-css: ${pages} pages behind a ${(loader.length / 1024).toFixed(1)} KB loader, ${(inlined / pages / 1024).toFixed(1)} KB of critical CSS each on average (uncompressed); ${hinted} pages hint their islands' chunks`,
);
