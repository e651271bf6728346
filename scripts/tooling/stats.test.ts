import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count', () => {
    expect(median([40, 8, 16])).toBe(16);
    expect(median([0.9, 0.3, 0.5])).toBe(0.5);
  });

  it('takes the mean of the middle two of an even count, and throws for none', () => {
    expect(median([40, 8, 16, 32])).toBe(24);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow('no values');
  });
});

describe('percentile', () => {
  it('takes the nearest rank: p99 of 100 values is the 99th, p50 of 4 is the 2nd', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([4, 1, 3, 2], 50)).toBe(2);
    expect(percentile([7], 99)).toBe(7);
    expect(() => percentile([], 99)).toThrow('no values');
  });
});
