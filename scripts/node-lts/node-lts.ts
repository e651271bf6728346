// `npm run test:node-lts`: proves the project on the Node.js LTS lines people run, beside the
// machine's own Node. Each version is installed from the npm registry (the `node` package's
// platform build, `node-<os>-<arch>`, which is what `npm i node` fetches) into a cache folder
// outside the repository, with the npm that release bundles (read from its changelog, installed
// from the registry beside it). Under each, `npm ci` with that npm (what a user or a CI system on
// that line runs first), then the steps whose result can depend on the Node that runs them: the
// unit tests, the build, the contract suite and a start-and-fetch smoke test of `npm start`.
// `check` (format, types, lint, generated files, citations, API diff) reads the source, not the
// runtime: it runs once, in `npm test` (issue 42; NODE_LTS_STEPS=check still runs it). Prints one
// table, with the npm each line used; exits 1 on any fail.
//
// Each line works in its own copy of the work tree (the files git tracks, and new ones it does not
// ignore), in /dev/shm or under the cache (workRoot below), never in the repository: the repository's node_modules and dist stay as
// they were, CI runs it beside the other engines and the container check, and two lines run at
// once, the full ones first (issue 42).
//
//   NODE_LTS_VERSIONS=24.21.0,26.10.0   the versions (default below)
//   NODE_LTS_STEPS=unit,smoke            only these steps (default: all)
//   NODE_LTS_CACHE=~/.cache/testbeam-node where the versions are installed
//   NODE_LTS_JOBS=2                       how many lines run at once

import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { bundledNpmVersion } from '../container/images';
import { rootDir } from '../tooling/paths';
import { formatTable, nodeBinDir, platformPackage, type StepResult } from './node-lts-report';
import { smokeTest } from './node-lts-smoke';
import { copyWorkTree, memoryFolderUsable, readMounts } from './work-copy';

/** The newest release of each LTS line when this was last proven; bump with the README. */
export const defaultVersions = ['20.20.2', '22.23.3', '24.21.0', '26.10.0'];
/**
 * Lines whose full run is the machine's own (`npm test` on Node 20) or adds nothing the others
 * prove: only their install (`ci`, with their own npm) runs by default. NODE_LTS_STEPS overrides.
 */
const installOnly = new Set(['20.20.2', '22.23.3']);

export const steps: Record<string, string[]> = {
  // No dependency's install script: npm 10 does not read allowScripts, so vnu-jar's Java
  // download and @scarf/scarf's telemetry would run; none is needed to build or test.
  ci: ['npm', 'ci', '--ignore-scripts', '--no-audit', '--no-fund'],
  check: ['npm', 'run', 'check'],
  unit: ['npm', 'run', 'test:unit'],
  build: ['npm', 'run', 'build'],
  contract: ['npm', 'run', 'test:contract'],
};

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const versions = list(process.env.NODE_LTS_VERSIONS) ?? defaultVersions;
const chosenSteps = list(process.env.NODE_LTS_STEPS);
/** What a full line runs: everything but `check`, whose result does not depend on the Node. */
export const runtimeSteps = ['ci', 'unit', 'build', 'contract', 'smoke'];
const stepsFor = (version: string) =>
  chosenSteps ?? (installOnly.has(version) ? ['ci'] : runtimeSteps);
const cache =
  process.env.NODE_LTS_CACHE ??
  join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'testbeam-node');
const logDir = join(cache, 'logs');
mkdirSync(logDir, { recursive: true });
/**
 * Where each line's steps run: a fresh copy of the work tree per line, removed when the line is
 * done. In memory where Linux offers it (`/dev/shm`, unless mounted noexec): the installs write
 * about 90,000 files each, and two of them at once took 101 s on this machine's disk, 56 s there.
 * NODE_LTS_WORKDIR moves them.
 */
const workRoot =
  process.env.NODE_LTS_WORKDIR ??
  (memoryFolderUsable(readMounts()) ? '/dev/shm/testbeam-node-lts' : join(cache, 'work'));
rmSync(workRoot, { recursive: true, force: true });
/** How many lines are proved at once (NODE_LTS_JOBS; two: the longest pair overlaps). */
const jobs = Number(process.env.NODE_LTS_JOBS ?? 2);
if (!Number.isInteger(jobs) || jobs < 1)
  throw new Error('NODE_LTS_JOBS must be a positive integer');

/** The environment a step runs in: that Node and its npm first on PATH, nothing left from the parent npm. */
function environmentFor(binDirs: readonly string[]): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
  const path = [...binDirs, process.env.PATH ?? ''].join(':');
  return { ...env, PATH: path, CI: process.env.CI ?? 'true' };
}

