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
