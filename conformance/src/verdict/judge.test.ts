import { describe, expect, it } from 'vitest';
import { contract } from '../repository-contract';
import { judge, liveCoverage } from './judge';
import { journalAnswer, type Observed } from './observed';
import { documentedPairs, extraProperty, harEntry, records, wrongMessage } from './test-fixtures';

const fromHar = (...entries: ReturnType<typeof harEntry>[]): Observed => ({
  source: 'saved.har',
  records: null,
  journal: entries.map(journalAnswer),
});

describe('the verdict on a saved HAR', () => {
  it('passes a run whose upstream answers all follow the contract (exit 0)', () => {
    const verdict = judge(fromHar(harEntry({ status: 200 }), harEntry({ status: 429 })), contract);
    expect(verdict.exitCode).toBe(0);
    expect(verdict.upstream).toEqual([]);
    expect(verdict.pairs.map((pair) => `${pair.operation} ${pair.status}`)).toEqual([
      'sendCode 200',
      'sendCode 429',
    ]);
  });

  it('fails when one upstream answer broke the contract (exit 1), with the request that had it', () => {
    const broken = harEntry({
      status: 200,
      body: '{"success":true,"message":42}',
      violations: [wrongMessage],
    });
    const verdict = judge(fromHar(harEntry({ status: 200 }), broken), contract);
    expect(verdict.exitCode).toBe(1);
    expect(verdict.upstream).toHaveLength(1);
    expect(verdict.upstream[0]?.count).toBe(1);
    expect(verdict.upstream[0]?.seen[0]?.actual).toBe('{"success":true,"message":42}');
    expect(verdict.pairs.find((pair) => pair.status === '200')?.count).toBe(2);
  });

  it('reports what the browser sent wrong apart, without failing the upstream', () => {
    const verdict = judge(
      fromHar(harEntry({ status: 400, violations: [extraProperty] })),
      contract,
    );
    expect(verdict.exitCode).toBe(0);
    expect(verdict.requests.map((finding) => finding.violation.pointer)).toEqual(['/extra']);
  });

  it('counts an undocumented status as a pair seen, not documented', () => {
    const teapot = harEntry({
      status: 418,
      violations: [
        {
          direction: 'response',
          operation: 'sendCode',
          pointer: '/status',
          expected: 'one of 200 (got 418)',
        },
      ],
    });
    const verdict = judge(fromHar(teapot), contract);
    expect(verdict.pairs).toEqual([
      { operation: 'sendCode', status: '418', count: 1, forced: 0, documented: false },
    ]);
    expect(verdict.exitCode).toBe(1);
  });

  it('cannot conclude when no upstream answer is there (exit 2): forced answers are the mock’s own', () => {
    const verdict = judge(fromHar(harEntry({ status: 503, forced: true })), contract);
    expect(verdict.exitCode).toBe(2);
    expect(verdict.incomplete).toMatch(/no upstream answer/);
  });
});

describe('the verdict on the records and the journal', () => {
  it('exits 2 when the records count violations the journal no longer holds, saying how many', () => {
    const observed: Observed = {
      source: 'http://localhost:8080',
      records: records({
        answers: [{ operation: 'sendCode', status: '200', count: 1500, forced: 0 }],
        violations: [{ ...wrongMessage, status: '200', count: 5, firstSeq: 3, lastSeq: 1400 }],
        upstream: { forwarded: 1500, violating: 5, failed: 0 },
      }),
      journal: [
        journalAnswer(harEntry({ status: 200, violations: [wrongMessage] })),
        journalAnswer(harEntry({ status: 200, violations: [wrongMessage] })),
      ],
    };
    const verdict = judge(observed, contract);
    expect(verdict.rotated).toBe(3);
    expect(verdict.upstream[0]).toMatchObject({ count: 5, rotated: 3 });
    expect(verdict.upstream[0]?.seen).toHaveLength(2);
    expect(verdict.exitCode).toBe(2);
    expect(verdict.incomplete).toMatch(/^3 upstream violations .* rotated out of the journal/);
  });

  it('exits 1, not 2, when the journal still holds every counted violation', () => {
    const verdict = judge(
      {
        source: 'http://localhost:8080',
        records: records({
          answers: [{ operation: 'sendCode', status: '200', count: 2, forced: 0 }],
          violations: [{ ...wrongMessage, status: '200', count: 1 }],
        }),
        journal: [journalAnswer(harEntry({ status: 200, violations: [wrongMessage] }))],
      },
      contract,
    );
    expect(verdict.exitCode).toBe(1);
    expect(verdict.rotated).toBe(0);
  });

  it('passes when the records count answers and no violation (the journal may have rotated away)', () => {
    const verdict = judge(
      {
        source: 'http://localhost:8080',
        records: records({
          answers: [{ operation: 'verifyCode', status: '401', count: 3000, forced: 0 }],
        }),
        journal: [],
      },
      contract,
    );
    expect(verdict.exitCode).toBe(0);
  });
});

