// The verdict on what the proxy saw: which (operation, status) pairs the traffic had, which answers
// of the upstream broke the contract (with the journal's requests where it still holds them), and
// the exit code. Request-side violations are the caller's, not the upstream's: listed, never failing.

import {
  answerKey,
  type AnswerRow,
  type CoverageRow,
  coverageRows,
  documentedAnswers,
} from '../coverage';
import type { Contract } from '../contract-document';
import { type JournalAnswer, type Observed, type Violation, violationKey } from './observed';

export interface PairSeen {
  operation: string | null;
  status: string;
  count: number;
  forced: number;
  /** Whether openapi.yaml documents this status for this operation. */
  documented: boolean;
}

export interface Finding {
  violation: Violation;
  /** How many answers had it (the records' count; the journal's for a saved HAR). */
  count: number;
  /** The journal's entries that had it, oldest first. */
  seen: JournalAnswer[];
  /** How many of `count` the journal no longer holds (rotated out of its ring). */
  rotated: number;
}

export interface Verdict {
  source: string;
  pairs: PairSeen[];
  /** Violations in the upstream's answers: each fails the verdict. */
  upstream: Finding[];
  /** Violations in the requests sent to it: reported, not failing. */
  requests: Finding[];
  /** Upstream violations whose requests rotated out of the journal. */
  rotated: number;
  /**
   * Answers with at least one upstream violation, counted over the journal's entries: one answer
   * that breaks three rules is one answer, and a mock read live and its saved HAR count the same.
   */
  violatingAnswers: number;
  /** Calls the upstream never answered (unreachable, timed out), when the records count them. */
  failed: number;
  exitCode: 0 | 1 | 2;
  /** Why the exit code is 2, when it is. */
  incomplete: string | undefined;
}

const pairKey = (operation: string | null, status: string) => answerKey(operation ?? '-', status);

function pairsSeen(observed: Observed, all: Finding[], contract: Contract): PairSeen[] {
  const documentedKeys = new Set(
    documentedAnswers(contract).map(({ operation, status }) => answerKey(operation, status)),
  );
  const pairs = new Map<string, PairSeen>();
  const add = (operation: string | null, status: string, count: number, forced: number) => {
    const key = pairKey(operation, status);
    const pair = pairs.get(key) ?? {
      operation,
      status,
      count: 0,
      forced: 0,
      documented: operation !== null && documentedKeys.has(answerKey(operation, status)),
    };
    pair.count += count;
    pair.forced += forced;
    pairs.set(key, pair);
  };
  if (observed.records) {
    for (const answer of observed.records.answers) {
      add(answer.operation, answer.status, answer.count, answer.forced);
    }
  } else {
    for (const answer of observed.journal) {
      if (answer.fromUpstream || answer.forced)
        add(answer.operation, answer.status, 1, answer.forced ? 1 : 0);
    }
  }
  // An answer that broke the contract is an answer seen, even if the records' counters missed it.
  for (const finding of all) {
    const { operation, status, direction } = finding.violation;
    if (direction === 'response' && !pairs.has(pairKey(operation, status))) {
      add(operation, status, finding.count, 0);
    }
  }
  return [...pairs.values()];
}

function findings(observed: Observed): Finding[] {
  const seen = new Map<string, JournalAnswer[]>();
  const byKey = new Map<string, Violation>();
  for (const answer of observed.journal) {
    for (const key of new Set(answer.violations.map(violationKey))) {
      seen.set(key, [...(seen.get(key) ?? []), answer]);
    }
    for (const violation of answer.violations) byKey.set(violationKey(violation), violation);
  }
  if (observed.records === null) {
    return [...byKey.entries()].map(([key, violation]) => {
      const entries = seen.get(key) ?? [];
      return { violation, count: entries.length, seen: entries, rotated: 0 };
    });
  }
  return observed.records.violations.map((counted) => {
    const violation: Violation = {
      direction: counted.direction,
      operation: counted.operation,
      status: counted.status,
      pointer: counted.pointer,
      expected: counted.expected,
    };
    const entries = seen.get(violationKey(violation)) ?? [];
    return {
      violation,
      count: counted.count,
      seen: entries,
      rotated: Math.max(0, counted.count - entries.length),
    };
  });
}

export function judge(observed: Observed, contract: Contract): Verdict {
  const all = findings(observed);
  const upstream = all.filter((finding) => finding.violation.direction === 'response');
  const requests = all.filter((finding) => finding.violation.direction === 'request');
  const pairs = pairsSeen(observed, all, contract);
  const violatingAnswers = observed.journal.filter((answer) =>
    answer.violations.some((violation) => violation.direction === 'response'),
  ).length;
  const rotated = upstream.reduce((sum, finding) => sum + finding.rotated, 0);
  const answered = pairs.reduce((sum, pair) => sum + pair.count - pair.forced, 0);
  let incomplete: string | undefined;
  if (answered === 0 && upstream.length === 0) {
    incomplete =
      'no upstream answer was seen: nothing to judge (did any call go through the proxy?)';
  } else if (rotated > 0) {
    incomplete = `${rotated} upstream violation${rotated === 1 ? '' : 's'} counted by the records rotated out of the journal: the requests that broke it cannot be located (read the journal sooner, or save its HAR)`;
  }
  return {
    source: observed.source,
    pairs,
    upstream,
    requests,
    rotated,
    violatingAnswers,
    failed: observed.records?.upstream?.failed ?? 0,
    exitCode: incomplete !== undefined ? 2 : upstream.length > 0 ? 1 : 0,
    incomplete,
  };
}

/** The live traffic's coverage rows: the documented pairs it had. Rules are not observable here. */
/**
 * The live traffic's coverage rows: the documented pairs it had, each checked against the
 * contract's schema by the proxy (`response_schema_conformance`): held unless one of its answers
 * broke it. Rules are not observable here.
 */
export function liveCoverage(verdict: Verdict, contract: Contract): CoverageRow[] {
  const met = new Map<string, Omit<AnswerRow, 'operation' | 'status' | 'produced' | 'held'>>();
  const broken = new Set(
    verdict.upstream.map((finding) =>
      answerKey(finding.violation.operation ?? '-', finding.violation.status),
    ),
  );
  for (const pair of verdict.pairs) {
    if (pair.operation === null || !pair.documented) continue;
    const key = answerKey(pair.operation, pair.status);
    met.set(key, {
      checked: ['response_schema_conformance'],
      ...(broken.has(key) ? { failed: ['response_schema_conformance'] } : {}),
      count: pair.count,
      forced: pair.forced,
    });
  }
  return coverageRows(contract, met, new Map()).filter((row) => 'operation' in row);
}
