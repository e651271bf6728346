import { beforeEach, describe, expect, it } from 'vitest';
import {
  findEntry,
  loadEntries,
  pendingEntry,
  sampleEntries,
  saveEntries,
  WHITELIST_STORAGE_KEY,
} from './whitelist-store';

describe('whitelist store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the two sample active entries', () => {
    expect(loadEntries(localStorage)).toEqual(sampleEntries);
    expect(sampleEntries).toHaveLength(2);
    expect(sampleEntries.every((entry) => entry.status === 'active')).toBe(true);
  });

  it('keeps what it saves, and survives unreadable storage', () => {
    const entries = [
      ...sampleEntries,
      pendingEntry('New@Example.com', new Date('2024-09-01T10:00:00Z')),
    ];
    saveEntries(localStorage, entries);
    expect(loadEntries(localStorage)).toEqual(entries);
    expect(entries.at(-1)).toMatchObject({
      email: 'new@example.com',
      dateAdded: '2024-09-01',
      status: 'pending',
    });
    localStorage.setItem(WHITELIST_STORAGE_KEY, '{not json');
    expect(loadEntries(localStorage)).toEqual(sampleEntries);
  });

  it('finds duplicates case-insensitively', () => {
    expect(findEntry(sampleEntries, ' Demo@TESTBEAM.dev ')?.status).toBe('active');
    expect(findEntry(sampleEntries, 'someone@testbeam.dev')).toBeUndefined();
  });
});