describe('the live coverage rows', () => {
  it('has a row for every (operation, status) openapi.yaml documents, produced where seen', () => {
    const documented = documentedPairs();
    const verdict = judge(
      {
        source: 'http://localhost:8080',
        records: records({
          answers: [
            { operation: 'sendCode', status: '429', count: 3, forced: 1 },
            { operation: 'sendCode', status: '418', count: 1, forced: 0 },
          ],
        }),
        journal: [],
      },
      contract,
    );
    const rows = liveCoverage(verdict, contract);
    expect(
      rows.map((row) => ('operation' in row ? `${row.operation} ${row.status}` : row.rule)),
    ).toEqual(documented);
    expect(rows.filter((row) => 'produced' in row && row.produced)).toEqual([
      {
        operation: 'sendCode',
        status: '429',
        produced: true,
        checked: ['response_schema_conformance'],
        count: 3,
        forced: 1,
        held: true,
      },
    ]);
  });
});

describe('counting, the same live and from a HAR', () => {
  const missingMessage = {
    direction: 'response' as const,
    operation: 'sendCode',
    pointer: '',
    expected: "must have required property 'message'",
  };
  const extraField = {
    direction: 'response' as const,
    operation: 'sendCode',
    pointer: '',
    expected: 'must NOT have additional properties (found "debug")',
  };
  // Six forwarded answers: one clean, one breaking three rules at once, four breaking one rule
  // each (the same rule twice, so two distinct violations among them). Four distinct violations
  // in five answers, whichever way the traffic is read.
  const traffic = () => [
    harEntry({ status: 200 }),
    harEntry({ status: 200, violations: [wrongMessage, missingMessage, extraField] }),
    harEntry({ status: 200, violations: [wrongMessage] }),
    harEntry({ status: 200, violations: [wrongMessage] }),
    harEntry({ status: 429, violations: [{ ...wrongMessage, pointer: '/retry' }] }),
    harEntry({ status: 200, violations: [extraField] }),
  ];
  const live = (): Observed => {
    const entries = traffic();
    const journal = entries.map(journalAnswer);
    const tally = new Map<
      string,
      { violation: (typeof journal)[number]['violations'][number]; count: number }
    >();
    for (const answer of journal)
      for (const violation of answer.violations) {
        const key = JSON.stringify(violation);
        tally.set(key, { violation, count: (tally.get(key)?.count ?? 0) + 1 });
      }
    return {
      source: 'http://localhost:8080',
      records: records({
        answers: [
          { operation: 'sendCode', status: '200', count: 5, forced: 0 },
          { operation: 'sendCode', status: '429', count: 1, forced: 0 },
        ],
        violations: [...tally.values()].map(({ violation, count }) => ({ ...violation, count })),
        upstream: { forwarded: 6, violating: 5, failed: 0 },
      }),
      journal,
    };
  };

  it('counts 4 distinct violations in 5 upstream answers from the saved HAR', () => {
    const verdict = judge(fromHar(...traffic()), contract);
    expect(verdict.upstream).toHaveLength(4);
    expect(verdict.violatingAnswers).toBe(5);
    expect(verdict.exitCode).toBe(1);
  });

  it('counts the same read live (records and journal)', () => {
    const verdict = judge(live(), contract);
    expect(verdict.upstream).toHaveLength(4);
    expect(verdict.violatingAnswers).toBe(5);
    expect(verdict.rotated).toBe(0);
    expect(verdict.exitCode).toBe(1);
  });

  it('counts one answer that breaks three rules as one answer', () => {
    const verdict = judge(
      fromHar(harEntry({ status: 200, violations: [wrongMessage, missingMessage, extraField] })),
      contract,
    );
    expect(verdict.upstream).toHaveLength(3);
    expect(verdict.violatingAnswers).toBe(1);
  });

  it('marks a broken pair held: false in the live coverage, a clean one held: true', () => {
    const rows = liveCoverage(judge(fromHar(...traffic()), contract), contract);
    const row = (status: string) =>
      rows.find(
        (one) => 'operation' in one && one.operation === 'sendCode' && one.status === status,
      );
    expect(row('200')).toMatchObject({ produced: true, held: false, count: 5 });
    expect(row('429')).toMatchObject({ produced: true, held: false, count: 1 });
  });
});
