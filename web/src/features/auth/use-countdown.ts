import { useEffect, useState } from 'react';

/** A countdown's start: each new object (a new code sent) starts it again. */
export type Countdown = { seconds: number };

/** Whole seconds left of `start`, counting down once a second to 0; 0 without one. */
export function useCountdown(start: Countdown | null): number {
  const [count, setCount] = useState({ start, left: start?.seconds ?? 0 });
  // A new start replaces the count while rendering, as React's docs adjust state to a new prop.
  if (count.start !== start) setCount({ start, left: start?.seconds ?? 0 });

  useEffect(() => {
    if (count.left <= 0) return;
    const timer = setTimeout(() => setCount((now) => ({ ...now, left: now.left - 1 })), 1000);
    return () => clearTimeout(timer);
  }, [count]);

  return count.start === start ? count.left : (start?.seconds ?? 0);
}
