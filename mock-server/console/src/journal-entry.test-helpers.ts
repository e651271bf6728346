import type { JournalEntry } from './types';

/**
 * A journal entry for the console's tests: a conforming POST /api/auth/generate answered 200,
 * with `change` on top. One shape, so a field the server adds is added here once.
 */
export const journalEntry = (change: Partial<JournalEntry> = {}): JournalEntry => ({
  id: '1',
  startedAt: '2026-03-01T09:00:00.000Z',
  method: 'POST',
  url: '/api/auth/generate',
  path: '/api/auth/generate',
  query: {},
  status: 200,
  durationMs: 1,
  fault: null,
  violations: [],
  request: { headers: {}, body: null },
  response: { headers: {}, body: null },
  ...change,
});
