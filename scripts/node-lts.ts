// `npm run test:node-lts`: proves the project on the Node.js LTS lines people run, beside the
// machine's own Node. Each version is installed from the npm registry (the `node` package's
// platform build, `node-<os>-<arch>`, which is what `npm i node` fetches) into a cache folder
// outside the repository, then check, the unit tests, the build, the contract suite and a
// start-and-fetch smoke test of `npm start` run under it. Prints one table; exits 1 on any fail.
//
//   NODE_LTS_VERSIONS=24.21.0,26.10.0   the versions (default below)
//   NODE_LTS_STEPS=unit,smoke            only these steps (default: all)
//   NODE_LTS_CACHE=~/.cache/testbeam-node where the versions are installed

import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { rootDir } from './paths';
import { formatTable, nodeBinDir, platformPackage, type StepResult } from './node-lts-report';
import { smokeTest } from './node-lts-smoke';

/** The newest release of each LTS line when this was last proven; bump with the README. */
export const defaultVersions = ['24.21.0', '26.10.0'];

export const steps: Record<string, string[]> = {
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
const chosen = list(process.env.NODE_LTS_STEPS) ?? [...Object.keys(steps), 'smoke'];
const cache =
  process.env.NODE_LTS_CACHE ??
  join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'testbeam-node');
const logDir = join(cache, 'logs');
mkdirSync(logDir, { recursive: true });

/** The environment a step runs in: that Node first on PATH, nothing left from the parent npm. */
function environmentFor(binDir: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
  return { ...env, PATH: `${binDir}:${process.env.PATH ?? ''}`, CI: process.env.CI ?? 'true' };
}

/** Runs a command, its output to a log file; resolves with its exit code. */
function run(command: string[], env: NodeJS.ProcessEnv, log: string): Promise<number> {
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const [file = '', ...args] = command;
    const child = spawn(file, args, { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

/** Installs `version` into the cache unless it is there; resolves with its bin folder. */
async function install(version: string, log: string): Promise<string | null> {
  const prefix = join(cache, version);
  const binDir = nodeBinDir(prefix, platformPackage());
  if (existsSync(join(binDir, 'node'))) return binDir;
  const command = ['npm', 'install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
  command.push('--prefix', prefix, `${platformPackage()}@${version}`);
  const code = await run(command, process.env, log);
  return code === 0 && existsSync(join(binDir, 'node')) ? binDir : null;
}

const rows: Array<{ version: string; results: StepResult[] }> = [];
const failedLogs: string[] = [];
for (const version of versions) {
  console.info(`node-lts: Node ${version}`);
  const results: StepResult[] = [];
  let binDir: string | null = null;
  const installLog = join(logDir, `${version}-install.log`);
  results.push(
    await timed('install', async () => {
      binDir = await install(version, installLog);
      if (!binDir) return false;
      // The Node the steps will find on PATH must be the one asked for.
      const env = environmentFor(binDir);
      return (
        (await run(
          ['node', '-e', `process.exit(process.version === 'v${version}' ? 0 : 1)`],
          env,
          installLog,
        )) === 0
      );
    }),
  );
  const installed = binDir as string | null;
  if (!installed) failedLogs.push(installLog);
  for (const name of chosen) {
    if (!installed) {
      results.push({ name, ok: false, seconds: 0, skipped: true });
      continue;
    }
    const env = environmentFor(installed);
    const log = join(logDir, `${version}-${name}.log`);
    const command = steps[name];
    const result = await timed(name, async () =>
      command ? (await run(command, env, log)) === 0 : smokeTest(env, log),
    );
    console.info(
      `node-lts:   ${name} ${result.ok ? 'pass' : 'FAIL'} (${result.seconds.toFixed(0)} s)`,
    );
    if (!result.ok) failedLogs.push(log);
    results.push(result);
  }
  rows.push({ version, results });
}

console.info(`\n${formatTable(process.version, rows)}`);
if (failedLogs.length > 0) {
  console.info(`\nLogs of what failed:\n${failedLogs.map((log) => `  ${log}`).join('\n')}`);
  process.exitCode = 1;
}
