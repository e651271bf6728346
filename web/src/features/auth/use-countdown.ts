import { useEffect, useState } from 'react';

/** Whole seconds left, counting down once a second to 0; the setter (re)starts it. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  return [remaining, setRemaining];
}
