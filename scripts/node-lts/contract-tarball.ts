// The contract toolkit as its users meet it: `npm pack` of the workspace package, installed into
// an empty folder, and each subcommand run with a plain `node` (no tsx, nothing of this
// repository on its path) against a running mock. Used by contract-tarball.test.ts under CI's
// Node and by node-lts.ts for the other lines (its `tarball` step).

import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rootDir } from '../tooling/paths';

const exec = promisify(execFile);

export interface Invocation {
  /** What it proves, for the report. */
  name: string;
  args: string[];
  /** The exit code a user gets. */
  code: number;
  /** A line the output must hold. */
  says: RegExp;
}

/** Each subcommand once, with the exit code and the line a user sees. */
export const invocations = (mock: string, dead: string): Invocation[] => [
  {
    name: '--version',
    args: ['--version'],
    code: 0,
    says: /^@testbeam\/contract \d+\.\d+\.\d+ \(contract \S+, sha256 [0-9a-f]{12}\)$/m,
  },
  { name: 'run --help', args: ['run', '--help'], code: 0, says: /^Exit codes:$/m },
  {
    name: 'run --list-checks',
    args: ['run', '--list-checks'],
    code: 0,
    says: /^bot_check_unknown_token +\(opt-in --unknown-bot-token\)/m,
  },
  {
    name: 'run against the mock',
    args: [
      'run',
      '--target',
      mock,
      '--only',
      'not_a_server_error,status_code_conformance,response_schema_conformance',
      '--max-requests',
      '80',
      '--seed',
      '1',
    ],
    code: 0,
    says: /^\d+ passed, 0 failed/m,
  },
  {
    name: 'run against nothing',
    args: ['--target', dead],
    code: 2,
    says: /cannot be reached \(ECONNREFUSED\)/,
  },
  {
    name: 'verdict --help',
    args: ['verdict', '--help'],
    code: 0,
    says: /^Usage: testbeam-contract verdict/m,
  },
  {
    name: 'verdict of a mock not in proxy mode',
    args: ['verdict', '--journal', mock],
    code: 2,
    says: /not proxy mode/,
  },
  {
    name: 'report --help',
    args: ['report', '--help'],
    code: 0,
    says: /^Usage: testbeam-contract report/m,
  },
  {
    name: 'report of no files',
    args: ['report', '--out', '.'],
    code: 0,
    says: /wrote .*report\.md/,
  },
];

/**
 * An origin nothing listens on: a port the system handed a server that has closed since (a port
 * such as 9 will not do: fetch refuses the "bad ports" before trying them).
 */
export async function deadOrigin(): Promise<string> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return `http://127.0.0.1:${port}`;
}

export interface TarballResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** `npm pack` in the workspace package with `npm`, into `into`; the tarball's path. */
export async function pack(npm: string, env: NodeJS.ProcessEnv, into: string, cwd = rootDir) {
  await exec(npm, ['pack', '--workspace', 'conformance', '--pack-destination', into, '--silent'], {
    cwd,
    env,
    timeout: 300_000,
  });
  const [tarball] = readdirSync(into).filter((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${into}`);
  return join(into, tarball);
}

/**
 * Installs `tarball` into an empty folder with `npm`, then runs each invocation with `node` (the
 * bin's file, as npm links it): every result, passed or not.
 */
export async function proveTarball(options: {
  node: string;
  npm: string;
  env: NodeJS.ProcessEnv;
  tarball: string;
  mock: string;
  dead: string;
}): Promise<TarballResult[]> {
  const folder = mkdtempSync(join(tmpdir(), 'testbeam-contract-user-'));
  try {
    writeFileSync(join(folder, 'package.json'), '{ "private": true }\n');
    await exec(
      options.npm,
      [
        'install',
        options.tarball,
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--ignore-scripts',
      ],
      { cwd: folder, env: options.env, timeout: 300_000 },
    );
    const bin = join(
      folder,
      'node_modules',
      '@testbeam',
      'contract',
      'bin',
      'testbeam-contract.js',
    );
    const results: TarballResult[] = [];
    for (const invocation of invocations(options.mock, options.dead)) {
      const outcome = await exec(options.node, [bin, ...invocation.args], {
        cwd: folder,
        env: options.env,
        timeout: 120_000,
      }).then(
        ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
        (error: { code?: number; stdout?: string; stderr?: string }) => ({
          code: typeof error.code === 'number' ? error.code : -1,
          output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
        }),
      );
      const ok = outcome.code === invocation.code && invocation.says.test(outcome.output);
      results.push({
        name: invocation.name,
        ok,
        detail: ok
          ? ''
          : `exit ${outcome.code} (want ${invocation.code}): ${outcome.output.slice(0, 600)}`,
      });
    }
    return results;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * node-lts.ts's `tarball` step, apart from the line's other steps: in the line's copy of the work
 * tree (after its `npm ci`), `npm pack` of the toolkit with the line's npm, then each subcommand
 * run with the line's plain node against a mock this process starts. Each result goes to `log`.
 */
export async function tarballStep(
  env: NodeJS.ProcessEnv,
  binDirs: readonly string[],
  log: string,
  workDir: string,
): Promise<boolean> {
  const { startMock } = await import('../../tests/contract/harness');
  const { appendFileSync } = await import('node:fs');
  const into = mkdtempSync(join(tmpdir(), 'testbeam-contract-pack-'));
  const mock = await startMock();
  try {
    const tarball = await pack('npm', env, into, workDir);
    const results = await proveTarball({
      node: join(binDirs[0] ?? '', 'node'),
      npm: 'npm',
      env,
      tarball,
      mock: mock.url,
      dead: await deadOrigin(),
    });
    for (const result of results)
      appendFileSync(log, `${result.ok ? 'pass' : 'FAIL'} ${result.name} ${result.detail}\n`);
    return results.every((result) => result.ok);
  } catch (error) {
    appendFileSync(log, `FAIL ${(error as Error).message}\n`);
    return false;
  } finally {
    await mock.stop();
    rmSync(into, { recursive: true, force: true });
  }
}
