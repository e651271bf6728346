// What a route's first load fetches, worked out from the build alone: the HTML's scripts,
// module preloads and stylesheets; every chunk those import statically, transitively; and, on a
// page with an island (every island hydrates at once), React, the island runtime and its chunk.
// Pure: the caller hands in the parsed HTML and a way to read built files.

import { posix } from 'node:path';
import type { PageAssets } from './page-assets';
import packageJson from '../../package.json' with { type: 'json' };

export { type PageAssets, pageAssets } from './page-assets';

// Minified ES modules: `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`,
// each at the start of a statement (or after a comment such as Vite's `/* empty css */`).
// `import(` (dynamic) and `import.meta` do not match.
const staticImport =
  /(?:^|[;}]|\*\/)\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'`])([^"'`\n]+)\1/gm;
const dynamicImport = /\bimport\(\s*(["'`])([^"'`\n]+)\1\s*\)/g;

export function staticImports(code: string): string[] {
  return [...new Set([...code.matchAll(staticImport)].map((match) => match[2] ?? ''))];
}

export function dynamicImports(code: string): string[] {
  return [...new Set([...code.matchAll(dynamicImport)].map((match) => match[2] ?? ''))];
}

/** `#web/x` (package.json `imports`) is web/src/x: `src/x` from Vite's root, as the manifest says. */
const WEB_ALIAS = '#web/';
const WEB_ALIAS_TARGET = posix
  .relative('./web', packageJson.imports['#web/*'])
  .replace(/\/\*$/, '');

/** selector → the module specifier its loader imports, read from client/enhancers.ts's source. */
export function parseEnhancerRegistry(source: string): Map<string, string> {
  const entry = /'([^']+)'\s*:\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
  return new Map([...source.matchAll(entry)].map((m) => [m[1] ?? '', m[2] ?? ''] as const));
}

/** island name → the module specifier its loader imports, read from registry.ts's source. */
export function parseIslandRegistry(source: string): Map<string, string> {
  const entry =
    /(?:'([^']+)'|"([^"]+)"|([A-Za-z_$][\w$]*))\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
  return new Map(
    [...source.matchAll(entry)].map((m) => [m[1] ?? m[2] ?? m[3] ?? '', m[4] ?? ''] as const),
  );
}

/** The part of Vite's build manifest read here (dist/assets.json under Vike). */
export type ManifestChunk = { file: string; name?: string; src?: string; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export type Build = {
  /** A built file's text by its path under dist/client; throws when it does not exist. */
  read(file: string): string;
  manifest: Manifest;
  /** island name → import specifier (parseIslandRegistry). */
  registry: Map<string, string>;
  /** Where registry.ts sits, relative to Vite's root, to match manifest `src` fields. */
  registryDir: string;
  /** selector → import specifier (parseEnhancerRegistry); optional for builds without any. */
  enhancers?: Map<string, string>;
  /** Where enhancers.ts sits, relative to Vite's root. */
  enhancersDir?: string;
  /**
   * Manifest `src` of modules the boot script imports after the first load: the toasts, which a
   * page with islands loads once they are hydrated (counted in its `everJs`) and any other page
   * when a visitor presses Copy link (its `onUseJs`). Each must be in the manifest.
   */
  onUse: string[];
  /** Enhancer selectors whose code raises toasts, and so loads the on-use modules when pressed. */
  toastEnhancers?: string[];
};

function resolve(from: string, specifier: string): string {
  return specifier.startsWith('/')
    ? specifier.slice(1)
    : posix.normalize(posix.join(posix.dirname(from), specifier));
}

/** The files and every file they import statically, transitively, in discovery order. */
export function staticClosure(build: Pick<Build, 'read'>, entries: Iterable<string>): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(build.read(file))) visit(resolve(file, spec));
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

/**
 * The files and every file they import, statically or dynamically, transitively, not entering
 * `known` (files counted already, such as the boot script, whose own dynamic imports are
 * accounted for by what the page has: islands, enhancers).
 */
export function fullClosure(
  build: Pick<Build, 'read'>,
  entries: Iterable<string>,
  known: ReadonlySet<string> = new Set(),
): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || known.has(file)) return;
    seen.add(file);
    const code = build.read(file);
    for (const spec of [...staticImports(code), ...dynamicImports(code)])
      visit(resolve(file, spec));
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

function dynamicTargets(build: Build, files: Iterable<string>): Set<string> {
  const targets = new Set<string>();
  for (const file of files) {
    for (const spec of dynamicImports(build.read(file))) targets.add(resolve(file, spec));
  }
  return targets;
}

/**
 * The chunk an island's loader imports: among the dynamic imports of the page's scripts, the one
 * whose manifest entry is that module (`src`) or is named after it (Rolldown names a shared chunk
 * after its module). Throws when none or several match, rather than guessing a size.
 */
function islandChunk(build: Build, name: string, candidates: Set<string>): string {
  const specifier = build.registry.get(name);
  if (specifier === undefined) {
    throw new Error(`Island "${name}" is on the page but not in web/src/islands/registry.ts`);
  }
  return moduleChunk(build, `Island "${name}"`, build.registryDir, specifier, candidates);
}

