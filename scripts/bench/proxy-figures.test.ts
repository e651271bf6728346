import { describe, expect, it } from 'vitest';
import { roundFigures, schedule, summary, verdict, ms } from './proxy-figures';

describe('bench proxy figures', () => {
  it('alternates the targets, direct first', () => {
    expect(schedule(3)).toEqual(['direct', 'proxy', 'direct', 'proxy', 'direct', 'proxy']);
  });

  it('sums a round up: p50, p99 and requests per second', () => {
    const latenciesMs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(roundFigures({ target: 'proxy', latenciesMs, seconds: 4, failures: 1 })).toEqual({
      target: 'proxy',
      requests: 100,
      requestsPerSec: 25,
      p50Ms: 50.5,
      p99Ms: 99,
      failures: 1,
    });
  });

  it("takes each figure's median over a target's rounds, and compares the p50s to the budget", () => {
    const round = (target: 'direct' | 'proxy', p50Ms: number, requestsPerSec: number) => ({
      target,
      requests: 10,
      requestsPerSec,
      p50Ms,
      p99Ms: p50Ms * 3,
      failures: 0,
    });
    const rounds = [
      round('direct', 1, 900),
      round('proxy', 2.2, 500),
      round('direct', 1.2, 1000),
      round('proxy', 2.5, 480),
      round('direct', 5, 100),
      round('proxy', 2.4, 470),
    ];
    const direct = summary('direct', rounds);
    const proxy = summary('proxy', rounds);
    expect(direct).toMatchObject({ rounds: 3, p50Ms: 1.2, requestsPerSec: 900 });
    expect(proxy).toMatchObject({ rounds: 3, p50Ms: 2.4, requestsPerSec: 480 });
    expect(proxy.p99Ms).toBeCloseTo(7.2);
    expect(verdict(direct, proxy)).toMatchObject({ budgetMs: 2, within: true });
    expect(verdict(direct, proxy).addedP50Ms).toBeCloseTo(1.2);
    expect(verdict(direct, { ...proxy, p50Ms: 3.3 }).within).toBe(false);
    expect(() => summary('proxy', [round('direct', 1, 1)])).toThrow(/no round for proxy/);
  });

  it('prints milliseconds with two decimals', () => {
    expect(ms(1.234)).toBe('1.23 ms');
    expect(ms(Number.NaN)).toBe('n/a');
  });
});
