// Real visitors' Core Web Vitals, sent with the analytics tag, so the lab's figures
// (docs/performance.md) can be checked against the field. Loaded only where analytics is
// configured (start.ts): a build without a measurement id never downloads it, and nothing is sent.
import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';

type Send = (name: string, params: Record<string, unknown>) => void;

/**
 * Reports each of LCP, INP and CLS to `send` when web-vitals settles it (the page hidden, or for
 * LCP the first input), as GA4 events named after the metric: web-vitals' own recipe for GA4.
 * CLS is sent in thousandths so the event's integer value keeps it.
 */
export function reportVitals(send: Send): void {
  const report = ({ name, value, delta, id, rating, navigationType }: Metric) =>
    send(name, {
      value: Math.round(name === 'CLS' ? delta * 1000 : delta),
      metric_id: id,
      metric_value: value,
      metric_delta: delta,
      metric_rating: rating,
      navigation_type: navigationType,
      non_interaction: true,
    });
  onLCP(report);
  onINP(report);
  onCLS(report);
}
