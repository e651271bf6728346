import type { ContractViolation, JournalEntry } from './types';

/**
 * The event types GET /__mock/events sends (mock-server/src/namespaces/dev-events.ts); `violation`
 * in proxy mode, when a forwarded request or answer broke openapi.yaml. A type the console does
 * not list here is never listened to, so a newer mock's events cannot break it.
 */
export const eventTypes = ['request', 'email', 'state', 'scenario', 'reset', 'violation'] as const;
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
    // The request event carries the entry's violations; a `violation` event is merged by
    // `addViolations` when it names a listed entry, and refetches nothing.
    case 'request':
    case 'violation':
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
    default:
      return [];
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

const isViolation = (value: unknown): value is ContractViolation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ContractViolation).pointer === 'string' &&
  typeof (value as ContractViolation).expected === 'string' &&
  ((value as ContractViolation).direction === 'request' ||
    (value as ContractViolation).direction === 'response');

const sameViolation = (a: ContractViolation, b: ContractViolation) =>
  a.direction === b.direction &&
  a.operation === b.operation &&
  a.pointer === b.pointer &&
  a.expected === b.expected;

/**
 * The list with a `violation` event's findings added to the entry it names, once each: the data
 * names the entry by `id` (or `entryId`) and carries `violations` (or is one violation itself).
 * Anything else, or an entry not listed, leaves the list as it is.
 */
export function addViolations(list: readonly JournalEntry[], data: unknown): JournalEntry[] {
  if (typeof data !== 'object' || data === null) return [...list];
  const record = data as { id?: unknown; entryId?: unknown; violations?: unknown };
  const id = typeof record.entryId === 'string' ? record.entryId : record.id;
  if (typeof id !== 'string') return [...list];
  const found = (Array.isArray(record.violations) ? record.violations : [data])
    .filter(isViolation)
    .map(({ direction, operation, pointer, expected }) => ({
      direction,
      operation: typeof operation === 'string' ? operation : null,
      pointer,
      expected,
    }));
  if (found.length === 0) return [...list];
  return list.map((entry) => {
    if (entry.id !== id) return entry;
    const known = entry.violations ?? [];
    const added = found.filter((item) => !known.some((seen) => sameViolation(seen, item)));
    return added.length === 0 ? entry : { ...entry, violations: [...known, ...added] };
  });
}

/** Parses one event's data line; null when it is not JSON (nothing a console can use). */
export function parseEventData(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
