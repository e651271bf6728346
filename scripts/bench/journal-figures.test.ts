import { describe, expect, it } from 'vitest';
import { budgetRows, describeDeath, MB, otherRows, verdict } from './journal-figures';

describe('bench journal figures', () => {
  it('calls a figure at its budget within, above it OVER', () => {
    expect(verdict(30, 30)).toBe('within budget');
    expect(verdict(30.1, 30)).toBe('OVER budget');
  });

  it('puts each figure beside its budget, with a verdict per row', () => {
    const rows = budgetRows({
      memory: [
        { path: '/__mock/messages', answerBytes: 5 * MB, reads: 1000, rssGrowthBytes: 12 * MB },
      ],
      journalPage: { reads: 200, p50Ms: 8, p99Ms: 61.25 },
      post: { streams: 200, p50NoneMs: 4, p50StreamsMs: 6 },
    });
    expect(rows).toEqual([
      ['RSS growth, 1000 × GET /__mock/messages (5.0 MB)', '12.0 MB', '≤ 30 MB', 'within budget'],
      ['journal page p99, full journal (200 reads)', '61.3 ms', '≤ 50 ms', 'OVER budget'],
      [
        'journaled POST p50, 200 streams / none',
        '6.0 ms / 4.0 ms = 1.50 ×',
        '≤ 2 ×',
        'within budget',
      ],
    ]);
  });

  it('reports a server that died as OVER, and figures it could not take as not measured', () => {
    const died = describeDeath(791, 'FATAL ERROR: ... JavaScript heap out of memory', 'SIGABRT');
    expect(died).toBe('child died: out of memory after 791 reads');
    expect(describeDeath(3, '', '1')).toBe('child died: exited (1) after 3 reads');
    const rows = budgetRows({
      memory: [{ path: '/__mock/messages', answerBytes: 5 * MB, reads: 791, died }],
    });
    expect(rows.map((row) => [row[1], row[3]])).toEqual([
      [died, 'OVER budget'],
      ['not measured', 'OVER budget'],
      ['not measured', 'OVER budget'],
    ]);
  });

  it('lists heap growth, the page p50 and the HAR export beside the budgets', () => {
    const rows = otherRows({
      memory: [
        {
          path: '/__mock/outbox',
          answerBytes: MB,
          reads: 1000,
          rssGrowthBytes: 0,
          heapGrowthBytes: 2.5 * MB,
        },
      ],
      journalPage: { reads: 10, p50Ms: 3, p99Ms: 9 },
      har: { ms: 120, bytes: 19 * MB },
    });
    expect(rows).toEqual([
      ['heap-used growth, 1000 × GET /__mock/outbox', '2.5 MB'],
      ['journal page p50', '3.0 ms'],
      ['HAR export, once (GET /__mock/requests.har)', '120.0 ms, 19.0 MB'],
    ]);
  });
});
