// The size budgets and the arithmetic around them. No file system here: size.ts reads
// the build, this module decides what it means.

import type { BenchRoute } from './bench-routes';

/** KB in the budgets means KiB, as in `npm run build`'s own output. */
export const KB = 1024;

export type RouteKind = 'home' | 'sign-in' | 'agent' | 'form' | 'content';

/** JavaScript, gzip, that a route's first load may need. */
export const jsBudgetKb: Record<RouteKind, number> = {
  home: 160,
  // Every form page (/login, the agents, the whitelist, the waitlists, /contact) carries React
  // DOM's production build (62.5 KB gzip of it); what keeps the rest small: the forms' own field
  // components instead of Mantine's, zod/mini, the chunk groups.
  'sign-in': 95,
  agent: 95,
  form: 95,
  // Blog, legal, about, products (the marketplace /ai-agents included: it is one of the
  // products, and its filter is plain code), coming soon, 404.
  content: 90,
};

/**
 * CSS, gzip, on every route: `inline`, its <style> blocks (the critical rules and the theme's
 * variables, in the HTML), and `linked`, the site's one stylesheet, which its loader applies as
 * soon as it arrives; a visit pays it once (visit-budget.ts).
 */
export const cssBudgetKb = { inline: 10, linked: 22 } as const;

export type CssPart = keyof typeof cssBudgetKb;

/**
 * The files a route's first load fetches for its JavaScript. Each is a request (six at a time over
 * HTTP/1.1) and a module the browser instantiates. Split by sharing, most would be a few dozen
 * bytes of CSS-module class names; vite.config.ts groups those and the island runtime.
 */
export const jsFilesBudget = 12;

const kindOfPage: Record<BenchRoute['page'], RouteKind> = {
  index: 'home',
  login: 'sign-in',
  'email-whitelist': 'sign-in',
  waitlist: 'sign-in',
  agent: 'agent',
  contact: 'form',
  about: 'content',
  'api-mcp-studio': 'content',
  notebook: 'content',
  'ai-agents': 'content',
  scheduler: 'content',
  'vector-db-llm': 'content',
  'agentic-workflow': 'content',
  'micro-saas': 'content',
  screen: 'content',
  blog: 'content',
  'blog/@slug': 'content',
  'terms-of-service': 'content',
  'privacy-policy': 'content',
  '404': 'content',
};

/** A Record over every page: a new page in the route table fails the type check until it has a kind. */
export function kindOf(route: Pick<BenchRoute, 'page'>): RouteKind {
  return kindOfPage[route.page];
}

/** One file a first load fetches, with its size as built and gzipped (level 9). */
export type SizedFile = { file: string; bytes: number; gzipBytes: number };

export type Totals = { files: number; bytes: number; gzipBytes: number };

/** Sums the files once each, however many times they are listed. */
export function totalOf(files: readonly SizedFile[]): Totals {
  const unique = new Map(files.map((file) => [file.file, file]));
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of unique.values()) {
    bytes += file.bytes;
    gzipBytes += file.gzipBytes;
  }
  return { files: unique.size, bytes, gzipBytes };
}

/** A route's CSS: its inline <style> blocks and its linked stylesheets. */
export type CssTotals = Record<CssPart, Totals>;

export type Verdict = {
  kind: RouteKind;
  jsBudgetKb: number;
  /** Gzip bytes over the budget, 0 when within it. */
  jsOverBytes: number;
  cssOverBytes: Record<CssPart, number>;
  /** JavaScript files over `jsFilesBudget`, 0 when within it. */
  jsFilesOver: number;
  ok: boolean;
};

const cssParts = Object.keys(cssBudgetKb) as CssPart[];

export function judge(route: Pick<BenchRoute, 'page'>, js: Totals, css: CssTotals): Verdict {
  const kind = kindOf(route);
  const jsOverBytes = Math.max(0, js.gzipBytes - jsBudgetKb[kind] * KB);
  const cssOverBytes = Object.fromEntries(
    cssParts.map((part) => [part, Math.max(0, css[part].gzipBytes - cssBudgetKb[part] * KB)]),
  ) as Record<CssPart, number>;
  const jsFilesOver = Math.max(0, js.files - jsFilesBudget);
  return {
    kind,
    jsBudgetKb: jsBudgetKb[kind],
    jsOverBytes,
    cssOverBytes,
    jsFilesOver,
    ok:
      jsOverBytes === 0 && cssParts.every((part) => cssOverBytes[part] === 0) && jsFilesOver === 0,
  };
}

/** Gzip KB with one decimal, as every table and message shows them. */
export const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** One line per budget a route breaks, naming the route and the excess; empty when all hold. */
export function overBudgetMessages(path: string, js: Totals, css: CssTotals, verdict: Verdict) {
  const line = (what: string, size: number, budget: number, over: number) =>
    `${path} (${verdict.kind}): ${what} ${kb(size)} KB gzip, budget ${budget} KB: ${over} bytes (${kb(over)} KB) over`;
  const lines: string[] = [];
  if (verdict.jsOverBytes > 0) {
    lines.push(line('JavaScript', js.gzipBytes, verdict.jsBudgetKb, verdict.jsOverBytes));
  }
  for (const part of cssParts) {
    const over = verdict.cssOverBytes[part];
    if (over > 0) lines.push(line(`CSS (${part})`, css[part].gzipBytes, cssBudgetKb[part], over));
  }
  if (verdict.jsFilesOver > 0) {
    lines.push(
      `${path} (${verdict.kind}): JavaScript in ${js.files} files, budget ${jsFilesBudget}: ${verdict.jsFilesOver} over`,
    );
  }
  return lines;
}

/** All the JavaScript a page without a form can ever load, its enhancers included. */
export const everJsBudgetKb = 15;

const formKinds = new Set<RouteKind>(['sign-in', 'agent', 'form']);

/** The budget of everything a route can ever load: none on form pages (React earns its cost). */
export function everJsBudget(route: Pick<BenchRoute, 'page'>): number | null {
  return formKinds.has(kindOf(route)) ? null : everJsBudgetKb;
}

/** The line saying by how much a page without a form loads too much over its life, or null. */
export function everOverMessage(
  path: string,
  route: Pick<BenchRoute, 'page'>,
  ever: Totals,
): string | null {
  const budget = everJsBudget(route);
  if (budget === null) return null;
  const over = ever.gzipBytes - budget * KB;
  if (over <= 0) return null;
  return `${path} (${kindOf(route)}, no form): all the JavaScript it can ever load ${kb(ever.gzipBytes)} KB gzip, budget ${budget} KB: ${over} bytes (${kb(over)} KB) over`;
}
