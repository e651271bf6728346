// A run's contract coverage (`--coverage FILE`): which documented (operation, status) pairs the
// target produced, with the checks that saw each, and which x-behaviour rules the run exercised
// (rule-checks.ts), in coverage.ts's row shape; and its section of the Markdown report, the pairs
// never produced first, each with how to provoke it where that is known.

import {
  answerKey,
  type AnswerRow,
  coverageRows,
  type CoverageRow,
  isAnswerRow,
  type RuleRow,
} from './coverage';
import type { CheckName } from './checks';
import { operationById, operations } from './contract-document';
import { ruleChecks } from './rule-checks';
import type { RunResult } from './run-types';

/** Whether `check` ran (has a finding, passed or failed) on `operation`, or on any. */
const ran = (run: RunResult, check: CheckName, operation?: string) =>
  run.operations.some(
    (result) =>
      (operation === undefined || result.op.operationId === operation) &&
      result.findings.some((finding) => finding.check === check),
  );

export function runCoverage(run: RunResult): CoverageRow[] {
  const judged = new Set(
    operations
      .filter((op) => ran(run, 'rate_limit_headers', op.operationId))
      .map((op) => op.operationId),
  );
  const met = new Map<string, { checked: string[]; count: number }>();
  for (const answer of run.heard) {
    const key = answerKey(answer.operation, answer.status);
    const seen = met.get(key) ?? { checked: [], count: 0 };
    const checks = [
      ...answer.checks,
      ...(answer.limited && judged.has(answer.operation) ? ['rate_limit_headers'] : []),
    ];
    met.set(key, { checked: [...new Set([...seen.checked, ...checks])], count: seen.count + 1 });
  }
  const exercised = new Map<string, string[]>();
  for (const [rule, checks] of Object.entries(ruleChecks)) {
    const names = checks
      .filter(({ check, operation }) => ran(run, check, operation))
      .map(({ check }) => check);
    if (names.length > 0) exercised.set(rule, [...new Set(names)]);
  }
  return coverageRows(met, exercised);
}

const forced =
  'only a failing backend answers it; the mock forces it with a scenario or `Prefer: code=NNN`';

/** How to make the target give a documented answer the run never got, where that is known. */
export function howToProvoke(operation: string, status: string): string {
  const specific: Record<string, string> = {
    'getGoogleLoginUrl 429': '`--spend-rate-limit` uses up its window',
    'sendCode 429': 'resend_cooldown sends it (a second send within the cooldown)',
    'verifyCode 429':
      'its window used up, or 100 failures for one address: the run waits windows out and locks no address',
    'verifyCode 200': 'the sign-in chain, with `--inbox` or `--inbox-command`',
    'requestWhitelist 409': 'whitelist_duplicates sends it (the same address twice)',
    'sendContact 200':
      'a real bot-check token, which the run cannot get (the mock issues them at /__mock/recaptcha)',
    'sendContact 403': 'bot_check_refusal sends it (no token)',
  };
  const byStatus: Record<string, string> = {
    '403': 'a foreign Host or a cross-site Origin, which the run never sends',
    '429': 'its rate-limit window used up: the run waits windows out rather than spend them',
    '500': forced,
    '503': forced,
    '507': forced,
  };
  return (
    specific[answerKey(operation, status)] ??
    byStatus[status] ??
    'every run sends a request the contract answers so: see the checks above'
  );
}

const cell = (text: string) => text.replaceAll('|', '\\|');
const pair = (row: AnswerRow) =>
  `${row.operation} (${operationById(row.operation).method} ${operationById(row.operation).path}) | ${row.status}`;

/** The coverage section of the Markdown report: never produced first, then produced, then rules. */
export function coverageMarkdown(rows: CoverageRow[]): string {
  const answers = rows.filter(isAnswerRow);
  const rules = rows.filter((row): row is RuleRow => !isAnswerRow(row));
  const never = answers.filter((row) => !row.produced);
  const produced = answers.filter((row) => row.produced);
  const exercised = rules.filter((row) => row.exercised);
  return [
    '## Coverage of the documented answers',
    '',
    `${produced.length} of ${answers.length} documented answers produced; ${exercised.length} of ${rules.length} x-behaviour rules exercised.`,
    '',
    `### Never produced (${never.length})`,
    '',
    '| operation | status | how to provoke it |',
    '| --- | --- | --- |',
    ...never.map((row) => `| ${pair(row)} | ${cell(howToProvoke(row.operation, row.status))} |`),
    '',
    `### Produced (${produced.length})`,
    '',
    '| operation | status | answers | checks that saw it |',
    '| --- | --- | --- | --- |',
    ...produced.map((row) => `| ${pair(row)} | ${row.count ?? ''} | ${row.checked.join(', ')} |`),
    '',
    `### x-behaviour rules (${exercised.length} of ${rules.length} exercised)`,
    '',
    '| rule | exercised | checks |',
    '| --- | --- | --- |',
    ...rules.map(
      (row) => `| ${row.rule} | ${row.exercised ? 'yes' : 'no'} | ${row.checked.join(', ')} |`,
    ),
    '',
  ].join('\n');
}
