// What bench lighthouse prints: the table of each route's median run against its goals, and the
// audits that cost points, each once with the routes it hit.

import type { BenchRoute } from './bench-routes';
import type { categoryIds } from './lighthouse-goals';
import { type Cell, goals, missedGoals, type RunSummary } from './lighthouse-goals';
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

export function printTable(measured: Measured[]) {
  const kbCell = (bytes: number) => (bytes / 1000).toFixed(1);
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
      kbCell(htmlBrotli),
      fixed(median.tbtMs, 0),
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
          'HTML KB br',
          'TBT ms',
          'CLS',
          'CPU index',
        ),
      ],
      rows,
    ),
  );
  console.info(
    `\n✗ misses its goal: performance ≥ ${goals.performance}, LCP ≤ ${goals.lcpMs / 1000} s and ` +
      `CLS ${goals.cls} on every template; a11y/BP/SEO 100.\n` +
      "CPU index: Lighthouse's benchmarkIndex of the machine during the run; TBT and the scores " +
      'fall with it when other work shares the cores.',
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
