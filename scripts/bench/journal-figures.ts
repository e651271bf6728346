// What bench journal prints: its figures next to their budgets, one verdict per row.

/**
 * The budgets for the mock's developer tools under load (docs/performance.md "The developer tools
 * under load").
 */
export const BUDGETS = {
  /** RSS growth over 1,000 reads of the largest answers (the ~5 MB messages list). */
  rssGrowthMb: 30,
  /** One journal page (GET /__mock/requests?limit=100) with a full journal, p99. */
  journalPageP99Ms: 50,
  /** A journaled POST's p50 with 200 event streams open, as a multiple of its p50 with none. */
  postWithStreamsRatio: 2,
} as const;

export const MB = 1024 * 1024;

/** 1,000 reads of one answer; `died` is set when the server died before the last one. */
export type MemoryFigure = {
  path: string;
  answerBytes: number;
  reads: number;
  rssGrowthBytes?: number;
  heapGrowthBytes?: number;
  died?: string;
};

export type JournalFigures = {
  memory: MemoryFigure[];
  journalPage?: { reads: number; p50Ms: number; p99Ms: number };
  har?: { ms: number; bytes: number };
  post?: { streams: number; p50NoneMs: number; p50StreamsMs: number };
};

export type Verdict = 'within budget' | 'OVER budget';

export const verdict = (value: number, limit: number): Verdict =>
  value <= limit ? 'within budget' : 'OVER budget';

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The rows [figure, measured, budget, verdict]; a figure the run could not take is OVER. */
export function budgetRows(figures: JournalFigures): string[][] {
  const rows: string[][] = [];
  for (const memory of figures.memory) {
    const name = `RSS growth, ${memory.reads} × GET ${memory.path} (${mb(memory.answerBytes)})`;
    const budget = `≤ ${BUDGETS.rssGrowthMb} MB`;
    if (memory.died !== undefined || memory.rssGrowthBytes === undefined) {
      rows.push([name, memory.died ?? 'not measured', budget, 'OVER budget']);
    } else {
      const growth = memory.rssGrowthBytes;
      rows.push([name, mb(growth), budget, verdict(growth / MB, BUDGETS.rssGrowthMb)]);
    }
  }
  const page = figures.journalPage;
  rows.push([
    `journal page p99, full journal${page ? ` (${page.reads} reads)` : ''}`,
    page ? ms(page.p99Ms) : 'not measured',
    `≤ ${BUDGETS.journalPageP99Ms} ms`,
    page ? verdict(page.p99Ms, BUDGETS.journalPageP99Ms) : 'OVER budget',
  ]);
  const post = figures.post;
  if (post) {
    const ratio = post.p50StreamsMs / post.p50NoneMs;
    rows.push([
      `journaled POST p50, ${post.streams} streams / none`,
      `${ms(post.p50StreamsMs)} / ${ms(post.p50NoneMs)} = ${ratio.toFixed(2)} ×`,
      `≤ ${BUDGETS.postWithStreamsRatio} ×`,
      verdict(ratio, BUDGETS.postWithStreamsRatio),
    ]);
  } else {
    rows.push([
      'journaled POST p50, streams / none',
      'not measured',
      `≤ ${BUDGETS.postWithStreamsRatio} ×`,
      'OVER budget',
    ]);
  }
  return rows;
}

/** Rows for figures that have no budget but help read the others. */
export function otherRows(figures: JournalFigures): string[][] {
  const rows: string[][] = [];
  for (const memory of figures.memory) {
    if (memory.heapGrowthBytes !== undefined) {
      rows.push([
        `heap-used growth, ${memory.reads} × GET ${memory.path}`,
        mb(memory.heapGrowthBytes),
      ]);
    }
  }
  if (figures.journalPage) rows.push(['journal page p50', ms(figures.journalPage.p50Ms)]);
  if (figures.har) {
    rows.push([
      'HAR export, once (GET /__mock/requests.har)',
      `${ms(figures.har.ms)}, ${mb(figures.har.bytes)}`,
    ]);
  }
  return rows;
}

/** "child died: out of memory after N reads" from how the server process ended. */
export function describeDeath(reads: number, stderr: string, exit: string): string {
  const cause = /heap out of memory|allocation failed/i.test(stderr)
    ? 'out of memory'
    : `exited (${exit})`;
  return `child died: ${cause} after ${reads} reads`;
}
