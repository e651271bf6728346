// The whitelist entries this browser has requested (docs/requirements.md §3): kept in localStorage,
// seeded with two sample active entries, checked case-insensitively for duplicates.

export type LocalWhitelistEntry = {
  id: string;
  email: string;
  /** YYYY-MM-DD */
  dateAdded: string;
  status: 'active' | 'pending';
};

export const WHITELIST_STORAGE_KEY = 'testbeam.whitelist';

export const sampleEntries: readonly LocalWhitelistEntry[] = [
  { id: 'sample-1', email: 'demo@testbeam.dev', dateAdded: '2024-08-22', status: 'active' },
  { id: 'sample-2', email: 'qa@testbeam.dev', dateAdded: '2024-08-22', status: 'active' },
];

function isEntry(value: unknown): value is LocalWhitelistEntry {
  const entry = value as LocalWhitelistEntry;
  return typeof entry?.email === 'string' && typeof entry.id === 'string';
}

export function loadEntries(storage: Storage): LocalWhitelistEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(WHITELIST_STORAGE_KEY) ?? 'null');
    if (Array.isArray(parsed) && parsed.every(isEntry)) return parsed;
  } catch {
    // Unreadable or blocked storage: start from the samples.
  }
  return [...sampleEntries];
}

export function saveEntries(storage: Storage, entries: readonly LocalWhitelistEntry[]): void {
  try {
    storage.setItem(WHITELIST_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the request itself already reached the server.
  }
}

export const findEntry = (entries: readonly LocalWhitelistEntry[], email: string) =>
  entries.find((entry) => entry.email.toLowerCase() === email.trim().toLowerCase());

export function pendingEntry(email: string, now: Date): LocalWhitelistEntry {
  return {
    id: `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    email: email.trim().toLowerCase(),
    dateAdded: now.toISOString().slice(0, 10),
    status: 'pending',
  };
}
