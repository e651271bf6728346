// What each module costs in the browser build, for bench size's table per module. A Vite plugin
// records, for every chunk of the client build, the rendered size of each module in it (after
// tree-shaking and minification) in dist/module-sizes.json; `bench size` sums them per package
// over a form page's first-load files. A module's gzip is measured alone, so the column is an
// upper bound of its share (gzip finds more repeats in a whole chunk).
import { writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export type ModuleSize = { id: string; bytes: number; gzipBytes: number };
/** Chunk file (as the manifest names it, `assets/…`) → its modules. */
export type ModuleSizes = Record<string, ModuleSize[]>;

export const MODULE_SIZES_FILE = 'module-sizes.json';

export function moduleSizes(): Plugin {
  return {
    name: 'testbeam:module-sizes',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      const root = this.environment.config.root;
      const sizes: ModuleSizes = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        sizes[file] = Object.entries(output.modules).map(([id, module]) => ({
          id: relative(root, id.replace(/^\0/, '')),
          bytes: module.renderedLength,
          gzipBytes: module.code ? gzipSync(module.code, { level: 9 }).length : 0,
        }));
      }
      writeFileSync(join(dirname(resolve(options.dir)), MODULE_SIZES_FILE), JSON.stringify(sizes));
    },
  };
}

/** The package a module belongs to (`react-dom`, `@mantine/core`), or the site's own folder. */
export function packageOf(id: string): string {
  const packages = [...id.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  const last = packages.at(-1)?.[1];
  if (last) return last;
  const folders = id
    .replace(/^(?:\.\.\/)+/, '')
    .split('/')
    .slice(0, -1);
  // The bundler's own helpers (`\0vite/preload-helper.js`, rolldown's runtime) are no folder of ours.
  if (!['src', 'pages', 'common'].includes(folders[0] ?? '')) return `bundler: ${id}`;
  return `site: ${folders.slice(0, 3).join('/')}`;
}

export type PackageCost = { name: string; modules: number; bytes: number; gzipBytes: number };

/** The modules of `files` summed per package, largest first. */
export function costPerPackage(sizes: ModuleSizes, files: string[]): PackageCost[] {
  const byName = new Map<string, PackageCost>();
  for (const file of files) {
    for (const { id, bytes, gzipBytes } of sizes[file] ?? []) {
      if (bytes === 0) continue;
      const name = packageOf(id);
      const cost = byName.get(name) ?? { name, modules: 0, bytes: 0, gzipBytes: 0 };
      cost.modules += 1;
      cost.bytes += bytes;
      cost.gzipBytes += gzipBytes;
      byName.set(name, cost);
    }
  }
  return [...byName.values()].sort((a, b) => b.bytes - a.bytes);
}