/** Runs a command in `cwd`, its output to a log file; resolves with its exit code. */
function run(
  command: string[],
  env: NodeJS.ProcessEnv,
  log: string,
  cwd = workRoot,
): Promise<number> {
  return new Promise((resolve) => {
    mkdirSync(cwd, { recursive: true });
    const out = createWriteStream(log);
    const [file = '', ...args] = command;
    const child = spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', (error) => {
      out.end(`${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => {
      out.end();
      resolve(code ?? 1);
    });
  });
}

async function timed(name: string, task: () => Promise<boolean>): Promise<StepResult> {
  const started = Date.now();
  const ok = await task().catch(() => false);
  return { name, ok, seconds: (Date.now() - started) / 1000 };
}

/** Installs `spec` under `prefix` with this machine's npm unless `done` is there already. */
async function installInto(prefix: string, spec: string, done: string, log: string) {
  if (existsSync(done)) return true;
  const command = ['npm', 'install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
  command.push('--ignore-scripts', '--prefix', prefix, spec);
  return (await run(command, process.env, log)) === 0 && existsSync(done);
}

interface Installed {
  /** Where `node` and `npm` are, first on PATH. */
  binDirs: string[];
  npm: string;
}

/** Installs `version` and the npm it bundles into the cache unless they are there. */
async function install(version: string, log: string): Promise<Installed | null> {
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

type Row = { version: string; npm?: string; results: StepResult[] };
const failedLogs: string[] = [];
/** Installs run one at a time: two lines may share an npm, and so its folder in the cache. */
let installing: Promise<unknown> = Promise.resolve();

/** One line: its Node and npm installed, then its steps in its own copy of the work tree. */
async function proveLine(version: string): Promise<Row> {
  const results: StepResult[] = [];
  let found: Installed | null = null;
  const installLog = join(logDir, `${version}-install.log`);
  const installStep = installing.then(() =>
    timed('install', async () => {
      found = await install(version, installLog);
      if (!found) return false;
      // The Node and npm the steps will find on PATH must be the ones asked for.
      const env = environmentFor(found.binDirs);
      const expected = `v${version} ${found.npm}`;
      const probe = `const npm = require('node:child_process').execSync('npm --version').toString().trim();
process.exit(process.version + ' ' + npm === '${expected}' ? 0 : 1)`;
      return (await run(['node', '-e', probe], env, installLog)) === 0;
    }),
  );
  installing = installStep;
  results.push(await installStep);
  const installed = found as Installed | null;
  if (!installed) failedLogs.push(installLog);
  const workDir = join(workRoot, version);
  if (installed) copyWorkTree(rootDir, workDir);
  try {
    await runSteps(version, installed, workDir, results);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return { version, npm: installed?.npm, results };
}

/** A line's steps in order, each result added to `results`. */
async function runSteps(
  version: string,
  installed: Installed | null,
  workDir: string,
  results: StepResult[],
) {
  for (const name of stepsFor(version)) {
    if (!installed) {
      results.push({ name, ok: false, seconds: 0, skipped: true });
      continue;
    }
    const env = environmentFor(installed.binDirs);
    const log = join(logDir, `${version}-${name}.log`);
    const command = steps[name];
    const result = await timed(name, async () =>
      command ? (await run(command, env, log, workDir)) === 0 : smokeTest(env, log, workDir),
    );
    const verdict = result.ok ? 'pass' : 'FAIL';
    console.info(`node-lts: Node ${version} ${name} ${verdict} (${result.seconds.toFixed(0)} s)`);
    if (!result.ok) failedLogs.push(log);
    results.push(result);
  }
}

// The full lines first, so that the short install-only ones fill in beside their tails.
const byLength = [...versions].sort((a, b) => stepsFor(b).length - stepsFor(a).length);
const done = new Map<string, Row>();
const queue = [...byLength];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let version = queue.shift(); version; version = queue.shift()) {
      console.info(`node-lts: Node ${version} started`);
      done.set(version, await proveLine(version));
    }
  }),
);
const rows = versions.flatMap((version) => done.get(version) ?? []);
rmSync(workRoot, { recursive: true, force: true });

console.info(`\n${formatTable(process.version, rows)}`);
if (failedLogs.length > 0) {
  console.info(`\nLogs of what failed:\n${failedLogs.map((log) => `  ${log}`).join('\n')}`);
  process.exitCode = 1;
}
