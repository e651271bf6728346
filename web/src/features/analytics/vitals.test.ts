import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';

/** The callbacks web-vitals was handed, by metric. */
const handlers = new Map<string, (metric: Metric) => void>();
vi.mock('web-vitals', () => ({
  onLCP: (callback: (metric: Metric) => void) => handlers.set('LCP', callback),
  onINP: (callback: (metric: Metric) => void) => handlers.set('INP', callback),
  onCLS: (callback: (metric: Metric) => void) => handlers.set('CLS', callback),
}));

const metric = (name: Metric['name'], value: number): Metric =>
  ({
    name,
    value,
    delta: value,
    id: `v5-${name}`,
    rating: 'good',
    navigationType: 'navigate',
    entries: [],
  }) as unknown as Metric;

beforeEach(() => {
  // happy-dom never fetches scripts here; report them as loaded instead of logging an error.
  (
    window as unknown as { happyDOM: { settings: Record<string, unknown> } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  handlers.clear();
  vi.unstubAllEnvs();
  vi.resetModules();
  delete (window as { gtag?: unknown }).gtag;
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('reportVitals', () => {
  it('sends LCP, INP and CLS as events named after each, CLS in thousandths', async () => {
    const { reportVitals } = await import('./vitals');
    const send = vi.fn();
    reportVitals(send);
    expect([...handlers.keys()].sort()).toEqual(['CLS', 'INP', 'LCP']);
    handlers.get('LCP')?.(metric('LCP', 1234.5));
    handlers.get('INP')?.(metric('INP', 88));
    handlers.get('CLS')?.(metric('CLS', 0.012));
    expect(send.mock.calls.map(([name, params]) => [name, params.value])).toEqual([
      ['LCP', 1235],
      ['INP', 88],
      ['CLS', 12],
    ]);
    expect(send.mock.calls[0]?.[1]).toMatchObject({
      metric_id: 'v5-LCP',
      metric_value: 1234.5,
      metric_rating: 'good',
      non_interaction: true,
    });
  });
});

describe('startAnalytics and the vitals', () => {
  async function start(id: string) {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', id);
    const { startAnalytics } = await import('./start');
    return startAnalytics(document);
  }

  it('reports the vitals through gtag where analytics is configured', async () => {
    await start('G-AB12CD34EF');
    await vi.waitFor(() => expect(handlers.size).toBe(3));
    handlers.get('INP')?.(metric('INP', 40));
    const events = ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    );
    expect(events.at(-1)?.slice(0, 2)).toEqual(['event', 'INP']);
  });

  it('registers nothing, so sends nothing, when analytics is off', async () => {
    await start('');
    await start('G-XXXXXXXXXX');
    await import('./gtag');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(handlers.size).toBe(0);
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });
});
