import { describe, expect, it } from 'vitest';
import { median } from './stats';

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
