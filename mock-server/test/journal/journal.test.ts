// The request journal's ring (src/journal/journal.ts): slots allocated as records arrive, and the
// byte budget every namespace's journal shares, the oldest record anywhere going first.
import { describe, expect, it } from 'vitest';
import {
  estimatedBytes,
  Journal,
  JournalBudget,
  type JournalRecord,
} from '../../src/journal/journal';

const record = (url: string, body = ''): Omit<JournalRecord, 'seq'> => ({
  startedAt: 0,
  method: 'POST',
  url,
  httpVersion: 'HTTP/1.1',
  requestHeaders: { host: 'localhost' },
  requestText: body,
  requestTruncated: false,
  requestSize: body.length,
  status: 200,
  durationMs: 1,
  responseHeaders: {},
  responseText: undefined,
  responseTruncated: false,
  responseSize: 0,
});

const urls = (journal: Journal) => journal.newestFirst().map((entry) => entry.url);

describe('Journal', () => {
  it('holds what arrived, no slot made ahead: one record, one slot', () => {
    const journal = new Journal(1000);
    journal.add(record('/one'));
    expect(journal.size).toBe(1);
    // The slots array is private; its length is what an empty namespace costs.
    expect((journal as unknown as { slots: unknown[] }).slots.length).toBeLessThanOrEqual(2);
  });

  it('keeps the last `max`, ids growing across a clear', () => {
    const journal = new Journal(3);
    for (const n of [1, 2, 3, 4, 5]) journal.add(record(`/${n}`));
    expect(urls(journal)).toEqual(['/5', '/4', '/3']);
    expect(journal.get(2)).toBeUndefined();
    journal.clear();
    expect(journal.size).toBe(0);
    expect(journal.add(record('/6')).seq).toBe(6);
    expect(urls(journal)).toEqual(['/6']);
  });
});

describe('JournalBudget', () => {
  const body = 'x'.repeat(1000);
  const size = estimatedBytes(record('/a', body));

  it('drops the oldest record of any journal once the sum passes the budget', () => {
    const budget = new JournalBudget(size * 3);
    const a = new Journal(1000, budget);
    const b = new Journal(1000, budget);
    a.add(record('/a', body));
    b.add(record('/a', body));
    a.add(record('/a', body));
    expect(budget.usedBytes).toBe(size * 3);
    b.add(record('/a', body));
    expect([a.size, b.size]).toEqual([1, 2]);
    expect(a.get(1)).toBeUndefined();
    expect(a.get(2)).toBeDefined();
    expect(budget.usedBytes).toBe(size * 3);
  });

  it('gets back the bytes of what a journal lets go itself: its ring and a clear', () => {
    const budget = new JournalBudget(size * 10);
    const journal = new Journal(2, budget);
    for (let n = 0; n < 5; n += 1) journal.add(record('/a', body));
    expect(budget.usedBytes).toBe(size * 2);
    journal.clear();
    expect(budget.usedBytes).toBe(0);
    // Thousands of records through a small ring: the budget's queue does not keep them all.
    for (let n = 0; n < 5000; n += 1) journal.add(record('/a', body));
    expect(budget.usedBytes).toBe(size * 2);
    const queued = (budget as unknown as { charges: unknown[] }).charges.length;
    expect(queued).toBeLessThan(2100);
  });
});
