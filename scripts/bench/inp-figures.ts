// Pure arithmetic for `npm run bench -- inp`: which Event Timing entries make up an interaction,
// how long it took to paint, and the median of several runs. inp.ts drives the browser.

/** The part of a PerformanceEventTiming entry read here. */
export type EventEntry = {
  name: string;
  interactionId: number;
  duration: number;
  startTime: number;
};

/** INP's "good" threshold (web.dev): an interaction paints its response within 200 ms. */
export const INP_GOOD_MS = 200;

/**
 * The goals at 4× CPU, with React in the browser: a form island works at most 600 ms after the
 * first paint, and its first tap, key and submit each paint within 100 ms (docs/performance.md
 * "Responsiveness").
 */
export const FORM_READY_GOAL_MS = 600;
export const FIRST_INPUT_GOAL_MS = 100;

/** A figure with ✗ when it is over its goal (none: printed as is). */
export function againstGoal(ms: number, goal: number | null): string {
  const rounded = String(Math.round(ms));
  return goal !== null && ms > goal ? `${rounded} ✗` : rounded;
}

/**
 * Each interaction's latency, in the order they happened: the longest event of those sharing an
 * interactionId (a tap is pointerdown, pointerup and click; a key press keydown and keyup),
 * which is what INP takes for one interaction. Entries without an interaction are ignored.
 */
export function interactionLatencies(entries: readonly EventEntry[]): number[] {
  const byId = new Map<number, { start: number; duration: number }>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const seen = byId.get(entry.interactionId);
    byId.set(entry.interactionId, {
      start: Math.min(seen?.start ?? entry.startTime, entry.startTime),
      duration: Math.max(seen?.duration ?? 0, entry.duration),
    });
  }
  return [...byId.values()].sort((a, b) => a.start - b.start).map((i) => i.duration);
}
