import { describe, expect, it } from 'vitest';
import { lowEndPhone, lowEndSlowdown, phoneOf, tbtVerdict } from './lighthouse-phone';

describe('phoneOf', () => {
  it('is the standard phone when LH_PHONE is unset or empty', () => {
    expect(phoneOf(undefined)).toBe('standard');
    expect(phoneOf('')).toBe('standard');
    expect(phoneOf('standard')).toBe('standard');
  });

  it('reads low-end', () => {
    expect(phoneOf('low-end')).toBe('low-end');
  });

  it('refuses anything else, naming the choices', () => {
    expect(() => phoneOf('lowend')).toThrow(
      'LH_PHONE must be one of standard, low-end; got "lowend"',
    );
  });
});

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

describe('tbtVerdict', () => {
  it('passes a route at most 150 ms over the bare page', () => {
    expect(tbtVerdict(318, 168)).toEqual({ overBareMs: 150, pass: true });
    expect(tbtVerdict(100, 168)).toEqual({ overBareMs: -68, pass: true });
  });

  it('misses one further over', () => {
    expect(tbtVerdict(504, 168)).toEqual({ overBareMs: 336, pass: false });
    expect(tbtVerdict(318.5, 168)).toEqual({ overBareMs: 150.5, pass: false });
  });

  it('misses when either figure is missing', () => {
    expect(tbtVerdict(null, 168)).toEqual({ overBareMs: null, pass: false });
    expect(tbtVerdict(200, null)).toEqual({ overBareMs: null, pass: false });
  });
});
