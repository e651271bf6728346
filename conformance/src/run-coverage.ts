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
  stateOfRow,
} from './coverage';
import { behaviourCheckNames } from './behaviour-names';
import type { CheckName } from './checks';
import type { Contract } from './contract-document';
import { ruleChecks } from './rule-checks';
import type { RunResult } from './run-types';

/** Whether `check` ran (has a finding, passed or failed) on `operation`, or on any. */
const ran = (run: RunResult, check: CheckName, operation?: string) =>
  run.operations.some(
    (result) =>
      (operation === undefined || result.op.operationId === operation) &&
      result.findings.some((finding) => finding.check === check),
  );

/** Whether `check` failed on `operation` (or on any). */
const failedOn = (run: RunResult, check: string, operation?: string) =>
  run.operations.some(
    (result) =>
      (operation === undefined || result.op.operationId === operation) &&
      result.findings.some((finding) => finding.check === check && !finding.ok),
  );

/** The checks that judge several answers together (credited to each), not one answer alone. */
const overSeveral = (check: string) =>
  check === 'sign_in_flow' || (behaviourCheckNames as string[]).includes(check);

const unique = <T>(values: T[]) => [...new Set(values)];

export function runCoverage(run: RunResult): CoverageRow[] {
  const judged = new Set(
    run.contract.operations
      .filter((op) => ran(run, 'rate_limit_headers', op.operationId))
      .map((op) => op.operationId),
  );
  const met = new Map<string, { checked: string[]; failed: string[]; count: number }>();
  for (const answer of run.heard) {
    const key = answerKey(answer.operation, answer.status);
    const seen = met.get(key) ?? { checked: [], failed: [], count: 0 };
    const checks = [
      ...answer.checks,
      ...(answer.limited && judged.has(answer.operation) ? ['rate_limit_headers'] : []),
    ];
    // A per-answer check failed on this very answer; a check over several answers (the sign-in
    // chain, a behaviour, the rate-limit headers) failed on the operation it credited this one to.
    const failed = checks.filter((check) =>
      overSeveral(check)
        ? failedOn(run, check, answer.operation)
        : answer.failed.includes(check as CheckName),
    );
    met.set(key, {
      checked: unique([...seen.checked, ...checks]),
      failed: unique([...seen.failed, ...failed]),
      count: seen.count + 1,
    });
  }
  const exercised = new Map<string, { checked: string[]; failed: string[] }>();
  for (const [rule, checks] of Object.entries(ruleChecks(run.contract))) {
    const ranChecks = checks.filter(({ check, operation }) => ran(run, check, operation));
    if (ranChecks.length === 0) continue;
    exercised.set(rule, {
      checked: unique(ranChecks.map(({ check }) => check)),
      failed: unique(
        ranChecks
          .filter(({ check, operation }) => failedOn(run, check, operation))
          .map(({ check }) => check),
      ),
    });
  }
  return coverageRows(run.contract, met, exercised);
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
const pair = (row: AnswerRow, contract: Contract) => {
  const op = contract.operationById(row.operation);
  return `${row.operation} (${op.method} ${op.path}) | ${row.status}`;
};

/** Rows met and how many: the figures --min-coverage is held to. */
export function coverageTotals(rows: CoverageRow[]) {
  const answers = rows.filter(isAnswerRow);
  const rules = rows.filter((row): row is RuleRow => !isAnswerRow(row));
  const met = (list: CoverageRow[]) => list.filter((row) => stateOfRow(row) === 'met').length;
  return {
    pairs: { met: met(answers), of: answers.length },
    rules: { met: met(rules), of: rules.length },
  };
}

const stateCell = (row: CoverageRow) => {
  const state = stateOfRow(row);
  return state === 'broken' ? `broken (${(row.failed ?? []).join(', ')})` : state;
};

/**
 * The coverage section of the Markdown report: never produced first (with how to provoke each),
 * then those produced, each met (held), broken (a check failed on it) or seen but unchecked, then
 * the rules the same way.
 */
export function coverageMarkdown(rows: CoverageRow[], contract: Contract): string {
  const answers = rows.filter(isAnswerRow);
  const rules = rows.filter((row): row is RuleRow => !isAnswerRow(row));
  const never = answers.filter((row) => !row.produced);
  const produced = answers.filter((row) => row.produced);
  const count = (list: CoverageRow[], state: string) =>
    list.filter((row) => stateOfRow(row) === state).length;
  const tally = (list: CoverageRow[]) =>
    `${count(list, 'met')} met, ${count(list, 'broken')} broken, ${count(list, 'unchecked')} seen but unchecked, ${count(list, 'not produced')} not produced`;
  return [
    '## Coverage of the documented answers',
    '',
    `Documented answers (${answers.length}): ${tally(answers)}. x-behaviour rules (${rules.length}): ${tally(rules)}.`,
    '',
    `### Never produced (${never.length})`,
    '',
    '| operation | status | how to provoke it |',
    '| --- | --- | --- |',
    ...never.map(
      (row) => `| ${pair(row, contract)} | ${cell(howToProvoke(row.operation, row.status))} |`,
    ),
    '',
    `### Produced (${produced.length})`,
    '',
    '| operation | status | answers | state | checks that saw it |',
    '| --- | --- | --- | --- | --- |',
    ...produced.map(
      (row) =>
        `| ${pair(row, contract)} | ${row.count ?? ''} | ${stateCell(row)} | ${row.checked.join(', ')} |`,
    ),
    '',
    `### x-behaviour rules (${rules.length})`,
    '',
    '| rule | state | checks |',
    '| --- | --- | --- |',
    ...rules.map((row) => `| ${row.rule} | ${stateCell(row)} | ${row.checked.join(', ')} |`),
    '',
  ].join('\n');
}
