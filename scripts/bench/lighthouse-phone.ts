// bench lighthouse's phones (LH_PHONE): Lighthouse's standard mobile settings, or the same with
// the CPU slowed down to a low-end Android phone whatever host runs it. Pure: lighthouse.ts runs
// the browser, this module says which slowdown and how a route's TBT compares with the bare page.

/**
 * The low-end phone: Lighthouse's own mobile CPU slowdown (4×) on a host of benchmark index
 * 1,150, roughly a low-end Android phone. Lighthouse multiplies every CPU task of its trace by the
 * slowdown, so a host `k` times faster than that one needs `k` times more: 4 × index / 1,150.
 */
export const lowEndPhone = {
  benchmarkIndex: 1150,
  mobileSlowdown: 4,
  /** The goal: each template's median TBT at most this much over the bare page's, same run. */
  maxTbtOverBareMs: 150,
} as const;

export const phones = ['standard', 'low-end'] as const;
export type Phone = (typeof phones)[number];

/** LH_PHONE: unset or `standard` for Lighthouse's mobile defaults, `low-end` for the slow phone. */
export function phoneOf(value: string | undefined): Phone {
  if (value === undefined || value === '') return 'standard';
  const phone = phones.find((each) => each === value);
  if (!phone) throw new Error(`LH_PHONE must be one of ${phones.join(', ')}; got "${value}"`);
  return phone;
}

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

export type TbtVerdict = {
  /** The route's TBT minus the bare page's; null when either is missing. */
  overBareMs: number | null;
  /** Within `lowEndPhone.maxTbtOverBareMs` of the bare page; a missing figure misses. */
  pass: boolean;
};

/** A route's median TBT against the bare page's median TBT of the same run. */
export function tbtVerdict(tbtMs: number | null, bareTbtMs: number | null): TbtVerdict {
  if (tbtMs === null || bareTbtMs === null) return { overBareMs: null, pass: false };
  const overBareMs = tbtMs - bareTbtMs;
  return { overBareMs, pass: overBareMs <= lowEndPhone.maxTbtOverBareMs };
}
