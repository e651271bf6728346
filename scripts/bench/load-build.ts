// The built site as first-load.ts reads it: its files, Vite's manifest and the island and
// enhancer registries. Shared by `bench size` (what each route loads) and the critical-CSS build
// step (which names a page's island chunks to its loader).

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDir, rootDir } from '../tooling/paths';
import {
  type Build,
  type Manifest,
  parseEnhancerRegistry,
  parseIslandRegistry,
} from './first-load';

/** Vite writes its manifest to .vite/manifest.json; Vike moves it to dist/assets.json. */
function manifestPath(siteDir: string): string | undefined {
  return [join(siteDir, '.vite', 'manifest.json'), join(siteDir, '..', 'assets.json')].find(
    (path) => existsSync(path),
  );
}

/** The build in `siteDir` (dist/client by default); throws when there is none. */
export function loadBuild(siteDir = clientDir): Build {
  const manifest = manifestPath(siteDir);
  if (!existsSync(join(siteDir, 'index.html')) || !manifest) {
    throw new Error(
      'No build (dist/client/index.html and its manifest): run `npm run build` first.',
    );
  }
  const registryPath = join(rootDir, 'web', 'src', 'islands', 'registry.ts');
  const texts = new Map<string, string>();
  return {
    read(file) {
      let text = texts.get(file);
      if (text === undefined) {
        text = readFileSync(join(siteDir, file), 'utf8');
        texts.set(file, text);
      }
      return text;
    },
    manifest: JSON.parse(readFileSync(manifest, 'utf8')) as Manifest,
    registry: parseIslandRegistry(readFileSync(registryPath, 'utf8')),
    registryDir: 'src/islands',
    enhancers: parseEnhancerRegistry(
      readFileSync(join(rootDir, 'web', 'src', 'client', 'enhancers.ts'), 'utf8'),
    ),
    enhancersDir: 'src/client',
    // web/src/toast/notify.ts: sonner and the toaster load once a page's islands are
    // hydrated, on other pages with Copy link's first press, never with the first load.
    onUse: ['../node_modules/sonner/dist/index.mjs', 'src/toast/Toaster.tsx'],
    toastEnhancers: ['[data-copy-link]'],
  };
}
