// One Node.js release and the npm it bundles, installed from the npm registry into a cache folder
// outside the repository: the `node` package's platform build (`node-<os>-<arch>`, which is what
// `npm i node` fetches) and npm at the version that release's changelog names. `test:node-lts`
// installs its lines this way and `.ci/run` its own Node (use-node.ts), so both come alike.

import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { bundledNpmVersion } from '../container/images';
import { nodeBinDir, platformPackage } from './node-lts-report';

/** Where the releases are kept (NODE_LTS_CACHE), shared by every run on the machine. */
export const nodeCache =
  process.env.NODE_LTS_CACHE ??
  join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'testbeam-node');

export interface InstalledNode {
  /** Where `node` and `npm` are, to put first on PATH. */
  binDirs: string[];
  npm: string;
}

/** `npm install` of `spec` under `prefix`, by this machine's npm, unless `done` is there already. */
async function installInto(prefix: string, spec: string, done: string, log: string) {
  if (existsSync(done)) return true;
  mkdirSync(prefix, { recursive: true });
  const out = openSync(log, 'a');
  const args = ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
  args.push('--ignore-scripts', '--prefix', prefix, spec);
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npm', args, { cwd: prefix, stdio: ['ignore', out, out] });
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
  closeSync(out);
  return code === 0 && existsSync(done);
}

/** Installs `version` and the npm it bundles into `cache` unless they are there; null on failure. */
export async function installNode(
  version: string,
  log: string,
  cache = nodeCache,
): Promise<InstalledNode | null> {
  mkdirSync(dirname(log), { recursive: true });
  const prefix = join(cache, version);
  const binDir = nodeBinDir(prefix, platformPackage());
  if (!(await installInto(prefix, `${platformPackage()}@${version}`, join(binDir, 'node'), log))) {
    return null;
  }
  const changelog = join(prefix, 'node_modules', platformPackage(), 'CHANGELOG.md');
  const npm = existsSync(changelog) ? bundledNpmVersion(readFileSync(changelog, 'utf8')) : null;
  if (!npm) return null;
  const npmPrefix = join(cache, `npm-${npm}`);
  const npmBin = join(npmPrefix, 'node_modules', '.bin');
  if (!(await installInto(npmPrefix, `npm@${npm}`, join(npmBin, 'npm'), log))) return null;
  return { binDirs: [binDir, npmBin], npm };
}
