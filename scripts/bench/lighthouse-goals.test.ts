import { describe, expect, it } from 'vitest';
import {
  type LhrLike,
  medianFigures,
  medianRun,
  missedGoals,
  type RunSummary,
  summarize,
} from './lighthouse-goals';

const audit = (id: string, score: number | null, extra: object = {}) => ({
  id,
  title: `Title of ${id}`,
  score,
  ...extra,
});

const lhr: LhrLike = {
  environment: { benchmarkIndex: 1234.5 },
  categories: {
    performance: {
      score: 0.934,
      auditRefs: [
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'total-blocking-time', weight: 30 },
        { id: 'cumulative-layout-shift', weight: 25 },
        { id: 'render-blocking-insight', weight: 0 },
        { id: 'network-dependency-tree-insight', weight: 0 },
      ],
    },
    accessibility: { score: 0.96, auditRefs: [{ id: 'link-in-text-block', weight: 7 }] },
    'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    seo: { score: null, auditRefs: [{ id: 'http-status-code', weight: 1 }] },
  },
  audits: {
    'largest-contentful-paint': audit('largest-contentful-paint', 0.95, {
      numericValue: 1650.4,
      displayValue: '1.7 s',
    }),
    'total-blocking-time': audit('total-blocking-time', 1, { numericValue: 40 }),
    'cumulative-layout-shift': audit('cumulative-layout-shift', 1, { numericValue: 0 }),
    'render-blocking-insight': audit('render-blocking-insight', 0.5, {
      displayValue: 'Est savings of 450 ms',
    }),
    'network-dependency-tree-insight': audit('network-dependency-tree-insight', 0, {
      scoreDisplayMode: 'informative',
    }),
    'link-in-text-block': audit('link-in-text-block', 0, {
      details: { items: [1, 2, 3, 4, 5, 6, 7] },
    }),
    'errors-in-console': audit('errors-in-console', 1),
    'http-status-code': audit('http-status-code', null),
  },
};

describe('summarize', () => {
  const summary = summarize(lhr);

  it('reads the four scores as 0 to 100 and the three metrics', () => {
    expect(summary.scores).toEqual({
      performance: 93,
      accessibility: 96,
      'best-practices': 100,
      seo: null,
    });
    expect([summary.lcpMs, summary.tbtMs, summary.cls]).toEqual([1650.4, 40, 0]);
    expect(summary.benchmarkIndex).toBe(1234.5);
  });

  it('lists the weighted audits that cost points, with a few rows of their details', () => {
    expect(summary.lostPoints).toEqual([
      {
        category: 'performance',
        id: 'largest-contentful-paint',
        title: 'Title of largest-contentful-paint',
        displayValue: '1.7 s',
        score: 0.95,
        weight: 25,
      },
      {
        category: 'accessibility',
        id: 'link-in-text-block',
        title: 'Title of link-in-text-block',
        score: 0,
        weight: 7,
        items: [1, 2, 3, 4, 5],
      },
    ]);
  });

  it('keeps unweighted performance audits under 0.9 as hints, not informative ones', () => {
    expect(summary.hints).toEqual([
      {
        id: 'render-blocking-insight',
        title: 'Title of render-blocking-insight',
        displayValue: 'Est savings of 450 ms',
        score: 0.5,
      },
    ]);
  });

  it('carries a runtime error', () => {
    const failed = summarize({ ...lhr, runtimeError: { code: 'NO_FCP', message: 'No paint' } });
    expect(failed.runtimeError).toBe('NO_FCP: No paint');
  });
});

const run = (performance: number | null, figures: Partial<RunSummary> = {}): RunSummary => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1000,
  tbtMs: 50,
  cls: 0.01,
  benchmarkIndex: 1000,
  lostPoints: [],
  hints: [],
  ...figures,
});

describe('medianRun', () => {
  it('takes the run with the median performance score', () => {
    const runs = [run(97), run(88), run(93)];
    expect(medianRun(runs)).toBe(runs[2]);
  });

  it('takes the lower middle of an even count, a failed run counting lowest', () => {
    const runs = [run(99), run(null), run(95), run(97)];
    expect(medianRun(runs)).toBe(runs[2]);
    expect(() => medianRun([])).toThrow('no runs');
  });

  it('orders runs of the same score by LCP: five at 100 give the one of median LCP', () => {
    const runs = [1510, 1437, 1808, 1505, 1507].map((lcpMs) => run(100, { lcpMs }));
    expect(medianRun(runs).lcpMs).toBe(1507);
    // The score still comes first: the median score's run, whatever its LCP.
    const mixed = [run(99, { lcpMs: 900 }), run(100, { lcpMs: 2000 }), run(98, { lcpMs: 800 })];
    expect(medianRun(mixed)).toBe(mixed[0]);
  });
});

describe('medianFigures', () => {
  it('takes LCP, TBT and CLS each as its own median, the rest from the median-score run', () => {
    // /blog on 27 November: the TBT spike scored 99 and, as the median run, chose a slower LCP.
    const runs = [
      run(100, { lcpMs: 1010, tbtMs: 0, cls: 0 }),
      run(100, { lcpMs: 1063, tbtMs: 16, cls: 0 }),
      run(99, { lcpMs: 1054, tbtMs: 94, cls: 0.01 }),
      run(100, { lcpMs: 1131, tbtMs: 0, cls: 0 }),
      run(100, { lcpMs: 1133, tbtMs: 5, cls: 0 }),
    ];
    expect(medianRun(runs).lcpMs).toBe(1131);
    const median = medianFigures(runs);
    expect(median).toMatchObject({ lcpMs: 1063, tbtMs: 5, cls: 0 });
    expect(median.scores).toBe(medianRun(runs).scores);
  });

  it('leaves out a run without a figure, and gives none when no run has it', () => {
    const runs = [run(100, { lcpMs: 900 }), run(null, { lcpMs: null }), run(100, { lcpMs: 1000 })];
    expect(medianFigures(runs).lcpMs).toBe(900);
    expect(medianFigures([run(null, { lcpMs: null })]).lcpMs).toBeNull();
  });
});

describe('missedGoals', () => {
  it('holds a run that meets every goal, on any template', () => {
    expect(missedGoals(run(95, { tbtMs: 400, cls: 0 }))).toEqual(new Set());
  });

  it('asks performance 95, LCP ≤ 2.5 s and CLS 0 of every template, form pages included', () => {
    expect(missedGoals(run(94, { cls: 0 }))).toEqual(new Set(['performance']));
    // Nothing may move: the smallest shift misses.
    expect(missedGoals(run(100, { cls: 0.001 }))).toEqual(new Set(['cls']));
  });

  it('marks each figure over its limit, and a missing one', () => {
    const slow = run(100, {
      scores: { performance: 100, accessibility: 99, 'best-practices': 100, seo: null },
      lcpMs: 2501,
      cls: 0.021,
    });
    expect(missedGoals(slow)).toEqual(new Set(['accessibility', 'seo', 'lcpMs', 'cls']));
    expect(missedGoals(run(100, { lcpMs: 2500, cls: 0 }))).toEqual(new Set());
    expect(missedGoals(run(100, { lcpMs: null, cls: 0 }))).toEqual(new Set(['lcpMs']));
  });
});
