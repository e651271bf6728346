// `npm run test:node-lts`: proves the project on the Node.js LTS lines people run beside the one
// `npm test` runs on (CI's, `.nvmrc`). Each version and the npm it bundles are installed from the
// npm registry into a cache folder outside the repository (install-node.ts). Under each, what a
// user of that line does and what runs on that Node in production (`lineSteps` below): install,
// build, start, and the contract suite. The whole unit suite and `check` run once, under CI's Node,
// in `npm test` (NODE_LTS_STEPS=unit or check still runs them on a line). Prints one table, with
// the npm each line used; exits 1 on any fail.
//
// Each line works in its own copy of the work tree (the files git tracks, and new ones it does not
// ignore), in /dev/shm or under the cache (workRoot below), never in the repository: the
// repository's node_modules and dist stay as they were, CI runs it beside the other engines and the
// container check, and two lines run at once.
//
//   NODE_LTS_VERSIONS=22.23.3,26.10.0   the versions (default below)
//   NODE_LTS_STEPS=unit,smoke            only these steps (default: lineSteps)
//   NODE_LTS_CACHE=~/.cache/testbeam-node where the versions are installed
//   NODE_LTS_JOBS=2                       how many lines run at once

import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../tooling/paths';
import { type InstalledNode, installNode, nodeCache } from './install-node';
import { formatTable, type StepResult } from './node-lts-report';
import { tarballStep } from './contract-tarball';
import { smokeTest } from './node-lts-smoke';
import { copyWorkTree, memoryFolderUsable, readMounts } from './work-copy';

/**
 * The newest release of each supported line but CI's own (24, which `npm test` runs on) when this
 * was last proven: 22, the oldest, is where an API newer than it would break, and 26 the newest.
 * Bump with docs/development.md.
 */
export const defaultVersions = ['22.23.3', '26.10.0'];

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
/**
 * What each line proves, in order: the steps whose result depends on the Node that runs them.
 * - `ci`: `npm ci` with that line's npm installs the lockfile (the engines range, the installs);
 * - `build`: the whole build runs on it (Vite, Vike, our steps, the image and font tools);
 * - `smoke`: `npm start` serves that build and the API: a page, a code sent, read from the outbox
 *   and signed in with (node-lts-smoke.ts);
 * - `contract`: the mock server, on that Node, answers every operation and status of openapi.yaml
 *   through Prism's validating proxy, and the conformance runner holds it to the contract;
 * - `tarball`: the contract toolkit packed and run from an empty folder with the line's plain node
 *   (contract-tarball.ts): a product's check apart from the repository's own.
 * Not here: the unit suite and `check`, which test our code rather than the runtime (browser code
 * runs in browsers, the mock's code is held to the contract above); they run once, in `npm test`.
 */
export const lineSteps = ['ci', 'build', 'smoke', 'contract', 'tarball'];
const chosen = chosenSteps ?? lineSteps;
const logDir = join(nodeCache, 'logs');
mkdirSync(logDir, { recursive: true });
/**
 * Where each line's steps run: a fresh copy of the work tree per line, removed when the line is
 * done. In memory where Linux offers it (`/dev/shm`, unless mounted noexec): the installs write
 * about 90,000 files each, which a disk takes much longer to write (docs/development.md).
 * NODE_LTS_WORKDIR moves them.
 */
const workRoot =
  process.env.NODE_LTS_WORKDIR ??
  (memoryFolderUsable(readMounts()) ? '/dev/shm/testbeam-node-lts' : join(nodeCache, 'work'));
rmSync(workRoot, { recursive: true, force: true });
/** How many lines are proved at once (NODE_LTS_JOBS; two: both default lines side by side). */
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

type Row = { version: string; npm?: string; results: StepResult[] };
const failedLogs: string[] = [];
/** Installs run one at a time: two lines may share an npm, and so its folder in the cache. */
let installing: Promise<unknown> = Promise.resolve();

/** One line: its Node and npm installed, then its steps in its own copy of the work tree. */
async function proveLine(version: string): Promise<Row> {
  const results: StepResult[] = [];
  let found: InstalledNode | null = null;
  const installLog = join(logDir, `${version}-install.log`);
  const installStep = installing.then(() =>
    timed('install', async () => {
      found = await installNode(version, installLog);
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
  const installed = found as InstalledNode | null;
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
  installed: InstalledNode | null,
  workDir: string,
  results: StepResult[],
) {
  for (const name of chosen) {
    if (!installed) {
      results.push({ name, ok: false, seconds: 0, skipped: true });
      continue;
    }
    const env = environmentFor(installed.binDirs);
    const log = join(logDir, `${version}-${name}.log`);
    const command = steps[name];
    const result = await timed(name, async () => {
      if (command) return (await run(command, env, log, workDir)) === 0;
      if (name === 'tarball') return tarballStep(env, installed.binDirs, log, workDir);
      return smokeTest(env, log, workDir);
    });
    const verdict = result.ok ? 'pass' : 'FAIL';
    console.info(`node-lts: Node ${version} ${name} ${verdict} (${result.seconds.toFixed(0)} s)`);
    if (!result.ok) failedLogs.push(log);
    results.push(result);
  }
}

const done = new Map<string, Row>();
const queue = [...versions];
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
