// For tests only (the mock's own in mock-server/test and the contract suite in tests/contract): a
// clock to pass as build()'s `now`, so expiry, cooldowns and windows move without sleeping. It
// sits in src/ beside what it drives, so neither suite reaches into the other's folder.

/** A clock tests move by hand: expiry, cooldowns and windows without sleeping. */
export function testClock(start = Date.parse('2026-03-01T09:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export const seconds = (n: number) => n * 1000;
export const minutes = (n: number) => n * 60_000;
