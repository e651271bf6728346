import { describe, expect, it } from 'vitest';
import { isAnswerRow, type RuleRow } from './coverage';
import { contract, operationById, operations } from './repository-contract';
import { checksOf } from './check-scope';
import { coverageMarkdown, howToProvoke, runCoverage } from './run-coverage';
import type { OperationResult, RunResult } from './run-types';

const post = { method: 'POST', path: '/api/auth/generate' };
const result = (id: string, findings: OperationResult['findings'] = []): OperationResult => ({
  op: operationById(id),
  checks: checksOf(operationById(id)),
  findings,
  skipped: new Map(),
});
const run = (heard: RunResult['heard'], results: OperationResult[]): RunResult => ({
  contract,
  target: 'http://127.0.0.1:9',
  seed: 1,
  operations: operations.map(
    (op) => results.find((one) => one.op.operationId === op.operationId) ?? result(op.operationId),
  ),
  heard,
  sent: heard.length,
  answered: heard.length,
  rateLimited: 0,
});

describe('runCoverage', () => {
  const sendCode = result('sendCode', [
    { check: 'resend_cooldown', ok: true, label: 'resend_cooldown', request: post },
    { check: 'rate_limit_headers', ok: true, label: 'every answer', request: post },
  ]);
  const verifyCode = result('verifyCode');
  verifyCode.skipped.set('code_lifetime', 'opt-in: --slow');
  const rows = runCoverage(
    run(
      [
        {
          operation: 'sendCode',
          status: 200,
          checks: ['not_a_server_error'],
          failed: [],
          limited: true,
        },
        {
          operation: 'sendCode',
          status: 429,
          checks: ['resend_cooldown'],
          failed: [],
          limited: false,
        },
        {
          operation: 'sendCode',
          status: 200,
          checks: ['positive_data_acceptance'],
          failed: [],
          limited: true,
        },
        { operation: 'sendCode', status: 418, checks: [], failed: [], limited: false },
        {
          operation: 'sendCode',
          status: 400,
          checks: ['response_schema_conformance'],
          failed: ['response_schema_conformance'],
          limited: false,
        },
        { operation: 'verifyCode', status: 401, checks: [], failed: [], limited: false },
      ],
      [sendCode, verifyCode],
    ),
  );

  it('marks the pairs heard, counts them and joins the checks that saw them', () => {
    const answers = rows.filter(isAnswerRow);
    expect(answers.filter((row) => row.produced)).toEqual([
      {
        operation: 'sendCode',
        status: '200',
        produced: true,
        checked: ['not_a_server_error', 'rate_limit_headers', 'positive_data_acceptance'],
        count: 2,
        held: true,
      },
      {
        operation: 'sendCode',
        status: '400',
        produced: true,
        checked: ['response_schema_conformance'],
        count: 1,
        held: false,
        failed: ['response_schema_conformance'],
      },
      {
        operation: 'sendCode',
        status: '429',
        produced: true,
        checked: ['resend_cooldown'],
        count: 1,
        held: true,
      },
      { operation: 'verifyCode', status: '401', produced: true, checked: [], count: 1, held: null },
    ]);
    // An undocumented status is status_code_conformance's failure, not a coverage row.
    expect(answers.some((row) => row.status === '418')).toBe(false);
  });

  it('counts a rule exercised only when one of its checks ran, on its operation', () => {
    const rule = (name: string) =>
      rows.find((row): row is RuleRow => !isAnswerRow(row) && row.rule === name);
    expect(rule('code.resendCooldownSeconds')).toMatchObject({
      exercised: true,
      checked: ['resend_cooldown'],
      held: true,
    });
    expect(rule('code.lifetimeMinutes')).toMatchObject({ exercised: false, checked: [] });
    expect(rule('rateLimit.perWindow.sendCode')).toMatchObject({ exercised: true });
    expect(rule('rateLimit.perWindow.verifyCode')).toMatchObject({ exercised: false });
  });

  it('writes the never-produced pairs first, with how to provoke each', () => {
    const text = coverageMarkdown(rows, contract);
    expect(text).toContain(
      'Documented answers (41): 2 met, 1 broken, 1 seen but unchecked, 37 not produced. x-behaviour rules (18): 3 met, 0 broken, 0 seen but unchecked, 15 not produced.',
    );
    const never = text.indexOf('### Never produced (37)');
    const produced = text.indexOf('### Produced (4)');
    expect(never).toBeGreaterThan(-1);
    expect(produced).toBeGreaterThan(never);
    expect(text.slice(never, produced)).toContain(
      '| getGoogleLoginUrl (GET /api/auth/oauth/google/loginUrl) | 429 | `--spend-rate-limit` uses up its window |',
    );
    expect(text.slice(produced)).toContain(
      '| sendCode (POST /api/auth/generate) | 429 | 1 | met | resend_cooldown |',
    );
    expect(text.slice(produced)).toContain(
      '| sendCode (POST /api/auth/generate) | 400 | 1 | broken (response_schema_conformance) | response_schema_conformance |',
    );
    expect(text.slice(produced)).toContain(
      '| verifyCode (POST /api/auth/validate) | 401 | 1 | unchecked |  |',
    );
  });

  it('marks a pair broken when a check over several answers failed on its operation', () => {
    const failedCooldown = result('sendCode', [
      { check: 'resend_cooldown', ok: false, label: 'resend_cooldown', request: post, detail: 'x' },
    ]);
    const [row] = runCoverage(
      run(
        [
          {
            operation: 'sendCode',
            status: 200,
            checks: ['resend_cooldown'],
            failed: [],
            limited: false,
          },
        ],
        [failedCooldown],
      ),
    ).filter((one) => isAnswerRow(one) && one.produced);
    expect(row).toMatchObject({ held: false, failed: ['resend_cooldown'] });
  });

  it('says how to provoke the answers only a failing backend gives', () => {
    for (const status of ['500', '503', '507'])
      expect(howToProvoke('requestWhitelist', status)).toMatch(/scenario or `Prefer/);
    expect(howToProvoke('verifyCode', '403')).toMatch(/foreign Host/);
  });
});
