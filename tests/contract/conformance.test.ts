// The conformance run (the @testbeam/contract package) against our own mock, as `npm start` runs it
// (default rate limits), on 20 seeds: every check passes (score 100%), the opt-in ones included,
// with the mock's clock moved instead of sleeping (clocked-run.ts); and the command line writes
// JUnit XML that CI tools read. The other half, that each check catches what it is meant to, is
// conformance-mutants.test.ts. Each run works in a mock namespace of its own, as a team's CI
// beside other suites would: the header goes with `--header` (RunOptions.headers in-process),
// to the target and to the inbox alike.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_NAMESPACE_HEADER } from '#common/mock-namespace';
import { checksOf } from '@testbeam/contract/src/check-scope';
import {
  answerKey,
  documentedAnswers,
  isAnswerRow,
  parseCoverage,
} from '@testbeam/contract/src/coverage';
import { urlInbox } from '@testbeam/contract/src/inbox';
import { contract, operations } from '@testbeam/contract/src/repository-contract';
import { overallScore, scoreOf, stateOf } from '@testbeam/contract/src/report';
import type { RunResult } from '@testbeam/contract/src/run-types';
import { clockedRun, startClockedMock } from './clocked-run';
import { devRoutes } from './dev-routes';
import { raisedRateLimits, type Running, startMock } from './harness';

const rootDir = join(import.meta.dirname, '../..');
const seeds = Array.from({ length: 20 }, (_, index) => 20261125 + index * 104_729);
let clocked: Awaited<ReturnType<typeof startClockedMock>>;
let mock: Running;
const runs: RunResult[] = [];
/** A run's namespace, as the header it sends. */
const namespace = (name: string) => ({ [MOCK_NAMESPACE_HEADER]: `conformance-${name}` });
const seedsNamespace = namespace('seeds');
const waits: string[] = [];

/** The command line's full run (below); it sleeps through the real resend cooldown (about 30 s). */
let fullRun: ReturnType<typeof fullCliRun>;

beforeAll(async () => {
  // The command line cannot move a clock: a mock whose windows its runs do not use up. Its full
  // run starts first and sleeps through the cooldown while the clocked runs below use the CPU.
  mock = await startMock(raisedRateLimits);
  fullRun = fullCliRun(mock.url);
  fullRun.catch(() => undefined);
  clocked = await startClockedMock();
  for (const seed of seeds) {
    runs.push(
      await clockedRun(clocked.url, clocked, clocked.clock, {
        seed,
        positive: 2,
        negative: 12,
        onWait: (seconds, why) => waits.push(`${seconds} s: ${why}`),
        headers: seedsNamespace,
        inbox: urlInbox(`${clocked.url}/__mock/outbox`, seedsNamespace),
      }),
    );
  }
}, 600_000);

afterAll(async () => {
  await clocked?.stop();
  await mock?.stop();
});

describe('the conformance run against the mock, on 20 seeds', () => {
  it('scores 100%: every check of every operation ran and passed, on every seed', () => {
    expect(runs).toHaveLength(20);
    for (const run of runs) {
      expect(run.operations.map((result) => result.op.operationId)).toEqual(
        operations.map((op) => op.operationId),
      );
      for (const result of run.operations) {
        for (const check of checksOf(result.op)) {
          const state = stateOf(result, check);
          const where = `seed ${run.seed}: ${result.op.operationId} ${check}`;
          expect(state, `${where}: ${JSON.stringify(state).slice(0, 400)}`).toMatchObject({
            state: 'passed',
          });
        }
        expect(scoreOf(result).score, result.op.operationId).toBe(1);
      }
      expect(overallScore(run)).toBe(1);
    }
  });

  it('stays inside the default request budget; its only waits are windows, the cooldown and --slow', () => {
    for (const run of runs) expect(run.sent).toBeLessThanOrEqual(400);
    for (const wait of waits)
      expect(wait).toMatch(/rate-limit window is used up|answered 429|cooldown|lifetime/);
  });

  it('sends every address under the chosen domain', async () => {
    const sent = (await devRoutes(clocked.url, seedsNamespace).outbox()) as Array<{ to: string }>;
    expect(sent.length).toBeGreaterThan(0);
    for (const email of sent) expect(email.to).toMatch(/@conformance\.test$/i);
  });
});

/**
 * Runs the command from its sources, as `npm run contract -- ARGS` does in this repository (the
 * tarball's compiled command is proven in scripts/node-lts/contract-tarball.test.ts); resolves
 * with its exit and output.
 */
