// bench journey's phones: Lighthouse's standard mobile settings, or the same with the CPU slowed
// down to a low-end Android phone whatever host runs it. Pure: this module says which slowdown.

/**
 * The low-end phone: Lighthouse's own mobile CPU slowdown (4×) on a host of benchmark index
 * 1,150, roughly a low-end Android phone. Lighthouse multiplies every CPU task of its trace by the
 * slowdown, so a host `k` times faster than that one needs `k` times more: 4 × index / 1,150.
 */
export const lowEndPhone = {
  benchmarkIndex: 1150,
  mobileSlowdown: 4,
} as const;

export const phones = ['standard', 'low-end'] as const;
export type Phone = (typeof phones)[number];

/**
 * The CPU slowdown that makes a host of `benchmarkIndex` emulate the low-end phone, to two
 * decimals (what Lighthouse is handed and the report prints).
 */
export function lowEndSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`a benchmark index must be a positive number; got ${benchmarkIndex}`);
  }
  const slowdown = (lowEndPhone.mobileSlowdown * benchmarkIndex) / lowEndPhone.benchmarkIndex;
  return Math.round(slowdown * 100) / 100;
}
