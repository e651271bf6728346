// What a visit transfers, judged by check size: a visitor's six pages, each page's HTML and the
// stylesheets it links over the wire (brotli), a stylesheet paid once per visit because the
// browser caches it. Pure: size.ts reads the build.

import type { BenchRoute } from './bench-routes';

/** KB means KiB here, as in the other budgets. */
const KB = 1024;

/** The visit, in order: a landing on the home page, two products, the blog, a post, sign-in. */
export const visitPages = [
  'index',
  'api-mcp-studio',
  'ai-agents',
  'blog',
  'blog/@slug',
  'login',
] as const satisfies readonly BenchRoute['page'][];

/**
 * The budgets: the whole visit's HTML and linked CSS; the linked CSS each page after the first
 * adds (what the visit has not fetched yet); one page's HTML and linked CSS, the first page's
 * cost on a cold cache.
 */
export const visitBudgetKb = { visit: 110, laterPageCss: 1, page: 40 } as const;

/** One page of the visit: its HTML's brotli bytes and its linked stylesheets' (file, bytes). */
export type VisitPage = {
  path: string;
  htmlBytes: number;
  css: readonly { file: string; bytes: number }[];
};

export type VisitFigures = {
  /** Per page: its HTML, the CSS it newly fetches in the visit, and its cold-cache total. */
  pages: { path: string; htmlBytes: number; newCssBytes: number; coldBytes: number }[];
  totalBytes: number;
  cssBytes: number;
};

/** The visit's figures: a stylesheet counts on the first page that links it, and only there. */
export function visitFigures(pages: readonly VisitPage[]): VisitFigures {
  const fetched = new Set<string>();
  const rows = pages.map(({ path, htmlBytes, css }) => {
    let newCssBytes = 0;
    for (const { file, bytes } of css) {
      if (fetched.has(file)) continue;
      fetched.add(file);
      newCssBytes += bytes;
    }
    const coldBytes = htmlBytes + css.reduce((sum, { bytes }) => sum + bytes, 0);
    return { path, htmlBytes, newCssBytes, coldBytes };
  });
  const cssBytes = rows.reduce((sum, row) => sum + row.newCssBytes, 0);
  const totalBytes = rows.reduce((sum, row) => sum + row.htmlBytes + row.newCssBytes, 0);
  return { pages: rows, totalBytes, cssBytes };
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** One line per visit budget broken; empty when all hold. */
export function visitOverMessages(figures: VisitFigures): string[] {
  const lines: string[] = [];
  if (figures.totalBytes > visitBudgetKb.visit * KB) {
    lines.push(
      `the visit: HTML and linked CSS ${kb(figures.totalBytes)} KB brotli, budget ${visitBudgetKb.visit} KB`,
    );
  }
  for (const [i, page] of figures.pages.entries()) {
    if (i > 0 && page.newCssBytes > visitBudgetKb.laterPageCss * KB) {
      lines.push(
        `${page.path} in the visit: ${kb(page.newCssBytes)} KB of new linked CSS, budget ${visitBudgetKb.laterPageCss} KB`,
      );
    }
    if (page.coldBytes > visitBudgetKb.page * KB) {
      lines.push(
        `${page.path} alone: HTML and linked CSS ${kb(page.coldBytes)} KB brotli, budget ${visitBudgetKb.page} KB`,
      );
    }
  }
  return lines;
}
