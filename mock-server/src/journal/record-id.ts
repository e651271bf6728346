import type { Journal, JournalRecord } from './journal';

/** The record a path's `id` names, if it is a sequence number the journal still holds. */
export function recordById(journal: Journal, id: string): JournalRecord | undefined {
  return /^\d{1,15}$/.test(id) ? journal.get(Number(id)) : undefined;
}

/** The 404 of an id the journal does not hold. */
export const noRecordMessage = (id: string) => `No request ${id} in the journal`;
