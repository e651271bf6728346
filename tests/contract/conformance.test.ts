// The conformance run (npm run test:conformance) against our own mock: with the mock's default
// rate limits, as `npm start` runs it, every check passes (score 100%) without a single 429 or
// wait, and the command line writes JUnit XML that CI tools read. The other half, that each
// check catches what it is meant to, is conformance-mutants.test.ts.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../scripts/conformance/contract-document';
import { urlInbox } from '../../scripts/conformance/inbox';
import { overallScore, scoreOf, stateOf } from '../../scripts/conformance/report';
import { checksOf, type RunResult, runConformance } from '../../scripts/conformance/run';
import { devRoutes } from './dev-routes';
import { type Running, startMock } from './harness';

const rootDir = join(import.meta.dirname, '../..');
let mock: Running;
let run: RunResult;
const waits: string[] = [];

beforeAll(async () => {
  mock = await startMock();
  run = await runConformance({
    target: mock.url,
    maxRequests: 300,
    emailDomain: 'conformance.test',
    dryRun: false,
    seed: 20261125,
    positive: 2,
    negative: 12,
    maxWait: 65,
    timeout: 10_000,
    headers: {},
    inbox: urlInbox(`${mock.url}/__mock/outbox`),
    onWait: (seconds, why) => waits.push(`${seconds} s: ${why}`),
  });
}, 120_000);

afterAll(() => mock?.stop());

describe('the conformance run against the mock', () => {
  it('scores 100%: every check of every operation ran and passed', () => {
    expect(run.operations.map((result) => result.op.operationId)).toEqual(
      operations.map((op) => op.operationId),
    );
    for (const result of run.operations) {
      for (const check of checksOf(result.op)) {
        expect(stateOf(result, check), `${result.op.operationId} ${check}`).toMatchObject({
          state: 'passed',
        });
      }
      expect(scoreOf(result).score, result.op.operationId).toBe(1);
    }
    expect(overallScore(run)).toBe(1);
  });

  it('stays inside the default rate limits: no 429 and no wait', () => {
    const statuses = run.operations.flatMap((result) => result.findings.map((f) => f.status));
    expect(statuses).not.toContain(429);
    expect(waits).toEqual([]);
    expect(run.sent).toBeLessThanOrEqual(300);
  });

  it('sends every address under the chosen domain', async () => {
    const sent = (await devRoutes(mock.url).outbox()) as Array<{ to: string }>;
    expect(sent.length).toBeGreaterThan(0);
    for (const email of sent) expect(email.to).toMatch(/@conformance\.test$/);
  });
});

/** Runs `npm run test:conformance -- ARGS` as a developer would; resolves with its exit and output. */
function cli(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/test-conformance.ts', ...args],
    {
      cwd: rootDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('npm run test:conformance', () => {
  it('passes on the mock and writes JUnit XML: a suite per operation, a case per check', async () => {
    await devRoutes(mock.url).reset();
    const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
    try {
      const junitFile = join(dir, 'out.xml');
      const reportFile = join(dir, 'summary.md');
      const args = ['--target', mock.url, '--inbox', `${mock.url}/__mock/outbox`];
      const { code, output } = await cli([...args, '--junit', junitFile, '--report', reportFile]);
      expect(code, output).toBe(0);
      expect(output).toMatch(/\d+ passed, 0 failed, 0 skipped \(checks\); score 100%/);
      const xml = readFileSync(junitFile, 'utf8');
      const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
      const suites = parsed.testsuites.testsuite as Array<{
        name: string;
        tests: string;
        failures: string;
        testcase: unknown[];
      }>;
      expect(suites).toHaveLength(operations.length);
      for (const [index, suite] of suites.entries()) {
        const op = operations[index];
        expect(suite.name).toContain(op?.operationId);
        expect(suite.failures).toBe('0');
        expect(suite.testcase).toHaveLength(op ? checksOf(op).length : 0);
      }
      expect(readFileSync(reportFile, 'utf8')).toMatch(/Overall score: \*\*100%\*\*/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('--dry-run lists what it would send and sends nothing', async () => {
    await devRoutes(mock.url).reset();
    const { code, output } = await cli(['--target', mock.url, '--dry-run', '--seed', '7']);
    expect(code, output).toBe(0);
    expect(output).toMatch(/--dry-run: \d+ requests to/);
    expect(output).toMatch(/^ {2}PUT \/api\/auth\/generate/m);
    expect(output).toContain('the sign-in chain is skipped: no --inbox or --inbox-command');
    expect(await devRoutes(mock.url).outbox()).toEqual([]);
  }, 60_000);

  it('without an inbox, says the sign-in chain was skipped and why', async () => {
    await devRoutes(mock.url).reset();
    const { code, output } = await cli(['--target', mock.url, '--max-requests', '40']);
    expect(code, output).toBe(0);
    expect(output).toMatch(/\| sign_in_flow \| skipped \| no --inbox or --inbox-command/);
    expect(output).toMatch(/request budget used up \(--max-requests 40\)/);
  }, 60_000);

  it('refuses bad options with one line that names the flag', async () => {
    const { code, output } = await cli(['--target', 'ftp://example.com']);
    expect(code).toBe(2);
    expect(output).toMatch(/^test:conformance: --target: must be an http\(s\) URL/);
  }, 30_000);
});
