import { describe, expect, it } from 'vitest';
import {
  type FlowStepLike,
  journeyTable,
  medianSteps,
  phonesOf,
  stepFigures,
} from './journey-figures';

const step = (
  mode: string,
  lcp: number,
  items: { resourceType?: string; transferSize?: number }[],
) =>
  ({
    name: 'a: /',
    lhr: {
      gatherMode: mode,
      categories: { performance: { score: 0.984 } },
      audits: {
        'largest-contentful-paint': { numericValue: lcp },
        'cumulative-layout-shift': { numericValue: 0 },
        'total-blocking-time': { numericValue: 120 },
        'network-requests': { details: { items } },
      },
    },
  }) satisfies FlowStepLike;

describe('stepFigures', () => {
  it('reads LCP, CLS, TBT and the score, and sums the bytes by kind', () => {
    const figures = stepFigures(
      step('navigation', 1800, [
        { resourceType: 'Document', transferSize: 20_000 },
        { resourceType: 'Stylesheet', transferSize: 17_000 },
        { resourceType: 'Script', transferSize: 3_000 },
        { resourceType: 'Script', transferSize: 2_000 },
        { resourceType: 'Fetch', transferSize: 500 },
        { resourceType: 'Image' },
      ]),
      96,
    );
    expect(figures).toMatchObject({ mode: 'navigation', lcpMs: 1800, cls: 0, tbtMs: 120 });
    expect(figures.performance).toBe(98);
    expect(figures.interactionMs).toBe(96);
    expect(figures.bytes).toEqual({
      document: 20_000,
      stylesheet: 17_000,
      script: 5_000,
      font: 0,
      image: 0,
      other: 500,
    });
  });

  it('marks a timespan, whose row shows no LCP or score', () => {
    const figures = stepFigures(step('timespan', 0, []), null);
    expect(figures.mode).toBe('timespan');
    const [, , row] = journeyTable([figures]);
    expect(row).toMatch(/^\| a: \/ \| {2}\| 0\.000 \| 120 \| {2}\| — \|/);
  });

  it("shows an interaction's own CLS, with Lighthouse's beside it where they differ", () => {
    const lenient = step('timespan', 0, []);
    lenient.lhr.audits['cumulative-layout-shift'] = { numericValue: 0.0173 };
    const [, , differs] = journeyTable([stepFigures(lenient, 56, 0)]);
    expect(differs).toContain('| 0.000 (Lighthouse 0.017) |');
    const [, , same] = journeyTable([stepFigures(step('timespan', 0, []), 56, 0)]);
    expect(same).toMatch(/^\| a: \/ \| {2}\| 0\.000 \| 120 \|/);
  });
});

describe('medianSteps', () => {
  it('takes each figure as the median of the visits, step by step', () => {
    const visits = [1500, 2100, 1800].map((lcp) => [
      stepFigures(step('navigation', lcp, []), lcp / 10, lcp / 10_000),
    ]);
    const [median] = medianSteps(visits);
    expect(median?.lcpMs).toBe(1800);
    expect(median?.interactionMs).toBe(180);
    expect(median?.pageCls).toBe(0.18);
  });
});

describe('phonesOf', () => {
  it('runs both profiles by default, or the one named, and refuses anything else', () => {
    expect(phonesOf(undefined)).toEqual(['low-end', 'standard']);
    expect(phonesOf('standard')).toEqual(['standard']);
    expect(() => phonesOf('fast')).toThrow('JOURNEY_PHONE must be one of standard, low-end');
  });
});
