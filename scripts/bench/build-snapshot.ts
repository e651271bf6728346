import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientDir } from '../tooling/paths';
import { stopOnInterrupt } from '../tooling/processes';

export type Snapshot = { dir: string; siteDir: string; remove(): void };

// The last files `npm run build` writes: without them a build is missing or still running.
const finished = ['index.html', '404.html', 'index.html.gz', 'index.html.br'];

/**
 * A private copy of dist/client in a temp dir (about 10 MB), so a build started meanwhile (vike
 * empties dist/ first) cannot change what a bench serves halfway through.
 */
export function snapshotBuild(prefix: string): Snapshot {
  const missing = finished.filter((file) => !existsSync(join(clientDir, file)));
  if (missing.length > 0) {
    throw new Error(
      `dist/client lacks ${missing.join(', ')}: run \`npm run build\` first (or wait for the one running).`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), prefix));
  // mkdtemp makes it private; nginx's workers run as another user when started by root.
  chmodSync(dir, 0o755);
  const siteDir = join(dir, 'site');
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const forget = stopOnInterrupt(remove);
  cpSync(clientDir, siteDir, { recursive: true });
  // The developer console (dist/console), where the mock looks for it: beside the site.
  const consoleDir = join(clientDir, '..', 'console');
  if (existsSync(consoleDir)) cpSync(consoleDir, join(dir, 'console'), { recursive: true });
  return {
    dir,
    siteDir,
    remove() {
      forget();
      remove();
    },
  };
}
