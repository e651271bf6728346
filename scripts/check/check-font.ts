// npm run check -- font (in npm test, after the build and check size): holds the built site against
// its subset Inter (scripts/build/gen-font-subset.ts makes it). Fails when any built page's
// text (the 404 page included) or a stylesheet's `content:` string holds a character the full Inter draws but the subset lacks, read
// both from the manifest and from the font file itself (its cmap, through HarfBuzz); when a page's
// critical CSS or the stylesheet names a font file that is not there; when the stylesheet declares
// the faces a second time (each page declares them inline); when the weight axis no longer
// spans every weight the CSS uses; or when the fallback face's metric overrides no longer match.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFont } from '../build/font-face';
import {
  cssContentStrings,
  fallbackProblems,
  type FontSubsetManifest,
  pageProblems,
} from '../build/font-subset';
import { builtPageTexts } from '../build/site-text';
import { clientDir, fontManifestPath } from '../tooling/paths';

/** The weights the site's CSS sets text in (common/theme, the components): 400 to 800. */
const WEIGHTS = { min: 400, max: 800 };

if (!existsSync(fontManifestPath) || !existsSync(join(clientDir, 'index.html'))) {
  console.error('check font: no build (dist/font-subset.json): run npm run build first');
  process.exit(2);
}
const { fonts } = JSON.parse(readFileSync(fontManifestPath, 'utf8')) as {
  fonts: FontSubsetManifest[];
};
const pages = await builtPageTexts(clientDir);
const sheets = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.css'))
  .map((path) => ({ path, text: readFileSync(join(clientDir, path), 'utf8') }));
/** Each page's inlined rules, where the site's @font-face rules live. */
const criticalOf = (page: string) =>
  /<style id="critical-css">([\s\S]*?)<\/style>/.exec(
    readFileSync(join(clientDir, page), 'utf8'),
  )?.[1] ?? '';
const criticals = new Map(pages.map(({ page }) => [page, criticalOf(page)]));
const css = [...sheets.map((sheet) => sheet.text), ...criticals.values()].join('\n');
const problems: string[] = [];

// A stylesheet that declares the faces again swaps a page left in the fallback to Inter when it
// is applied, after the first paint: a layout shift (scripts/build/critical-css.ts, withoutFontFaces).
// So does one that holds an @layer: Chromium rebuilds the faces when it is applied
// (mantineFirstUnlayered, same file).
for (const sheet of sheets) {
  if (/@font-face/.test(sheet.text)) {
    problems.push(`${sheet.path}: declares @font-face again (the pages declare it inline)`);
  }
  if (/@layer\b/.test(sheet.text)) {
    problems.push(`${sheet.path}: holds an @layer (Chromium rebuilds the font faces for it)`);
  }
}

for (const font of fonts) {
  const path = join(clientDir, font.file);
  if (!existsSync(path)) {
    problems.push(`${font.file}: missing`);
    continue;
  }
  const real = await readFont(readFileSync(path));
  const full = new Set(font.original.codepoints);
  const listed = new Set(font.codepoints);
  problems.push(...pageProblems(pages, real.codepoints, full).map((p) => `${p} (font file)`));
  problems.push(...pageProblems(pages, listed, full).map((p) => `${p} (manifest)`));
  const drawnByCss = [{ page: 'stylesheets (content:)', text: cssContentStrings(css) }];
  problems.push(...pageProblems(drawnByCss, real.codepoints, full));
  const wght = real.axes.wght;
  if (!wght || wght.min > WEIGHTS.min || wght.max < WEIGHTS.max) {
    problems.push(
      `${font.file}: wght axis ${JSON.stringify(wght)} misses ${WEIGHTS.min}–${WEIGHTS.max}`,
    );
  }
  if (!real.features.includes('tnum')) problems.push(`${font.file}: lost tnum (tabular-nums)`);
  problems.push(
    ...fallbackProblems(css, {
      ascender: real.metrics.hheaAscender ?? NaN,
      descender: real.metrics.hheaDescender ?? NaN,
      upem: real.upem,
    }),
  );
  const name = font.file.split('/').pop() ?? font.file;
  if (!css.includes(`/${font.file})`) && !css.includes(`/${font.file}"`)) {
    problems.push(`${font.file}: no @font-face points at it`);
  }
  for (const [page, critical] of criticals) {
    // The stylesheet comes after the first paint (web/src/client/loader/), so each page's inlined
    // rules declare the face, and the metric-matched fallback drawn until it arrives.
    if (!critical.includes(`/${font.file})`)) problems.push(`${page}: no @font-face for ${name}`);
    if (!/font-family:\s*["']?Inter Fallback/.test(critical)) {
      problems.push(`${page}: no @font-face for Inter Fallback in its critical CSS`);
    }
  }
  console.info(
    `check font: ${font.file}: ${real.codepoints.size} characters, ${real.glyphs} glyphs, ` +
      `wght ${wght?.min}–${wght?.max}, ${(font.bytes / 1024).toFixed(1)} KB ` +
      `(full ${(font.original.bytes / 1024).toFixed(1)} KB)`,
  );
}

// Fonts the stylesheet or a page points at must exist (a stale name after a rename).
for (const [, file = ''] of css.matchAll(/url\(\/?(assets\/[^)"']+\.woff2)/g)) {
  if (!existsSync(join(clientDir, file))) problems.push(`stylesheet: ${file} does not exist`);
}

if (problems.length > 0) {
  console.error(`check font: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`check font: ${pages.length} pages, every character they hold is in the subset`);
