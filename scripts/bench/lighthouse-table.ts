// What bench lighthouse prints: the table of each route's median run against the bare page, and
// the audits that cost points, each once with the routes it hit.

import type { BenchRoute } from './bench-routes';
import type { categoryIds } from './lighthouse-goals';
import {
  type Cell,
  goals,
  lcpRatio,
  maxLcpRatioFor,
  missedGoals,
  reference,
  type RunSummary,
} from './lighthouse-goals';
import { lowEndPhone, tbtVerdict } from './lighthouse-phone';
import { figureColumns, formatTable } from './table';

export type Measured = {
  route: BenchRoute;
  runs: RunSummary[];
  median: RunSummary;
  /** The route's HTML, brotli, in bytes. */
  htmlBrotli: number;
};

/** A route as the table names it (the 404 page with the path that answered it). */
export const label = (route: BenchRoute) =>
  route.page === '404' ? `404 (${route.path})` : route.path;

export function printTable(measured: Measured[], bare: Measured) {
  const bareLcp = bare.median.lcpMs;
  const ratioCell = (lcpMs: number | null, htmlBrotli: number) => {
    const ratio = lcpRatio(lcpMs, bareLcp);
    if (ratio === null) return '–';
    const limit = maxLcpRatioFor(htmlBrotli);
    return `${ratio.toFixed(2)}× (≤ ${limit})${ratio > limit ? ' ✗' : ''}`;
  };
  const kbCell = (bytes: number) => (bytes / 1000).toFixed(1);
  const bareRow = [
    'bare page (reference)',
    String(bare.median.scores.performance ?? '–'),
    '',
    '',
    '',
    bareLcp === null ? '–' : (bareLcp / 1000).toFixed(2),
    '1.00×',
    kbCell(bare.htmlBrotli),
    bare.median.tbtMs === null ? '–' : bare.median.tbtMs.toFixed(0),
    bare.median.cls === null ? '–' : bare.median.cls.toFixed(3),
    bare.median.benchmarkIndex === null ? '–' : bare.median.benchmarkIndex.toFixed(0),
  ];
  const rows = measured.map(({ route, median, htmlBrotli }) => {
    const missed = missedGoals(median);
    const cell = (key: Cell, text: string) => (missed.has(key) ? `${text} ✗` : text);
    const score = (id: (typeof categoryIds)[number]) => cell(id, String(median.scores[id] ?? '–'));
    const fixed = (value: number | null, digits: number, scale = 1) =>
      value === null ? '–' : (value / scale).toFixed(digits);
    return [
      label(route),
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      cell('lcpMs', fixed(median.lcpMs, 2, 1000)),
      ratioCell(median.lcpMs, htmlBrotli),
      kbCell(htmlBrotli),
      cell('tbtMs', fixed(median.tbtMs, 0)),
      cell('cls', fixed(median.cls, 3)),
      fixed(median.benchmarkIndex, 0),
    ];
  });
  console.info(
    formatTable(
      [
        { header: 'route' },
        ...figureColumns(
          'perf',
          'a11y',
          'BP',
          'SEO',
          'LCP s',
          '× bare',
          'HTML KB br',
          'TBT ms',
          'CLS',
          'CPU index',
        ),
      ],
      [bareRow, ...rows],
    ),
  );
  console.info(
    `\n✗ misses its goal: performance ${goals.performance}, TBT ≤ ${goals.tbtMs} ms, ` +
      `CLS ${goals.cls} on every template; a11y/BP/SEO 100, LCP ≤ ${goals.lcpMs / 1000} s; × bare: ` +
      `LCP as a multiple of the branded bare page's (same server, same run), ≤ ` +
      `${reference.maxLcpRatio} when the HTML fits TCP's first window ` +
      `(${reference.firstWindowBytes / 1000} KB brotli), ≤ ${reference.maxLcpRatioLong} otherwise.\n` +
      "CPU index: Lighthouse's benchmarkIndex of the machine during the run; TBT and the scores " +
      'fall with it when other work shares the cores.',
  );
}

/** The low-end phone's table: each route's TBT against the bare page's, and its goal. */
export function printPhoneTable(
  measured: Measured[],
  bare: Measured,
  host: { slowdown: number | null; runIndex: number | null },
) {
  const ms = (value: number | null) => (value === null ? '–' : value.toFixed(0));
  const bareTbt = bare.median.tbtMs;
  const rows = [bare, ...measured].map(({ route, median }) => {
    const isBare = route === bare.route;
    const { overBareMs, pass } = tbtVerdict(median.tbtMs, bareTbt);
    const over = overBareMs === null ? '–' : `${overBareMs >= 0 ? '+' : ''}${ms(overBareMs)}`;
    return [
      isBare ? 'bare page (reference)' : label(route),
      ms(median.tbtMs),
      isBare ? '' : over,
      String(median.scores.performance ?? '–'),
      isBare ? '' : pass ? 'pass' : 'miss',
      ms(median.benchmarkIndex),
    ];
  });
  console.info(
    formatTable(
      [
        { header: 'route' },
        ...figureColumns('TBT ms', 'over bare', 'perf'),
        { header: `≤ +${lowEndPhone.maxTbtOverBareMs} ms` },
        ...figureColumns('CPU index'),
      ],
      rows,
    ),
  );
  console.info(
    `\nLow-end phone: Lighthouse's mobile settings with the CPU slowed ` +
      `${host.slowdown ?? '?'}× (${lowEndPhone.mobileSlowdown} × this host's benchmark index in ` +
      `the warm-up / ${lowEndPhone.benchmarkIndex}); the index's median over the measured runs ` +
      `was ${ms(host.runIndex)}. Goal: each route's median TBT at most ` +
      `${lowEndPhone.maxTbtOverBareMs} ms over the bare page's, same run (pass/miss).`,
  );
}

/** Each audit that cost points (or, for hints, performance time) once, with the routes it hit. */
export function printAudits(
  title: string,
  measured: Measured[],
  pick: (run: RunSummary) => Finding[],
) {
  const byAudit = new Map<string, { title: string; hits: string[] }>();
  for (const { route, median } of measured) {
    for (const finding of pick(median)) {
      const key = `${finding.tag} ${finding.id}`;
      const entry = byAudit.get(key) ?? { title: finding.title, hits: [] };
      entry.hits.push(`${label(route)}${finding.displayValue ? `: ${finding.displayValue}` : ''}`);
      byAudit.set(key, entry);
    }
  }
  if (byAudit.size === 0) return;
  console.info(`\n${title}`);
  for (const [key, { title: auditTitle, hits }] of byAudit) {
    console.info(`  ${key} — ${auditTitle}\n    ${hits.join('\n    ')}`);
  }
}

export type Finding = { tag: string; id: string; title: string; displayValue?: string };
