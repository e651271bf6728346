// What a run found, for people (Markdown) and for CI (JUnit XML), with a conformance score.
//
// The score, as Microcks weighs it: each operation counts the same, whatever its number of
// requests. An operation's score is the share of its checks that passed (a check passes when none
// of its findings failed; a skipped check, one that could not run, counts as not passed: the score
// says what was shown, not what was hoped); the overall score is the mean of the operations'
// scores, over the operations where at least one check ran.

import type { CheckName } from './checks';
import type { Finding, OperationResult, RunResult } from './run-types';
import { coverageMarkdown, runCoverage } from './run-coverage';
import { stampOf, toolkit, versionLine } from './toolkit';
import { escapeXml as escapeMarkup } from './xml';

// Characters XML 1.0 cannot hold even escaped: control characters and lone surrogates, which
// generated inputs do contain.
const notXml = new RegExp(
  [
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]',
    '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])',
    '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  ].join('|'),
  'g',
);

/** Text safe in XML 1.0: escaped, with what XML cannot hold written as \uXXXX. */
export const escapeXml = (text: string) =>
  escapeMarkup(
    text.replace(notXml, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );

export type CheckState =
  | { state: 'passed'; count: number }
  | { state: 'failed'; count: number; failures: Finding[] }
  | { state: 'skipped'; reason: string };

export function stateOf(result: OperationResult, check: CheckName): CheckState {
  const findings = result.findings.filter((finding) => finding.check === check);
  const failures = findings.filter((finding) => !finding.ok);
  if (failures.length > 0) return { state: 'failed', count: findings.length, failures };
  if (findings.length > 0) return { state: 'passed', count: findings.length };
  return {
    state: 'skipped',
    reason: result.skipped.get(check) ?? 'no request of this run reached it',
  };
}

export interface Score {
  passed: number;
  ran: number;
  skipped: number;
  /** Every check of the operation: the score's denominator. */
  total: number;
  /** 0 to 1; undefined when no check ran. */
  score?: number;
}

export function scoreOf(result: OperationResult): Score {
  const states = result.checks.map((check) => stateOf(result, check));
  const ran = states.filter((state) => state.state !== 'skipped').length;
  const passed = states.filter((state) => state.state === 'passed').length;
  const total = states.length;
  return {
    passed,
    ran,
    skipped: total - ran,
    total,
    ...(ran > 0 ? { score: passed / total } : {}),
  };
}

export function overallScore(run: RunResult): number | undefined {
  const scores = run.operations
    .map(scoreOf)
    .flatMap((score) => (score.score === undefined ? [] : [score.score]));
  return scores.length === 0
    ? undefined
    : scores.reduce((sum, score) => sum + score, 0) / scores.length;
}

export const percent = (score: number | undefined) =>
  score === undefined ? 'n/a' : `${(score * 100).toFixed(1).replace(/\.0$/, '')}%`;

const name = (result: OperationResult) =>
  `${result.op.method} ${result.op.path} (${result.op.operationId})`;

/** A request as one line: method, path and the body, cut short. */
export function describeRequest(finding: Finding): string {
  const { method, path, body } = finding.request;
  const shown = body === undefined ? '' : ` ${body.length > 160 ? `${body.slice(0, 160)}…` : body}`;
  return `${method} ${path}${shown}`;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function markdown(run: RunResult): string {
  const lines = [
    `# Conformance of ${run.target} to openapi.yaml`,
    '',
    `${versionLine(stampOf(run.contract))}.`,
    '',
    `Overall score: **${percent(overallScore(run))}** (each operation weighs the same). ${run.sent} requests, seed ${run.seed}.`,
    '',
  ];
  for (const result of run.operations) {
    const score = scoreOf(result);
    const skipped = score.skipped > 0 ? `; ${score.skipped} skipped, counted as not passed` : '';
    lines.push(
      `## ${name(result)}: ${percent(score.score)} (${score.passed}/${score.total} checks passed${skipped})`,
      '',
    );
    lines.push('| check | result | detail |', '| --- | --- | --- |');
    for (const check of result.checks) {
      const state = stateOf(result, check);
      const detail =
        state.state === 'skipped'
          ? state.reason
          : state.state === 'passed'
            ? `${state.count} answers`
            : `${state.failures.length} of ${state.count} failed; first: ${state.failures[0]?.detail ?? ''}`;
      const shown = state.state === 'skipped' ? 'skipped (not passed)' : state.state;
      lines.push(`| ${check} | ${shown} | ${cell(detail)} |`);
    }
    const failures = result.checks.flatMap((check) => {
      const state = stateOf(result, check);
      return state.state === 'failed' ? state.failures.slice(0, 3) : [];
    });
    if (failures.length > 0) {
      lines.push('', 'Failures (up to three per check):', '');
      for (const failure of failures) {
        lines.push(
          `- **${failure.check}** (${failure.label}): ${failure.detail ?? ''}${failure.pointer ? ` at \`${failure.pointer}\`` : ''}`,
          `  - request: \`${describeRequest(failure).replaceAll('`', "'")}\`${failure.status === undefined ? '' : ` → ${failure.status}`}`,
        );
      }
    }
    lines.push('');
  }
  lines.push(coverageMarkdown(runCoverage(run), run.contract));
  return lines.join('\n');
}

/** JUnit XML: a test suite per operation, a test case per check (failure, skipped or passed). */
export function junit(run: RunResult): string {
  const stamp = stampOf(run.contract);
  // Each suite names what judged it: readers keep a suite's properties, few keep the root's.
  const properties = (score: string) =>
    [
      ['score', score],
      ['toolkit', toolkit],
      ['contract.version', stamp.version],
      ['contract.hash', stamp.hash],
    ]
      .map(([key, value]) => `<property name="${key}" value="${escapeXml(value ?? '')}"/>`)
      .join('');
  const suites = run.operations.map((result) => {
    const cases = result.checks.map((check) => {
      const state = stateOf(result, check);
      const open = `    <testcase classname="${escapeXml(result.op.operationId)}" name="${check}"`;
      if (state.state === 'passed') return `${open}/>`;
      if (state.state === 'skipped')
        return `${open}>\n      <skipped message="${escapeXml(`not run, counted as not passed: ${state.reason}`)}"/>\n    </testcase>`;
      const text = state.failures
        .map(
          (failure) =>
            `${failure.label}: ${failure.detail ?? ''}${failure.pointer ? ` (at ${failure.pointer})` : ''}\n  ${describeRequest(failure)}${failure.status === undefined ? '' : ` -> ${failure.status}`}`,
        )
        .join('\n');
      const message = state.failures[0]?.detail ?? 'failed';
      return `${open}>\n      <failure message="${escapeXml(message)}" type="${check}">${escapeXml(text)}</failure>\n    </testcase>`;
    });
    const states = result.checks.map((check) => stateOf(result, check).state);
    const count = (wanted: string) => states.filter((state) => state === wanted).length;
    return [
      `  <testsuite name="${escapeXml(name(result))}" tests="${states.length}" failures="${count('failed')}" errors="0" skipped="${count('skipped')}">`,
      `    <properties>${properties(percent(scoreOf(result).score))}</properties>`,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  const all = run.operations.flatMap((result) =>
    result.checks.map((check) => stateOf(result, check).state),
  );
  const total = (wanted: string) => all.filter((state) => state === wanted).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="conformance ${escapeXml(run.target)}" tests="${all.length}" failures="${total('failed')}" errors="0" skipped="${total('skipped')}">`,

    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
