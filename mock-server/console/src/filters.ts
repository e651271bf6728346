import type { JournalEntry } from './types';

/** The Requests panel's filter: text in the path, and one status (`401`) or a class (`4xx`). */
export interface RequestFilter {
  path: string;
  status: string;
}

export const emptyFilter: RequestFilter = { path: '', status: '' };

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

/** Does `entry` pass the filter? The same rule as the server's (journal/filter.ts). */
export function matches(entry: JournalEntry, filter: RequestFilter): boolean {
  const path = filter.path.trim();
  if (path !== '' && !entry.path.includes(path)) return false;
  const status = filter.status.trim();
  if (status === '') return true;
  if (status.endsWith('xx')) return String(entry.status)[0] === status[0];
  return String(entry.status) === status;
}

/** The query string of GET /__mock/requests for the filter (`?path=…&status=…`, or ''). */
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
