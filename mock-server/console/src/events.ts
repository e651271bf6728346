import type { JournalEntry } from './types';

/** The event types GET /__mock/events sends (mock-server/src/plugins/dev-events.ts). */
export const eventTypes = ['request', 'email', 'state', 'scenario', 'reset'] as const;
export type EventType = (typeof eventTypes)[number];

/** The console's panels that hold data fetched from the mock. */
export type Resource = 'outbox' | 'requests' | 'scenarios' | 'state';

/** The most requests the console keeps, as many as the journal holds. */
export const maxRequests = 1000;

/**
 * What an event makes stale: the panels to fetch again. A `request` event carries its entry and
 * is added by `addRequest` instead, so it refetches nothing; an email names no code (the event
 * stream never carries one), so the outbox is fetched.
 */
export function staleAfter(type: EventType, data: unknown): Resource[] {
  switch (type) {
    case 'request':
      return [];
    case 'email':
      return ['outbox'];
    case 'scenario':
      return ['scenarios'];
    case 'reset':
      return ['outbox', 'requests', 'scenarios', 'state'];
    case 'state': {
      const store = (data as { store?: unknown } | null)?.store;
      if (store === 'journal') return ['requests'];
      if (store === 'outbox') return ['outbox'];
      return ['state'];
    }
  }
}

/** The list with a live entry added on top (newest first), once, at most `maxRequests` long. */
export function addRequest(
  list: readonly JournalEntry[],
  entry: JournalEntry,
  max = maxRequests,
): JournalEntry[] {
  if (list.some((known) => known.id === entry.id)) return [...list];
  return [entry, ...list].slice(0, max);
}

/** Parses one event's data line; null when it is not JSON (nothing a console can use). */
export function parseEventData(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
