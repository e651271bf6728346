// `--coverage` against our mock, in-process with the opt-ins (clocked-run.ts): a row for every
// documented answer, produced exactly when the run heard that status from that operation, and
// every x-behaviour rule exercised but the lock after 100 failures, which no check can reach.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerKey,
  documentedAnswers,
  isAnswerRow,
  type RuleRow,
} from '@testbeam/contract/src/coverage';
import { markdown } from '@testbeam/contract/src/report';
import { contract } from '@testbeam/contract/src/repository-contract';
import { runCoverage } from '@testbeam/contract/src/run-coverage';
import type { RunResult } from '@testbeam/contract/src/run-types';
import { clockedRun, startClockedMock } from './clocked-run';

let mock: Awaited<ReturnType<typeof startClockedMock>>;
let run: RunResult;

beforeAll(async () => {
  mock = await startClockedMock({ RATE_LIMIT_LOGIN_URL: '3' });
  run = await clockedRun(mock.url, mock, mock.clock, { seed: 5 });
}, 120_000);

afterAll(() => mock?.stop());

describe('the coverage of a run against the mock', () => {
  it('has a row for every documented pair, produced exactly when the run heard it', () => {
    const answers = runCoverage(run).filter(isAnswerRow);
    const documented = documentedAnswers(contract).map((pair) =>
      answerKey(pair.operation, pair.status),
    );
    expect(answers.map((row) => answerKey(row.operation, row.status))).toEqual(documented);
    const heard = new Set(run.heard.map((answer) => answerKey(answer.operation, answer.status)));
    for (const row of answers) {
      const key = answerKey(row.operation, row.status);
      expect(row.produced, key).toBe(heard.has(key));
      expect(row.checked.length > 0, key).toBe(row.produced);
      expect(row.count ?? 0, key).toBe(
        run.heard.filter((answer) => answerKey(answer.operation, answer.status) === key).length,
      );
    }
  });

  it('produces the answers its checks provoke, and none that only a failing backend gives', () => {
    const produced = new Set(
      runCoverage(run)
        .filter(isAnswerRow)
        .filter((row) => row.produced)
        .map((row) => answerKey(row.operation, row.status)),
    );
    for (const key of [
      'getGoogleLoginUrl 429', // --spend-rate-limit
      'sendCode 429', // resend_cooldown
      'verifyCode 200', // the sign-in chain
      'verifyCode 401',
      'requestWhitelist 409', // whitelist_duplicates, waitlist_separate
      'sendContact 403', // bot_check_refusal
      'sendContact 413',
      'sendContact 415',
    ])
      expect(produced, key).toContain(key);
    for (const status of ['500', '503', '507'])
      expect([...produced].filter((key) => key.endsWith(` ${status}`))).toEqual([]);
    const sendCode429 = runCoverage(run)
      .filter(isAnswerRow)
      .find((row) => answerKey(row.operation, row.status) === 'sendCode 429');
    expect(sendCode429?.checked).toContain('resend_cooldown');
  });

  it('exercises every x-behaviour rule but the lock after 100 failures', () => {
    const rules = runCoverage(run).filter((row): row is RuleRow => !isAnswerRow(row));
    expect(rules.filter((row) => !row.exercised).map((row) => row.rule)).toEqual([
      'failedChecks.consecutiveBeforeLock',
      'failedChecks.lockMinutes',
    ]);
    expect(rules.find((row) => row.rule === 'code.lifetimeMinutes')?.checked).toEqual([
      'code_lifetime',
    ]);
  });

  it('lists the pairs never produced first in the Markdown, each with how to provoke it', () => {
    const text = markdown(run);
    const never = text.indexOf('### Never produced');
    const produced = text.indexOf('### Produced');
    expect(never).toBeGreaterThan(0);
    expect(produced).toBeGreaterThan(never);
    const section = text.slice(never, produced);
    expect(section).toMatch(
      /\| requestWhitelist \(POST \/api\/auth\/whitelist\) \| 507 \| only a failing backend/,
    );
    expect(text.slice(produced)).not.toMatch(/\| 507 \|/);
  });
});
