import { describe, expect, it } from 'vitest';
import { lowEndPhone, lowEndSlowdown } from './lighthouse-phone';

describe('lowEndSlowdown', () => {
  it("is Lighthouse's own 4× on a host of the low-end phone's index", () => {
    expect(lowEndSlowdown(lowEndPhone.benchmarkIndex)).toBe(4);
  });

  it('grows with the host: 4 × index / 1,150, to two decimals', () => {
    expect(lowEndSlowdown(2300)).toBe(8);
    expect(lowEndSlowdown(3268)).toBe(11.37);
    expect(lowEndSlowdown(575)).toBe(2);
  });

  it('refuses an index that is not a positive number', () => {
    for (const index of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => lowEndSlowdown(index)).toThrow('a benchmark index must be a positive number');
    }
  });
});
