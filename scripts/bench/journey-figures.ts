// bench journey's figures: what it reads from a Lighthouse user flow's step, the median of several
// visits and the table it prints. Pure: journey.ts drives the browser.
import { medianOf } from './lighthouse-goals';
import { phones, type Phone } from './lighthouse-phone';

export { type Phone };

/** JOURNEY_PHONE (or `variable`): unset for both profiles, or one of them. */
export function phonesOf(value: string | undefined, variable = 'JOURNEY_PHONE'): Phone[] {
  if (value === undefined || value === '') return ['low-end', 'standard'];
  const phone = phones.find((each) => each === value);
  if (!phone) throw new Error(`${variable} must be one of ${phones.join(', ')}; got "${value}"`);
  return [phone];
}

/** The kinds of bytes a step's table shows; anything else counts as `other`. */
export const byteKinds = ['document', 'stylesheet', 'script', 'font', 'image', 'other'] as const;
export type ByteKind = (typeof byteKinds)[number];

const KIND_OF: Record<string, ByteKind> = {
  Document: 'document',
  Stylesheet: 'stylesheet',
  Script: 'script',
  Font: 'font',
  Image: 'image',
};

/** The part of a flow step's result this reads. */
export type FlowStepLike = {
  name: string;
  lhr: {
    gatherMode: string;
    categories: { performance?: { score: number | null } };
    audits: Record<
      string,
      | {
          numericValue?: number;
          details?: { items?: { resourceType?: string; transferSize?: number }[] };
        }
      | undefined
    >;
  };
};

export type JourneyStep = {
  name: string;
  mode: 'navigation' | 'timespan';
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  performance: number | null;
  /** Bytes transferred in the step, by kind (a cached file transfers nothing). */
  bytes: Record<ByteKind, number>;
  /** The step's interaction latency (INP as the page's Event Timing API counted it), if any. */
  interactionMs: number | null;
  /**
   * An interaction's layout shifts as the page's own entries count them for CLS (web-vitals' rule:
   * none within 500 ms of an input, the visitor's doing). Lighthouse counts an input's shifts
   * when they fall within 500 ms of its trace's start, a rule for the viewport change at a
   * navigation's start, so a quick interaction's expected change shows in its `cls`.
   */
  pageCls: number | null;
};

const numeric = (lhr: FlowStepLike['lhr'], id: string) => lhr.audits[id]?.numericValue ?? null;

/** A step's figures; `interactionMs` and `pageCls` are measured in the page (journey.ts). */
export function stepFigures(
  step: FlowStepLike,
  interactionMs: number | null,
  pageCls: number | null = null,
): JourneyStep {
  const { lhr } = step;
  const bytes = Object.fromEntries(byteKinds.map((kind) => [kind, 0])) as Record<ByteKind, number>;
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    const kind = KIND_OF[item.resourceType ?? ''] ?? 'other';
    bytes[kind] += item.transferSize ?? 0;
  }
  const score = lhr.categories.performance?.score ?? null;
  return {
    name: step.name,
    mode: lhr.gatherMode === 'navigation' ? 'navigation' : 'timespan',
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    performance: score === null ? null : Math.round(score * 100),
    bytes,
    interactionMs,
    pageCls,
  };
}

/** Each figure the median of its visits (steps matched by position; the visits are the same). */
export function medianSteps(visits: JourneyStep[][]): JourneyStep[] {
  const [first = []] = visits;
  return first.map((step, i) => {
    const all = visits.map((visit) => visit[i] ?? step);
    const median = (pick: (s: JourneyStep) => number | null) => medianOf(all.map(pick));
    return {
      ...step,
      lcpMs: median((s) => s.lcpMs),
      cls: median((s) => s.cls),
      tbtMs: median((s) => s.tbtMs),
      performance: median((s) => s.performance),
      interactionMs: median((s) => s.interactionMs),
      pageCls: median((s) => s.pageCls),
      bytes: Object.fromEntries(
        byteKinds.map((kind) => [kind, median((s) => s.bytes[kind]) ?? 0]),
      ) as Record<ByteKind, number>,
    };
  });
}

const ms = (value: number | null) => (value === null ? '—' : String(Math.round(value)));
const kb = (bytes: number) => (bytes === 0 ? '0' : (bytes / 1024).toFixed(1));
const shift = (value: number | null) => (value === null ? '—' : value.toFixed(3));

/** Lighthouse's CLS; for an interaction the page's own, with Lighthouse's beside it where it differs. */
function clsCell(step: JourneyStep): string {
  if (step.pageCls === null || shift(step.pageCls) === shift(step.cls)) return shift(step.cls);
  return `${shift(step.pageCls)} (Lighthouse ${shift(step.cls)})`;
}

/** The table of one profile and one build: a row a step. */
export function journeyTable(steps: JourneyStep[]): string[] {
  const head = `| step | LCP ms | CLS | TBT ms | perf | interaction ms | KB ${byteKinds.join(' / ')} |`;
  const rows = steps.map((step) => {
    const navigation = step.mode === 'navigation';
    return (
      `| ${step.name} | ${navigation ? ms(step.lcpMs) : ''} | ${clsCell(step)}` +
      ` | ${ms(step.tbtMs)} | ${navigation ? (step.performance ?? '—') : ''} | ${ms(step.interactionMs)}` +
      ` | ${byteKinds.map((kind) => kb(step.bytes[kind])).join(' / ')} |`
    );
  });
  return [head, `|---|---:|---:|---:|---:|---:|---|`, ...rows];
}

export function printJourneyTable(result: {
  siteDir: string;
  phone: Phone;
  slowdown: number;
  steps: JourneyStep[];
  backForwardCache: boolean[];
}): void {
  const bfcache = result.backForwardCache.every(Boolean) ? 'yes' : 'no';
  console.info(
    `\n${result.siteDir}, ${result.phone === 'standard' ? "Lighthouse's mobile settings (4× CPU)" : `the low-end phone (${result.slowdown}× CPU)`}; back restored from the back/forward cache: ${bfcache}\n`,
  );
  for (const line of journeyTable(result.steps)) console.info(line);
}
