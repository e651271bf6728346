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
// It works in a copy of the work tree (the files git tracks, and new ones it does not ignore) under
// the cache, never in the repository: the repository's node_modules and dist stay as they were, so
// CI runs it beside the other engines and the container check (issue 42).
//
//   NODE_LTS_VERSIONS=24.21.0,26.10.0   the versions (default below)
//   NODE_LTS_STEPS=unit,smoke            only these steps (default: all)
//   NODE_LTS_CACHE=~/.cache/testbeam-node where the versions are installed

import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { bundledNpmVersion } from '../container/images';
import { rootDir } from '../tooling/paths';
import { formatTable, nodeBinDir, platformPackage, type StepResult } from './node-lts-report';
import { smokeTest } from './node-lts-smoke';
import { copyWorkTree } from './work-copy';

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
/** Where the steps run: a fresh copy of the work tree (NODE_LTS_WORKDIR moves it). */
const workDir = process.env.NODE_LTS_WORKDIR ?? join(cache, 'work');
rmSync(workDir, { recursive: true, force: true });
copyWorkTree(rootDir, workDir);

/** The environment a step runs in: that Node and its npm first on PATH, nothing left from the parent npm. */
function environmentFor(binDirs: readonly string[]): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
  const path = [...binDirs, process.env.PATH ?? ''].join(':');
  return { ...env, PATH: path, CI: process.env.CI ?? 'true' };
}

/** Runs a command, its output to a log file; resolves with its exit code. */
function run(command: string[], env: NodeJS.ProcessEnv, log: string): Promise<number> {
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const [file = '', ...args] = command;
    const child = spawn(file, args, { cwd: workDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

const rows: Array<{ version: string; npm?: string; results: StepResult[] }> = [];
const failedLogs: string[] = [];
for (const version of versions) {
  console.info(`node-lts: Node ${version}`);
  const results: StepResult[] = [];
  let found: Installed | null = null;
  const installLog = join(logDir, `${version}-install.log`);
  results.push(
    await timed('install', async () => {
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
  const installed = found as Installed | null;
  if (!installed) failedLogs.push(installLog);
  for (const name of stepsFor(version)) {
    if (!installed) {
      results.push({ name, ok: false, seconds: 0, skipped: true });
      continue;
    }
    const env = environmentFor(installed.binDirs);
    const log = join(logDir, `${version}-${name}.log`);
    const command = steps[name];
    const result = await timed(name, async () =>
      command ? (await run(command, env, log)) === 0 : smokeTest(env, log, workDir),
    );
    console.info(
      `node-lts:   ${name} ${result.ok ? 'pass' : 'FAIL'} (${result.seconds.toFixed(0)} s)`,
    );
    if (!result.ok) failedLogs.push(log);
    results.push(result);
  }
  rows.push({ version, npm: installed?.npm, results });
}

console.info(`\n${formatTable(process.version, rows)}`);
if (failedLogs.length > 0) {
  console.info(`\nLogs of what failed:\n${failedLogs.map((log) => `  ${log}`).join('\n')}`);
  process.exitCode = 1;
}
