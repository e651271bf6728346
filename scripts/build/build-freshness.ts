import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildStampPath, clientDir, rootDir } from '../tooling/paths';

/** Everything the client build is made from. */
const inputs = [
  'common',
  'web',
  'vite.config.ts',
  'mock-server/console',
  'package-lock.json',
  'openapi.yaml',
  '.env',
  '.env.production',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stats.mtimeMs,
  );
}

/** Why the build must be (re)made, or null when dist/ is newer than every source. */
export function staleBuildReason(): string | null {
  if (
    !existsSync(join(clientDir, 'index.html')) ||
    !existsSync(join(rootDir, 'dist', 'console', 'index.html')) ||
    !existsSync(buildStampPath)
  ) {
    return 'no build yet';
  }
  const built = statSync(buildStampPath).mtimeMs;
  const changed = inputs.find((input) => newestMtime(join(rootDir, input)) > built);
  return changed ? `${changed} changed since the last build` : null;
}