function moduleChunk(
  build: Build,
  name: string,
  dir: string,
  specifier: string,
  candidates: Set<string>,
): string {
  const source = (
    specifier.startsWith(WEB_ALIAS)
      ? posix.join(WEB_ALIAS_TARGET, specifier.slice(WEB_ALIAS.length))
      : posix.normalize(posix.join(dir, specifier))
  ).replace(/\.[cm]?[jt]sx?$/, '');
  const chunks = Object.values(build.manifest).filter(
    (chunk) =>
      candidates.has(chunk.file) &&
      (chunk.src?.replace(/\.[cm]?[jt]sx?$/, '') === source ||
        chunk.name === posix.basename(source)),
  );
  const files = [...new Set(chunks.map((chunk) => chunk.file))];
  if (files.length !== 1 || files[0] === undefined) {
    throw new Error(
      `${name} (${specifier}): ${files.length} matching chunks in the build manifest (${files.join(', ') || 'none'}); expected one`,
    );
  }
  return files[0];
}

function onUseChunk(build: Build, src: string): string {
  const chunk = build.manifest[src];
  if (!chunk) {
    throw new Error(`On-use module ${src} is not in the build manifest: update Build.onUse`);
  }
  return chunk.file;
}

export type FirstLoad = {
  js: string[];
  /**
   * All the JavaScript the page can load without the visitor acting: the first load and its
   * enhancers' chunks (and what they import, dynamically too).
   */
  everJs: string[];
  /**
   * What a visitor's action adds to `everJs` (a press of Copy link): the on-use modules and what
   * they import (the toaster, sonner, React). Empty on a page with islands (they load those
   * modules without an action) and on a page that raises no toast.
   */
  onUseJs: string[];
  css: string[];
  /** The page's islands, by name: all hydrated on load. */
  islands: string[];
};

export function firstLoad(build: Build, assets: PageAssets): FirstLoad {
  const entryJs = staticClosure(build, [...assets.scripts, ...assets.modulePreloads]);
  const islands = [...new Set(assets.islands)];
  let islandJs: string[] = [];
  if (islands.length > 0) {
    // What the boot script can import on demand: every island's chunk, the island runtime
    // (react, react-dom/client, the providers) that any hydration loads, and the on-use modules.
    const candidates = dynamicTargets(build, entryJs);
    const chunkOf = (name: string) => islandChunk(build, name, candidates);
    const allIslands = new Set([...build.registry.keys()].map(chunkOf));
    const onUse = new Set(build.onUse.map((src) => onUseChunk(build, src)));
    const enhancerChunks = new Set(
      [...(build.enhancers?.entries() ?? [])].map(([selector, specifier]) =>
        moduleChunk(
          build,
          `Enhancer "${selector}"`,
          build.enhancersDir ?? '',
          specifier,
          candidates,
        ),
      ),
    );
    const runtime = [...candidates].filter(
      (file) => !allIslands.has(file) && !onUse.has(file) && !enhancerChunks.has(file),
    );
    islandJs = staticClosure(build, [...runtime, ...islands.map(chunkOf)]);
  }
  const js = [...new Set([...entryJs, ...islandJs])];
  const enhancerJs = fullClosure(
    build,
    assets.enhancers.map((selector) => {
      const specifier = build.enhancers?.get(selector);
      if (specifier === undefined) throw new Error(`Enhancer "${selector}" is not in enhancers.ts`);
      const candidates = dynamicTargets(build, entryJs);
      return moduleChunk(
        build,
        `Enhancer "${selector}"`,
        build.enhancersDir ?? '',
        specifier,
        candidates,
      );
    }),
    new Set(entryJs),
  );
  const toastJs = () =>
    staticClosure(
      build,
      build.onUse.map((src) => onUseChunk(build, src)),
    );
  // web/src/toast/notify.ts: a page with islands loads the toasts once they are hydrated.
  const everJs = [...new Set([...js, ...enhancerJs, ...(islands.length > 0 ? toastJs() : [])])];
  const raisesToasts = assets.enhancers.some((selector) =>
    build.toastEnhancers?.includes(selector),
  );
  const onUseJs = raisesToasts ? toastJs().filter((file) => !everJs.includes(file)) : [];
  // Vite's preload helper fetches a dynamic chunk's CSS with it; the HTML links the page's own.
  const cssOf = new Map(Object.values(build.manifest).map((chunk) => [chunk.file, chunk.css]));
  const css = new Set(assets.stylesheets);
  for (const file of js) for (const sheet of cssOf.get(file) ?? []) css.add(sheet);
  return { js, everJs, onUseJs, css: [...css], islands };
}

/**
 * What a page's islands add to its first load beyond its own scripts and hints: the island
 * runtime and the islands' chunks, which the boot script would only ask for once it has run.
 * Nothing on a page without islands.
 */
export function islandPreloads(build: Build, assets: PageAssets): string[] {
  if (assets.islands.length === 0) return [];
  const known = new Set(staticClosure(build, [...assets.scripts, ...assets.modulePreloads]));
  return firstLoad(build, assets).js.filter((file) => !known.has(file));
}
