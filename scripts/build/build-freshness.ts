import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildStampPath, clientDir, rootDir } from '../tooling/paths';

/**
 * Everything `npm run build` is made from, a folder with all it holds: the build's own steps and
 * the code they import, the site's and the console's sources, the facts they share, the
 * contract, the configs Vite reads, the site's settings (Vite's `.env` files for production),
 * and the dependencies (the manifest and the lockfile). build-freshness.test.ts walks the build's
 * imports and fails when one lies outside this list.
 */
export const buildInputs = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'openapi.yaml',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
  'common',
  'web',
  'scripts/build',
  'scripts/gen',
  'scripts/tooling',
  // What the build's critical-CSS and preload steps share with the size bench.
  'scripts/bench/first-load.ts',
  'scripts/bench/load-build.ts',
  'scripts/bench/page-assets.ts',
  'mock-server/console',
] as const;

/** Installed or generated elsewhere, never a source: the lockfile stands for node_modules. */
const skipped = new Set(['node_modules', '.git']);

/** Content hash of one input: a file's bytes, or a folder's files with their paths, in order. */
function hashOf(path: string): string {
  const hash = createHash('sha256');
  const add = (at: string, name: string) => {
    const stats = statSync(at);
    if (!stats.isDirectory()) {
      hash.update(`${name}\0`).update(readFileSync(at)).update('\0');
      return;
    }
    for (const entry of readdirSync(at).sort()) {
      if (!skipped.has(entry)) add(join(at, entry), `${name}/${entry}`);
    }
  };
  if (existsSync(path)) add(path, '.');
  else hash.update('absent');
  return hash.digest('hex');
}

/** Each input's content hash, as the build stamp records them. */
export function inputHashes(root = rootDir): Record<string, string> {
  return Object.fromEntries(buildInputs.map((input) => [input, hashOf(join(root, input))]));
}

/** Where a build in `root` keeps its stamp, and what it must have made. */
const stampIn = (root: string) => join(root, relative(rootDir, buildStampPath));
const outputsIn = (root: string) =>
  [clientDir, join(rootDir, 'dist', 'console')].map((dir) =>
    join(root, relative(rootDir, dir), 'index.html'),
  );

/** The build's last step: what its inputs were, for `staleBuildReason` to compare with. */
export function writeBuildStamp(root = rootDir): void {
  writeFileSync(stampIn(root), `${JSON.stringify({ inputs: inputHashes(root) }, null, 2)}\n`);
}

function readStamp(root: string): Record<string, string> | null {
  try {
    const stamp = JSON.parse(readFileSync(stampIn(root), 'utf8')) as {
      inputs?: Record<string, string>;
    };
    return stamp.inputs ?? null;
  } catch {
    return null;
  }
}

/** Why the build must be (re)made, or null when every input is as it was when it was made. */
export function staleBuildReason(root = rootDir): string | null {
  if (!outputsIn(root).every((output) => existsSync(output))) return 'no build yet';
  const recorded = readStamp(root);
  if (!recorded) return 'no record of what the last build was made from';
  const now = inputHashes(root);
  const changed = buildInputs.filter((input) => recorded[input] !== now[input]);
  return changed.length > 0 ? `${changed.join(', ')} changed since the last build` : null;
}
