import type { JournalRecord } from './journal';

/** GET /__mock/requests's query, as the route's schema lets it through. */
export interface JournalQuery {
  /** A substring of the path (the URL without its query), case-sensitive. */
  path?: string;
  /** `404` exactly, or a class: `4xx`. */
  status?: string;
  /** An ISO time (entries that started after it) or an entry id (entries newer than it). */
  since?: string;
  limit?: number;
}

/** Why a query cannot be answered, or null. */
export function sinceProblem(since: string | undefined): string | null {
  if (since === undefined || /^\d+$/.test(since)) return null;
  return Number.isNaN(Date.parse(since))
    ? 'Invalid query: since must be an ISO time (2026-03-01T09:00:00Z) or an entry id'
    : null;
}

export function matches(query: JournalQuery): (record: JournalRecord) => boolean {
  const { path, status, since } = query;
  const statusClass = status?.endsWith('xx') ? Number(status[0]) : null;
  const exactStatus = status !== undefined && statusClass === null ? Number(status) : null;
  const afterSeq = since !== undefined && /^\d+$/.test(since) ? Number(since) : null;
  const afterTime = since !== undefined && afterSeq === null ? Date.parse(since) : null;
  return (record) => {
    if (path !== undefined) {
      const end = record.url.indexOf('?');
      if (!(end === -1 ? record.url : record.url.slice(0, end)).includes(path)) return false;
    }
    if (exactStatus !== null && record.status !== exactStatus) return false;
    if (statusClass !== null && Math.floor(record.status / 100) !== statusClass) return false;
    if (afterSeq !== null && record.seq <= afterSeq) return false;
    if (afterTime !== null && record.startedAt <= afterTime) return false;
    return true;
  };
}
