// Adds modulepreload hints for the boot script's static imports to every pre-rendered page
// (scripts/build/boot-preload.ts says why). Run by `npm run build`, after `vike build` and before
// the headers and compression steps, which read the final HTML.
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Manifest } from '../bench/first-load';
import { bootPreloads, withPreloads } from './boot-preload';
import { clientDir, rootDir } from '../tooling/paths';

// Vike moves Vite's manifest from dist/client/.vite/manifest.json to dist/assets.json.
const manifest = JSON.parse(
  await readFile(join(rootDir, 'dist', 'assets.json'), 'utf8'),
) as Manifest;
const files = bootPreloads(manifest, (file) => readFileSync(join(clientDir, file), 'utf8'));

let pages = 0;
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const path = join(entry.parentPath, entry.name);
  const html = await readFile(path, 'utf8');
  const hinted = withPreloads(html, files);
  if (hinted !== html) await writeFile(path, hinted);
  pages += 1;
}
console.info(`gen-boot-preload: ${files.length} modulepreload hints in ${pages} pages`);
