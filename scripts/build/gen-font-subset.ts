// Cuts the site's Inter to the characters it draws (scripts/build/font-subset.ts says
// which, and the stylesheets' `content:` strings). Run by `npm run build` right after `vike build`, before every step that reads the final
// HTML or compresses it. For each Inter woff2 Vite emitted to dist/client/assets/static: subsets it
// with subset-font (HarfBuzz in WebAssembly), every variation axis kept, and the
// layout features browsers apply by default plus those our CSS asks for (tnum); checks
// the result with HarfBuzz (same axes, same vertical metrics, every needed character); writes it
// under a name hashed from its own bytes, rewrites the references (the stylesheet's @font-face,
// each page's preload, Vite's manifest) and records it all in dist/font-subset.json.
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import subsetFont from 'subset-font';
import { readFont } from './font-face';
import { hashOf, rewriteReferences } from './rename-assets';
import {
  cssContentStrings,
  DEFAULT_FEATURES,
  describeCodepoint,
  type FontSubsetManifest,
  missingCodepoints,
  rehashedName,
  requestedFeatures,
  SAFETY_SET,
} from './font-subset';
import { builtPageTexts, sourceTexts } from './site-text';
import { clientDir, fontManifestPath, rootDir } from '../tooling/paths';

const fontDir = join(clientDir, 'assets', 'static');
const isInter = (name: string) => /^inter-.*\.woff2$/.test(name);
async function main() {
  const started = performance.now();
  const previous = existsSync(fontManifestPath)
    ? (JSON.parse(await readFile(fontManifestPath, 'utf8')) as { fonts: FontSubsetManifest[] })
    : { fonts: [] };
  const done = new Set(previous.fonts.map((font) => font.file));
  const fonts = (await readdir(fontDir))
    .filter(isInter)
    .map((name) => relative(clientDir, join(fontDir, name)));
  const todo = fonts.filter((file) => !done.has(file));
  if (fonts.length === 0) throw new Error(`No Inter woff2 in ${fontDir}: did the font move?`);
  if (todo.length === 0) {
    console.info('gen-font-subset: the fonts are already subsets; nothing to do');
    return;
  }

  const pages = await builtPageTexts(clientDir);
  const sources = await sourceTexts([join(rootDir, 'web', 'src'), join(rootDir, 'web', 'pages')]);
  const css = await Promise.all(
    (await readdir(clientDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
      .map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')),
  );
  const text = [
    SAFETY_SET,
    sources,
    cssContentStrings(css.join('\n')),
    ...pages.map((page) => page.text),
  ].join('\n');
  const requested = requestedFeatures(css.join('\n'));
  const keepFeatures = [...new Set([...DEFAULT_FEATURES, ...requested])];

  const renames = new Map<string, string>();
  const results: FontSubsetManifest[] = [];
  for (const file of todo) {
    const full = await readFile(join(clientDir, file));
    const subset = await subsetFont(full, text, { targetFormat: 'woff2', keepFeatures });
    const before = await readFont(full);
    const after = await readFont(subset);
    const missing = missingCodepoints(text, after.codepoints, before.codepoints);
    if (missing.length > 0) {
      throw new Error(`${file}: the subset lacks ${missing.map(describeCodepoint).join(', ')}`);
    }
    if (JSON.stringify(after.axes) !== JSON.stringify(before.axes)) {
      throw new Error(
        `${file}: the axes changed: ${JSON.stringify(before.axes)} → ${JSON.stringify(after.axes)}`,
      );
    }
    // A default feature with nothing left to act on goes (ccmp without combining marks); one our
    // CSS asks for must stay.
    const lost = requested.filter(
      (tag) => before.features.includes(tag) && !after.features.includes(tag),
    );
    if (lost.length > 0) throw new Error(`${file}: the subset lost ${lost.join(', ')}`);
    if (JSON.stringify(after.metrics) !== JSON.stringify(before.metrics)) {
      throw new Error(`${file}: the subset's vertical metrics changed`);
    }
    const hash = hashOf(subset);
    const subsetFile = join(relative(clientDir, fontDir), rehashedName(basename(file), hash));
    await rm(join(clientDir, file));
    await writeFile(join(clientDir, subsetFile), subset);
    renames.set(file, subsetFile);
    results.push({
      original: {
        file,
        bytes: full.length,
        codepoints: [...before.codepoints].sort((a, b) => a - b),
      },
      file: subsetFile,
      bytes: subset.length,
      glyphs: after.glyphs,
      axes: Object.fromEntries(
        Object.entries(after.axes).map(([tag, axis]) => [tag, { min: axis.min, max: axis.max }]),
      ),
      features: after.features,
      codepoints: [...after.codepoints].sort((a, b) => a - b),
    });
  }

  // The stylesheet's url(), each page's <link rel=preload>, the manifest: every text file naming
  // the old file now names the new one. A stylesheet whose content changed so gets a new hashed
  // name too: under its old name, a browser's year-long cached copy would point at a font that is
  // gone.
  const changed = await rewriteReferences(renames);
  const cssRenames = new Map<string, string>();
  for (const path of changed) {
    if (!path.startsWith(clientDir) || !path.endsWith('.css')) continue;
    const content = await readFile(path);
    const file = relative(clientDir, path);
    const renamed = join(dirname(file), rehashedName(basename(file), hashOf(content)));
    await rename(path, join(clientDir, renamed));
    // Compressed copies of the old name, from an earlier run: compress.ts writes the new ones.
    await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
    cssRenames.set(file, renamed);
  }
  const rewritten = new Set([...changed, ...(await rewriteReferences(cssRenames))]).size;

  const kept = previous.fonts.filter((font) => fonts.includes(font.file));
  await writeFile(
    fontManifestPath,
    `${JSON.stringify({ fonts: [...kept, ...results] }, null, 2)}\n`,
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const font of results) {
    console.info(
      `gen-font-subset: ${font.original.file} ${kb(font.original.bytes)} → ${font.file} ` +
        `${kb(font.bytes)} (${font.codepoints.length} of ${font.original.codepoints.length} characters, ` +
        `${font.glyphs} glyphs)`,
    );
  }
  console.info(
    `gen-font-subset: ${pages.length} pages read, ${rewritten} files rewritten` +
      `${cssRenames.size > 0 ? ` (stylesheets renamed: ${[...cssRenames.values()].join(', ')})` : ''}, ` +
      `${Math.round(performance.now() - started)} ms`,
  );
}

await main();
