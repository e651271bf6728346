import type { JournalRecord } from './journal';
import type { Records } from './records';

/**
 * Counts an answered request in its namespace's records: an operation's answer (in proxy mode the
 * upstream's own status, unless the mock answered itself), and what a forwarded call broke.
 */
export function count(records: Records, record: JournalRecord, operation: string | undefined) {
  const { upstream } = record;
  if (upstream !== undefined) {
    const failed = upstream.status === null;
    records.forwarded(
      record.violations ?? [],
      upstream.status ?? record.status,
      record.seq,
      failed,
    );
    if (operation !== undefined && upstream.status !== null) {
      records.answered(operation, upstream.status, false);
    }
    return;
  }
  if (operation !== undefined) records.answered(operation, record.status, record.forced === true);
}
