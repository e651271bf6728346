// One violation in words, the same in the summary, the JUnit failure and the SARIF result.

import type { Finding } from './judge';

const times = (count: number) => `${count} answer${count === 1 ? '' : 's'}`;

/** "sendCode 200 at /message: must be string (2 answers)". */
export function describeFinding(finding: Finding): string {
  const { operation, status, pointer, expected } = finding.violation;
  const where = pointer === '' ? 'the whole body' : pointer;
  const rotated = finding.rotated > 0 ? `, ${finding.rotated} rotated out of the journal` : '';
  return `${operation ?? '(no operation)'} ${status} at ${where}: ${expected} (${times(finding.count)}${rotated})`;
}

/** The journal's first request that had it, as a line: "POST http://…/generate at 2026-…: {…}". */
export function sampleOf(finding: Finding): string | undefined {
  const first = finding.seen[0];
  if (first === undefined) return undefined;
  const body = first.actual === undefined ? '' : `: ${first.actual}`;
  return `${first.method} ${first.url} at ${first.startedAt}${body}`;
}
