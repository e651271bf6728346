import type { JournalEntry } from './types';

/**
 * The Requests panel's filter: text in the path, one status (`401`) or a class (`4xx`), and
 * whether only requests that broke openapi.yaml (proxy mode) are shown.
 */
export interface RequestFilter {
  path: string;
  status: string;
  /**
   * Only entries with a contract violation. GET /__mock/requests has no such query, so the
   * console applies it to the pages it loads and to live entries (see `keepContract`).
   */
  violations: boolean;
}

export const emptyFilter: RequestFilter = { path: '', status: '', violations: false };

/** Did the request or the upstream's answer break openapi.yaml? (Absent on an older server.) */
export const hasViolations = (entry: JournalEntry) => (entry.violations?.length ?? 0) > 0;

/** The entries the contract filter keeps: all of them, or those with a violation. */
export const keepContract = (entries: readonly JournalEntry[], filter: RequestFilter) =>
  filter.violations ? entries.filter(hasViolations) : [...entries];

/** The status choices the filter offers: every class, then the statuses the site meets most. */
export const statusChoices = [
  '2xx',
  '3xx',
  '4xx',
  '5xx',
  '200',
  '400',
  '401',
  '403',
  '404',
  '409',
  '429',
  '500',
  '503',
];

const statusPattern = /^(?:[1-5]\d\d|[1-5]xx)$/;

/** Whether `status` is a filter GET /__mock/requests accepts (empty: every status). */
export const isStatusFilter = (status: string) => status === '' || statusPattern.test(status);

/**
 * Does `entry` pass the filter? The same rule as the server's (journal/filter.ts) for the path and
 * the status, and the console's own for contract violations.
 */
export function matches(entry: JournalEntry, filter: RequestFilter): boolean {
  if (filter.violations && !hasViolations(entry)) return false;
  const path = filter.path.trim();
  if (path !== '' && !entry.path.includes(path)) return false;
  const status = filter.status.trim();
  if (status === '') return true;
  if (status.endsWith('xx')) return String(entry.status)[0] === status[0];
  return String(entry.status) === status;
}

/**
 * The query string of GET /__mock/requests for the filter (`?path=…&status=…`, or ''). The
 * contract filter is not in it: the route knows no such query (it is applied by `keepContract`).
 */
export function queryOf(filter: RequestFilter): string {
  const params = new URLSearchParams();
  const path = filter.path.trim();
  const status = filter.status.trim();
  if (path !== '') params.set('path', path);
  if (status !== '' && isStatusFilter(status)) params.set('status', status);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A status's badge colour: teal 2xx, blue 3xx, orange 4xx, red 5xx. Shade 9 of each, so white
 * text on it passes WCAG AA (4.5:1) in both themes.
 */
export function statusTone(status: number): string {
  if (status >= 500) return 'red.9';
  if (status >= 400) return 'orange.9';
  if (status >= 300) return 'blue.9';
  if (status >= 200) return 'teal.9';
  return 'gray.8';
}
