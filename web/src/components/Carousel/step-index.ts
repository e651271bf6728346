export type Step = 'previous' | 'next' | 'first' | 'last';

/** The slide a step leads to; previous and next wrap around (SPEC.md section 4). */
export function stepIndex(current: number, total: number, step: Step): number {
  switch (step) {
    case 'previous':
      return (current - 1 + total) % total;
    case 'next':
      return (current + 1) % total;
    case 'first':
      return 0;
    case 'last':
      return total - 1;
  }
}
