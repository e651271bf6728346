// One table of the contract's documented answers and rules, met or not by each of the three parties
// that meet openapi.yaml: the site's browser tests, the backend under a conformance run and the live
// traffic through the proxy. A party whose coverage file is absent is "not run" throughout. A pair
// seen is not a pair met: met means produced and every check that ran on it held.

import {
  answerKey,
  type AnswerRow,
  behaviourRules,
  type CoverageRow,
  type CoverageSource,
  documentedAnswers,
  isAnswerRow,
  type RuleRow,
} from '../coverage';
import type { Contract } from '../contract-document';

export const sources: readonly CoverageSource[] = ['site', 'backend', 'live'];

export type Cell =
  | 'met'
  | 'met (forced)'
  | 'broken'
  | 'seen, unchecked'
  | 'seen (forced), unchecked'
  | 'not produced'
  | 'not run';

export interface JoinedAnswer extends Record<CoverageSource, Cell> {
  operation: string;
  status: string;
}

export interface JoinedRule extends Record<CoverageSource, Cell> {
  rule: string;
}

export interface Totals {
  /** Whether the source's file was there. */
  run: boolean;
  answersMet: number;
  /** Of those, met only by forced answers. */
  answersForced: number;
  /** Produced, and a check failed on it. */
  answersBroken: number;
  /** Produced, and no check ran on it. */
  answersUnchecked: number;
  rulesMet: number;
  rulesBroken: number;
  /** Whether the file has rule rows at all (the live traffic's has none: rules are not observable there). */
  rulesRun: boolean;
}

export interface JoinedReport {
  /** Each source's file, null when absent. */
  files: Record<CoverageSource, string | null>;
  answers: JoinedAnswer[];
  rules: JoinedRule[];
  totals: Record<CoverageSource, Totals> & { answers: number; rules: number };
  /** Rows a file has that openapi.yaml does not document (a stale file, a renamed operation). */
  unknown: string[];
}

export interface SourceRows {
  file: string;
  rows: CoverageRow[];
}

function answerCell(row: AnswerRow | undefined): Cell {
  if (row === undefined) return 'not run';
  if (!row.produced) return 'not produced';
  if (row.held === false) return 'broken';
  const forcedOnly = row.forced !== undefined && row.forced > 0 && row.forced === row.count;
  if (row.held === null) return forcedOnly ? 'seen (forced), unchecked' : 'seen, unchecked';
  return forcedOnly ? 'met (forced)' : 'met';
}

function ruleCell(row: RuleRow | undefined): Cell {
  if (row === undefined) return 'not run';
  if (!row.exercised) return 'not produced';
  if (row.held === false) return 'broken';
  return row.held === null ? 'seen, unchecked' : 'met';
}

export function joinCoverage(
  input: Partial<Record<CoverageSource, SourceRows>>,
  contract: Pick<Contract, 'operations' | 'behaviourDocument'>,
): JoinedReport {
  const answersBy = new Map<CoverageSource, Map<string, AnswerRow>>();
  const rulesBy = new Map<CoverageSource, Map<string, RuleRow>>();
  const documented = documentedAnswers(contract);
  const rules = behaviourRules(contract);
  const documentedKeys = new Set(
    documented.map(({ operation, status }) => answerKey(operation, status)),
  );
  const unknown: string[] = [];
  for (const source of sources) {
    const rows = input[source]?.rows ?? [];
    answersBy.set(source, new Map());
    rulesBy.set(source, new Map());
    for (const row of rows) {
      if (isAnswerRow(row)) {
        const key = answerKey(row.operation, row.status);
        if (!documentedKeys.has(key)) unknown.push(`${source}: ${key}`);
        answersBy.get(source)?.set(key, row);
      } else {
        if (!rules.includes(row.rule)) unknown.push(`${source}: rule ${row.rule}`);
        rulesBy.get(source)?.set(row.rule, row);
      }
    }
  }
  const cells = <T>(cell: (source: CoverageSource) => T) =>
    Object.fromEntries(sources.map((source) => [source, cell(source)])) as Record<
      CoverageSource,
      T
    >;
  const answers = documented.map(({ operation, status }) => ({
    operation,
    status,
    ...cells((source) =>
      input[source]
        ? answerCell(answersBy.get(source)?.get(answerKey(operation, status)))
        : 'not run',
    ),
  }));
  const joinedRules = rules.map((rule) => ({
    rule,
    ...cells((source) => ruleCell(rulesBy.get(source)?.get(rule))),
  }));
  const totals = cells((source) => ({
    run: input[source] !== undefined,
    answersMet: answers.filter((row) => row[source].startsWith('met')).length,
    answersForced: answers.filter((row) => row[source] === 'met (forced)').length,
    answersBroken: answers.filter((row) => row[source] === 'broken').length,
    answersUnchecked: answers.filter((row) => row[source].startsWith('seen')).length,
    rulesMet: joinedRules.filter((row) => row[source] === 'met').length,
    rulesBroken: joinedRules.filter((row) => row[source] === 'broken').length,
    rulesRun: (rulesBy.get(source)?.size ?? 0) > 0,
  }));
  return {
    files: cells((source) => input[source]?.file ?? null),
    answers,
    rules: joinedRules,
    totals: { ...totals, answers: answers.length, rules: joinedRules.length },
    unknown,
  };
}

const headings: Record<CoverageSource, string> = {
  site: 'Site (browser tests)',
  backend: 'Backend (conformance)',
  live: 'Live (proxy)',
};

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

function total(report: JoinedReport, source: CoverageSource): string {
  const totals = report.totals[source];
  if (!totals.run) return 'not run';
  const forced = totals.answersForced > 0 ? ` (${totals.answersForced} forced)` : '';
  const rules = totals.rulesRun
    ? `${totals.rulesMet}/${report.totals.rules}, ${totals.rulesBroken} broken`
    : 'not run';
  return `${totals.answersMet}/${report.totals.answers}${forced}, ${totals.answersBroken} broken, ${totals.answersUnchecked} seen but unchecked; rules ${rules}`;
}

/** The report as Markdown: totals first, then every documented answer, then every rule. */
export function joinedMarkdown(report: JoinedReport): string {
  const names = sources.map((source) => headings[source]);
  const lines = [
    '### Contract coverage: site, backend, live traffic',
    '',
    row(['Source', 'File', 'Met']),
    row(['---', '---', '---']),
    ...sources.map((source) =>
      row([headings[source], report.files[source] ?? '(absent)', total(report, source)]),
    ),
    '',
    `#### Documented answers (${report.totals.answers})`,
    '',
    row(['Operation', 'Status', ...names]),
    row(['---', '---', ...names.map(() => '---')]),
    ...report.answers.map((answer) =>
      row([answer.operation, answer.status, ...sources.map((source) => answer[source])]),
    ),
    '',
    `#### x-behaviour rules (${report.totals.rules})`,
    '',
    row(['Rule', ...names]),
    row(['---', ...names.map(() => '---')]),
    ...report.rules.map((rule) => row([rule.rule, ...sources.map((source) => rule[source])])),
    '',
  ];
  if (report.unknown.length > 0) {
    lines.push('Rows that openapi.yaml does not document (a stale file?):', '');
    for (const item of report.unknown) lines.push(`- ${item}`);
    lines.push('');
  }
  return lines.join('\n');
}