function cli(args: string[]): Promise<{ code: number | null; output: string }> {
  const bin = join(rootDir, 'conformance/src/bin.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', bin, ...args], {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** `--header` options that keep a command's run in namespace `name`. */
const namespaceArgs = (name: string) =>
  Object.entries(namespace(name)).flatMap(([header, value]) => ['--header', `${header}: ${value}`]);

/** The full run in a namespace of its own, with JUnit XML and a Markdown summary written and read back. */
async function fullCliRun(target: string) {
  const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
  try {
    const junitFile = join(dir, 'out.xml');
    const reportFile = join(dir, 'summary.md');
    const coverageFile = join(dir, 'coverage.json');
    const args = [
      '--target',
      target,
      '--inbox',
      `${target}/__mock/outbox`,
      ...namespaceArgs('cli'),
    ];
    const { code, output } = await cli([
      ...args,
      '--junit',
      junitFile,
      '--report',
      reportFile,
      '--coverage',
      coverageFile,
    ]);
    const read = (file: string) => (code === 0 ? readFileSync(file, 'utf8') : '');
    return {
      code,
      output,
      junit: read(junitFile),
      report: read(reportFile),
      coverage: read(coverageFile),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('testbeam-contract run, the command', () => {
  it('passes on the mock and writes JUnit XML: a suite per operation, a case per check', async () => {
    const { code, output, junit: xml, report } = await fullRun;
    expect(code, output).toBe(0);
    // Without --slow, --spend-rate-limit and --unknown-bot-token their three checks are
    // skipped, and not passed.
    expect(output).toMatch(/\d+ passed, 0 failed, 3 skipped \(checks\); score 9\d(\.\d)?%/);
    expect(output).toMatch(/\| code_lifetime \| skipped \(not passed\) \| opt-in: --slow/);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
    const suites = parsed.testsuites.testsuite as Array<{
      name: string;
      tests: string;
      failures: string;
      skipped: string;
      testcase: unknown[];
    }>;
    expect(suites).toHaveLength(operations.length);
    for (const [index, suite] of suites.entries()) {
      const op = operations[index];
      expect(suite.name).toContain(op?.operationId);
      expect(suite.failures).toBe('0');
      expect(suite.skipped).toBe(
        String(
          ['verifyCode', 'getGoogleLoginUrl', 'sendContact'].includes(op?.operationId ?? '')
            ? 1
            : 0,
        ),
      );
      expect(suite.testcase).toHaveLength(op ? checksOf(op).length : 0);
    }
    expect(report).toMatch(
      /Overall score: \*\*9\d(\.\d)?%\*\*.*\n[\s\S]*1 skipped, counted as not passed/,
    );
  }, 180_000);

  it('--coverage writes a row per documented answer and rule; without the opt-ins, not their answers', async () => {
    const { code, output, coverage } = await fullRun;
    expect(code, output).toBe(0);
    const { rows } = parseCoverage(coverage);
    const answers = rows.filter(isAnswerRow);
    expect(answers.map((row) => answerKey(row.operation, row.status))).toEqual(
      documentedAnswers(contract).map((pair) => answerKey(pair.operation, pair.status)),
    );
    const produced = (key: string) =>
      answers.find((row) => answerKey(row.operation, row.status) === key)?.produced;
    expect(produced('getGoogleLoginUrl 429')).toBe(false); // no --spend-rate-limit
    expect(produced('sendCode 429')).toBe(true); // the resend cooldown
    const rule = (name: string) => rows.find((row) => 'rule' in row && row.rule === name);
    expect(rule('code.lifetimeMinutes')).toEqual({
      rule: 'code.lifetimeMinutes',
      exercised: false,
      checked: [],
      held: null,
    });
    expect(rule('code.singleUse')).toEqual({
      rule: 'code.singleUse',
      exercised: true,
      checked: ['single_use'],
      held: true,
    });
  });

  it('--dry-run lists what it would send and sends nothing', async () => {
    const { code, output } = await cli([
      '--target',
      mock.url,
      '--dry-run',
      '--seed',
      '7',
      ...namespaceArgs('dry-run'),
    ]);
    expect(code, output).toBe(0);
    expect(output).toMatch(/--dry-run: \d+ requests to/);
    expect(output).toMatch(/^ {2}PUT \/api\/auth\/generate/m);
    expect(output).toContain('the sign-in chain is skipped: no --inbox or --inbox-command');
    expect(await devRoutes(mock.url, namespace('dry-run')).outbox()).toEqual([]);
  }, 60_000);

  it('without an inbox, says the sign-in chain was skipped and why', async () => {
    const { code, output } = await cli([
      '--target',
      mock.url,
      '--max-requests',
      '40',
      ...namespaceArgs('no-inbox'),
    ]);
    expect(code, output).toBe(0);
    expect(output).toMatch(
      /\| sign_in_flow \| skipped \(not passed\) \| no --inbox or --inbox-command/,
    );
    expect(output).toMatch(/request budget used up \(--max-requests 40\)/);
  }, 60_000);

  it('refuses bad options with one line that names the flag', async () => {
    const { code, output } = await cli(['--target', 'ftp://example.com']);
    expect(code).toBe(2);
    expect(output).toBe('testbeam-contract: --target must be an http(s) URL\n');
  }, 30_000);

  it('exits 1 under --min-score or --min-coverage, saying which, though every check held', async () => {
    // code_lifetime is an opt-in not given: skipped, counted as not passed, so the score is
    // under 100% though nothing failed.
    const checks = ['--only', 'status_code_conformance,code_lifetime', '--negative', '0'];
    const { code, output } = await cli([
      '--target',
      mock.url,
      ...checks,
      '--min-score',
      '100',
      '--min-coverage',
      '41,18',
      ...namespaceArgs('thresholds'),
    ]);
    expect(code, output).toBe(1);
    expect(output).toMatch(/\d+ passed, 0 failed/);
    expect(output).toMatch(/^testbeam-contract: score \d+(\.\d)?% is under --min-score 100%$/m);
    expect(output).toMatch(
      /^testbeam-contract: \d+ documented answers met, under --min-coverage 41$/m,
    );
    // Only the rules of the two checks judged can be met: the others' findings are not counted.
    expect(output).toMatch(/^testbeam-contract: [0-2] rules met, under --min-coverage's 18$/m);
    const met = await cli([
      '--target',
      mock.url,
      ...checks,
      '--min-score',
      '1',
      ...namespaceArgs('thresholds-met'),
    ]);
    expect(met.code, met.output).toBe(0);
  }, 90_000);
});
