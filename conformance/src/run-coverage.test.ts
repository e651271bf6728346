import { describe, expect, it } from 'vitest';
import { isAnswerRow, type RuleRow } from './coverage';
import { operationById, operations } from './contract-document';
import { coverageMarkdown, howToProvoke, runCoverage } from './run-coverage';
import type { OperationResult, RunResult } from './run-types';

const post = { method: 'POST', path: '/api/auth/generate' };
const result = (id: string, findings: OperationResult['findings'] = []): OperationResult => ({
  op: operationById(id),
  findings,
  skipped: new Map(),
});
const run = (heard: RunResult['heard'], results: OperationResult[]): RunResult => ({
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
        { operation: 'sendCode', status: 200, checks: ['not_a_server_error'], limited: true },
        { operation: 'sendCode', status: 429, checks: ['resend_cooldown'], limited: false },
        { operation: 'sendCode', status: 200, checks: ['positive_data_acceptance'], limited: true },
        { operation: 'sendCode', status: 418, checks: [], limited: false },
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
      },
      {
        operation: 'sendCode',
        status: '429',
        produced: true,
        checked: ['resend_cooldown'],
        count: 1,
      },
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
    });
    expect(rule('code.lifetimeMinutes')).toMatchObject({ exercised: false, checked: [] });
    expect(rule('rateLimit.perWindow.sendCode')).toMatchObject({ exercised: true });
    expect(rule('rateLimit.perWindow.verifyCode')).toMatchObject({ exercised: false });
  });

  it('writes the never-produced pairs first, with how to provoke each', () => {
    const text = coverageMarkdown(rows);
    expect(text).toContain('2 of 41 documented answers produced; 3 of 18 x-behaviour rules');
    const never = text.indexOf('### Never produced (39)');
    const produced = text.indexOf('### Produced (2)');
    expect(never).toBeGreaterThan(-1);
    expect(produced).toBeGreaterThan(never);
    expect(text.slice(never, produced)).toContain(
      '| getGoogleLoginUrl (GET /api/auth/oauth/google/loginUrl) | 429 | `--spend-rate-limit` uses up its window |',
    );
    expect(text.slice(produced)).toContain(
      '| sendCode (POST /api/auth/generate) | 429 | 1 | resend_cooldown |',
    );
  });

  it('says how to provoke the answers only a failing backend gives', () => {
    for (const status of ['500', '503', '507'])
      expect(howToProvoke('requestWhitelist', status)).toMatch(/scenario or `Prefer/);
    expect(howToProvoke('verifyCode', '403')).toMatch(/foreign Host/);
  });
});
