import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { capped } from '../../src/journal/entry-view';
import { MAX_JOURNAL_BODY_BYTES } from '../../src/journal/journal';

// A collector this worker can call without --expose-gc on the command line.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

describe('capped', () => {
  it('keeps the first 16 KB of a long text, and a short text whole', () => {
    const long = 'a'.repeat(MAX_JOURNAL_BODY_BYTES + 10);
    expect(capped(long)).toBe(long.slice(0, MAX_JOURNAL_BODY_BYTES));
    expect(capped('short')).toBe('short');
  });

  it('never splits a surrogate pair at the cut', () => {
    const text = `${'a'.repeat(MAX_JOURNAL_BODY_BYTES - 1)}😀 and more`;
    expect(capped(text)).toBe('a'.repeat(MAX_JOURNAL_BODY_BYTES - 1));
  });

  it('keeps only what it cut, not the answer it was cut from', () => {
    const before = heapAfterGc();
    const kept: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      // 20 distinct 4 MB answers (flat strings), each dropped once cut.
      kept.push(capped(`${i}`.padEnd(4 * 1024 * 1024, 'x')));
    }
    const grown = heapAfterGc() - before;
    expect(kept.every((text) => text.length === MAX_JOURNAL_BODY_BYTES)).toBe(true);
    // 20 × 16 KB kept; the old slice held the 80 MB of answers alive.
    expect(grown).toBeLessThan(8 * 1024 * 1024);
  });
});
