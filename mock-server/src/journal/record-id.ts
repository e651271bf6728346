import type { Journal, JournalRecord } from './journal';

/** A journal entry's id in a path: `/__mock/requests/:id`, `/__mock/scenarios/from-request/:id`. */
export const recordIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

/** The record a path's `id` names, if it is a sequence number the journal still holds. */
export function recordById(journal: Journal, id: string): JournalRecord | undefined {
  return /^\d{1,15}$/.test(id) ? journal.get(Number(id)) : undefined;
}

/** The 404 of an id the journal does not hold. */
export const noRecordMessage = (id: string) => `No request ${id} in the journal`;
