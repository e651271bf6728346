import { describe, expect, it } from 'vitest';
import { isStatusFilter, matches, queryOf, statusTone } from './filters';
import type { JournalEntry } from './types';

const entry = (path: string, status: number): JournalEntry => ({
  id: '1',
  startedAt: '2026-03-01T09:00:00.000Z',
  method: 'GET',
  url: path,
  query: {},
  path,
  status,
  durationMs: 1,
  fault: null,
  violations: [],
  request: { headers: {}, body: null },
  response: { headers: {}, body: null },
});

describe('the Requests panel filter', () => {
  it('matches a substring of the path, case-sensitive, like the server', () => {
    expect(matches(entry('/api/auth/generate', 200), { path: '/api/auth/', status: '' })).toBe(
      true,
    );
    expect(matches(entry('/api/auth/generate', 200), { path: '/API/', status: '' })).toBe(false);
    expect(matches(entry('/login', 200), { path: ' /login ', status: '' })).toBe(true);
  });

  it('matches one status or a class', () => {
    const tooMany = entry('/api/auth/generate', 429);
    expect(matches(tooMany, { path: '', status: '429' })).toBe(true);
    expect(matches(tooMany, { path: '', status: '4xx' })).toBe(true);
    expect(matches(tooMany, { path: '', status: '5xx' })).toBe(false);
    expect(matches(tooMany, { path: '', status: '401' })).toBe(false);
    expect(matches(tooMany, { path: '/api', status: '' })).toBe(true);
  });

  it('asks the journal with the same filter, leaving out what is empty or unreadable', () => {
    expect(queryOf({ path: '', status: '' })).toBe('');
    expect(queryOf({ path: '/api/auth/', status: '4xx' })).toBe(
      '?path=%2Fapi%2Fauth%2F&status=4xx',
    );
    expect(queryOf({ path: '', status: '42' })).toBe('');
    expect(isStatusFilter('4xx')).toBe(true);
    expect(isStatusFilter('600')).toBe(false);
  });

  it('colours statuses by class', () => {
    expect([204, 302, 429, 503, 101].map(statusTone)).toEqual([
      'teal.9',
      'blue.9',
      'orange.9',
      'red.9',
      'gray.8',
    ]);
  });
});
