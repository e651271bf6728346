export type Step = 'previous' | 'next' | 'first' | 'last';

/** The slide a step leads to; previous and next wrap around (docs/requirements.md §4). */
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

/** The keys that move a carousel while focus is inside it (APG), and where each leads. */
export const keySteps: Record<string, Step> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
};
