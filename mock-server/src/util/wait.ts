/** `1 second`, `23 seconds`: the unit agrees with the number. */
export function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Whole seconds to wait, rounded up so a client that waits that long is never early. */
export function secondsUntil(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
