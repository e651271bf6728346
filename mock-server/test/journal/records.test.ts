// The records' counters (src/journal/records.ts): answers per (operation, status), forced ones,
// violations by kind with the journal seq numbers they were seen at, sums and clearing.
import { describe, expect, it } from 'vitest';
import type { ContractViolation } from '../../src/contract/violation';
import { Records } from '../../src/journal/records';

const missingMessage: ContractViolation = {
  direction: 'response',
  operation: 'sendCode',
  pointer: '/message',
  expected: "must have required property 'message'",
};

describe('Records', () => {
  it('counts answers per operation and status, forced ones apart, sorted', () => {
    const records = new Records(0);
    records.answered('verifyCode', 401, true);
    records.answered('sendCode', 429, false);
    records.answered('sendCode', 200, false);
    records.answered('sendCode', 429, true);
    expect(records.view('default', 'mock')).toEqual({
      namespace: 'default',
      since: '1970-01-01T00:00:00.000Z',
      mode: 'mock',
      answers: [
        { operation: 'sendCode', status: '200', count: 1, forced: 0 },
        { operation: 'sendCode', status: '429', count: 2, forced: 1 },
        { operation: 'verifyCode', status: '401', count: 1, forced: 1 },
      ],
      violations: [],
      upstream: { forwarded: 0, violating: 0, failed: 0 },
    });
  });

  it('counts forwarded calls, violating and failed ones, and each violation with its seqs', () => {
    const records = new Records(0);
    records.forwarded([missingMessage], 200, 4, false);
    records.forwarded([], 200, 5, false);
    records.forwarded([missingMessage], 200, 9, false);
    records.forwarded([], 504, 10, true);
    const { violations, upstream } = records.view('ns', 'proxy');
    expect(upstream).toEqual({ forwarded: 4, violating: 2, failed: 1 });
    expect(violations).toEqual([
      { ...missingMessage, status: '200', count: 2, firstSeq: 4, lastSeq: 9 },
    ]);
  });

  it('sums another namespace without its seq numbers, and clears from a new time', () => {
    const one = new Records(0);
    one.answered('sendCode', 200, false);
    one.forwarded([missingMessage], 200, 3, false);
    const sum = new Records(0);
    sum.add(one);
    sum.add(one);
    const view = sum.view(null, 'proxy');
    expect(view.answers).toEqual([{ operation: 'sendCode', status: '200', count: 2, forced: 0 }]);
    expect(view.violations).toEqual([
      { ...missingMessage, status: '200', count: 2, firstSeq: null, lastSeq: null },
    ]);
    expect(view.upstream).toEqual({ forwarded: 2, violating: 2, failed: 0 });
    one.clear(60_000);
    expect(one.view('x', 'mock')).toMatchObject({
      since: '1970-01-01T00:01:00.000Z',
      answers: [],
      violations: [],
      upstream: { forwarded: 0, violating: 0, failed: 0 },
    });
    // The sum kept its own copies.
    expect(sum.view(null, 'proxy').answers[0]?.count).toBe(2);
  });
});
