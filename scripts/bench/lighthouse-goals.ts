// The site's Lighthouse goals (performance, a11y, best practices, SEO) and what a run's report
// says about them. Pure: lighthouse.ts runs the browser, this module reads the results.

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

/** The part of a Lighthouse result (LH.Result) read here. */
export type LhrLike = {
  runtimeError?: { code: string; message: string };
  /** Lighthouse's own measure of the CPU it ran on (lower: slower or busier machine). */
  environment?: { benchmarkIndex?: number };
  categories: Partial<
    Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  >;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode?: string;
      displayValue?: string;
      numericValue?: number;
      details?: { items?: unknown[] };
    }
  >;
};

export type LostPoints = {
  category: CategoryId;
  id: string;
  title: string;
  displayValue?: string;
  /** The audit's score, 0 to 1; under 1 costs the category points. */
  score: number;
  weight: number;
  /** The first few rows of the audit's details (which link, which message): what to fix. */
  items?: unknown[];
};

export type RunSummary = {
  /** Category scores 0 to 100; null when the run could not score it. */
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  benchmarkIndex: number | null;
  /** Weighted audits scoring under 1: what cost points. */
  lostPoints: LostPoints[];
  /** Unweighted performance audits (insights, diagnostics) scoring under 0.9: where to look. */
  hints: Omit<LostPoints, 'category' | 'weight' | 'items'>[];
  runtimeError?: string;
};

const MAX_ITEMS = 5;

const numeric = (lhr: LhrLike, id: string) => lhr.audits[id]?.numericValue ?? null;

export function summarize(lhr: LhrLike): RunSummary {
  const scores = Object.fromEntries(
    categoryIds.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<CategoryId, number | null>;
  const lostPoints: LostPoints[] = [];
  const hints: RunSummary['hints'] = [];
  for (const category of categoryIds) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      const { id, title, displayValue, score } = audit;
      const shown = displayValue ? { displayValue } : {};
      if (ref.weight > 0 && score < 1) {
        const items = audit.details?.items?.slice(0, MAX_ITEMS);
        const detail = items?.length ? { items } : {};
        lostPoints.push({ category, id, title, ...shown, score, weight: ref.weight, ...detail });
      } else if (
        category === 'performance' &&
        ref.weight === 0 &&
        score < 0.9 &&
        audit.scoreDisplayMode !== 'informative'
      ) {
        hints.push({ id, title, ...shown, score });
      }
    }
  }
  return {
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lostPoints,
    hints,
    ...(lhr.runtimeError
      ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
      : {}),
  };
}

/** The median of `values` without the missing ones (of an even count, the lower middle). */
export function medianOf(values: readonly (number | null | undefined)[]): number | null {
  const known = values.filter((value): value is number => typeof value === 'number');
  known.sort((a, b) => a - b);
  return known[Math.floor((known.length - 1) / 2)] ?? null;
}

/**
 * The "median of 5", figure by figure: the median run's scores, audits and CPU index
 * (`medianRun`), with LCP, TBT and CLS each the median of its own five values. Judging LCP on the
 * median-score run would let another figure choose it: a run whose TBT spiked scores lower, sorts
 * lowest, and moves the middle onto another run's LCP.
 */
export function medianFigures<T extends RunSummary>(runs: readonly T[]): T {
  const run = medianRun(runs);
  return {
    ...run,
    lcpMs: medianOf(runs.map((each) => each.lcpMs)),
    tbtMs: medianOf(runs.map((each) => each.tbtMs)),
    cls: medianOf(runs.map((each) => each.cls)),
  };
}

/**
 * The run with the median performance score (of an even count, the lower middle), runs of the
 * same score ordered by LCP: five runs at 100 give the run of median LCP, not the third one run
 * (which was the slowest of five on /api-mcp-studio, 1.81 s against a median of 1.51).
 */
export function medianRun<T extends RunSummary>(runs: readonly T[]): T {
  const slowest = Number.POSITIVE_INFINITY;
  const sorted = [...runs].sort(
    (a, b) =>
      (a.scores.performance ?? -1) - (b.scores.performance ?? -1) ||
      (b.lcpMs ?? slowest) - (a.lcpMs ?? slowest),
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('medianRun: no runs');
  return median;
}

/**
 * The goals on Lighthouse's standard mobile settings, the same for every template, form pages
 * included: performance at least 95, LCP at most 2.5 s (web.dev's "good"), CLS 0 (nothing moves:
 * a shift of any size misses). The low-end phone's goals are judged by bench journey.
 */
export const goals = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 2500,
  cls: 0,
} as const;

export type Cell = CategoryId | 'lcpMs' | 'cls';

/** The cells of a route's row that miss their goal (a missing figure misses too). */
export function missedGoals(run: RunSummary): Set<Cell> {
  const missed = new Set<Cell>();
  const atLeast = (cell: CategoryId, goal: number) => {
    const score = run.scores[cell];
    if (score === null || score < goal) missed.add(cell);
  };
  const atMost = (cell: 'lcpMs' | 'cls', goal: number) => {
    const value = run[cell];
    if (value === null || value > goal) missed.add(cell);
  };
  atLeast('performance', goals.performance);
  atLeast('accessibility', goals.accessibility);
  atLeast('best-practices', goals['best-practices']);
  atLeast('seo', goals.seo);
  atMost('lcpMs', goals.lcpMs);
  atMost('cls', goals.cls);
  return missed;
}
