// Helpers the scripts, the benches and the test suites share (scripts/tooling/): figures.

/**
 * The median (of an even count, the mean of the middle two). Throws for no values: every bench
 * measures at least one run, so an empty list is a mistake to report, not a figure to print.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median: no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The nearest-rank percentile (`p` from 0 to 100): the smallest value at least `p`% of the values
 * are at or below, always one of the values. Throws for no values, like `median`.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile: no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}
