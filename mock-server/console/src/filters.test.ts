import { describe, expect, it } from 'vitest';
import {
  emptyFilter,
  hasViolations,
  isStatusFilter,
  keepContract,
  matches,
  queryOf,
  statusTone,
} from './filters';
import type { ContractViolation, JournalEntry } from './types';
import { journalEntry } from './journal-entry.test-helpers';

const entry = (path: string, status: number): JournalEntry =>
  journalEntry({ method: 'GET', url: path, path, status });

describe('the Requests panel filter', () => {
  it('matches a substring of the path, case-sensitive, like the server', () => {
    expect(
      matches(entry('/api/auth/generate', 200), {
        path: '/api/auth/',
        status: '',
        violations: false,
      }),
    ).toBe(true);
    expect(
      matches(entry('/api/auth/generate', 200), { path: '/API/', status: '', violations: false }),
    ).toBe(false);
    expect(matches(entry('/login', 200), { path: ' /login ', status: '', violations: false })).toBe(
      true,
    );
  });

  it('matches one status or a class', () => {
    const tooMany = entry('/api/auth/generate', 429);
    expect(matches(tooMany, { path: '', status: '429', violations: false })).toBe(true);
    expect(matches(tooMany, { path: '', status: '4xx', violations: false })).toBe(true);
    expect(matches(tooMany, { path: '', status: '5xx', violations: false })).toBe(false);
    expect(matches(tooMany, { path: '', status: '401', violations: false })).toBe(false);
    expect(matches(tooMany, { path: '/api', status: '', violations: false })).toBe(true);
  });

  it('asks the journal with the same filter, leaving out what is empty or unreadable', () => {
    expect(queryOf({ path: '', status: '', violations: false })).toBe('');
    expect(queryOf({ path: '/api/auth/', status: '4xx', violations: false })).toBe(
      '?path=%2Fapi%2Fauth%2F&status=4xx',
    );
    expect(queryOf({ path: '', status: '42', violations: false })).toBe('');
    expect(isStatusFilter('4xx')).toBe(true);
    expect(isStatusFilter('600')).toBe(false);
  });

  it('keeps only requests with a contract violation when asked, live and in loaded pages', () => {
    const broken: ContractViolation = {
      direction: 'response',
      operation: 'sendCode',
      pointer: '/message',
      expected: "must have required property 'message'",
    };
    const clean = entry('/api/auth/generate', 200);
    const violating = { ...entry('/api/auth/generate', 200), id: '2', violations: [broken] };
    const only = { ...emptyFilter, violations: true };
    expect(hasViolations(clean)).toBe(false);
    expect(hasViolations(violating)).toBe(true);
    expect(matches(clean, only)).toBe(false);
    expect(matches(violating, only)).toBe(true);
    expect(matches(violating, { ...only, status: '4xx' })).toBe(false);
    expect(matches(clean, emptyFilter)).toBe(true);
    expect(keepContract([clean, violating], only).map((item) => item.id)).toEqual(['2']);
    expect(keepContract([clean, violating], emptyFilter)).toHaveLength(2);
    // The journal's route has no such query: the console applies it itself.
    expect(queryOf({ path: '/api/', status: '', violations: true })).toBe('?path=%2Fapi%2F');
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
