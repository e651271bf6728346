// The site's coverage verdict (./site-coverage.ts) on records fixtures, and the answer lists
// (./site-answers.ts) against openapi.yaml: every documented answer is in exactly one of them.
import { documentedAnswers, isAnswerRow } from '@testbeam/contract/src/coverage';
import { contract } from '@testbeam/contract/src/repository-contract';
import { describe, expect, it } from 'vitest';
import { sharedAnswers, shownAnswers } from './site-answers';
import { siteCoverage, siteCoverageMarkdown, unmetShownAnswers } from './site-coverage';

const met = (forcedStatus?: string) => ({
  answers: shownAnswers.map(({ operation, status }) => ({
    operation,
    status,
    count: 2,
    forced: status === forcedStatus ? 2 : 0,
  })),
});

describe('the site coverage verdict', () => {
  it('passes when every answer the site shows a message for was met', () => {
    expect(unmetShownAnswers(siteCoverage(met()))).toEqual([]);
  });

  it('fails naming the one answer no browser test met', () => {
    const records = met();
    records.answers = records.answers.filter(
      (row) => !(row.operation === 'sendCode' && row.status === '429'),
    );
    const unmet = unmetShownAnswers(siteCoverage(records));
    expect(unmet).toHaveLength(1);
    expect(unmet[0]).toMatch(/^sendCode 429: no browser test met it \(the toast 'Error'/);
    expect(siteCoverageMarkdown(siteCoverage(records))).toMatch(
      /\| sendCode 429 \| .* \| not met \|/,
    );
  });

  it('counts a forced answer as met, and marks it forced', () => {
    const rows = siteCoverage(met('500'));
    expect(unmetShownAnswers(rows)).toEqual([]);
    const row = rows
      .filter(isAnswerRow)
      .find((r) => r.operation === 'sendContact' && r.status === '500');
    expect(row).toMatchObject({ produced: true, count: 2, forced: 2 });
    expect(siteCoverageMarkdown(rows)).toMatch(/\| sendContact 500 \| .* \| met, forced \(2\) \|/);
  });

  it('has a row for every documented answer, met or not', () => {
    const rows = siteCoverage({ answers: [] }).filter(isAnswerRow);
    expect(rows.map((r) => `${r.operation} ${r.status}`)).toEqual(
      documentedAnswers(contract).map((a) => `${a.operation} ${a.status}`),
    );
    expect(rows.every((r) => !r.produced)).toBe(true);
  });
});

describe('the answers the site shows, and those it does not tell apart', () => {
  it('name every documented answer exactly once', () => {
    const listed = [
      ...shownAnswers.map(({ operation, status }) => `${operation} ${status}`),
      ...sharedAnswers.flatMap(({ operation, statuses }) =>
        statuses.map((s) => `${operation} ${s}`),
      ),
    ];
    expect([...listed].sort()).toEqual(
      documentedAnswers(contract)
        .map((a) => `${a.operation} ${a.status}`)
        .sort(),
    );
  });

  it('share the message of an answer a browser test must meet', () => {
    for (const { operation, shownAs } of sharedAnswers) {
      expect(shownAnswers).toContainEqual(expect.objectContaining({ operation, status: shownAs }));
    }
  });
});
