import { describe, expect, it } from 'vitest';
import { addRequest, parseEventData, staleAfter } from './events';
import type { JournalEntry } from './types';

const entry = (id: string): JournalEntry => ({
  id,
  startedAt: '2026-03-01T09:00:00.000Z',
  method: 'POST',
  url: '/api/auth/generate',
  path: '/api/auth/generate',
  query: {},
  status: 200,
  durationMs: 3.2,
  fault: null,
  violations: [],
  request: { headers: {}, body: null },
  response: { headers: {}, body: null },
});

describe('the console reading the event stream', () => {
  it('fetches the outbox after an email, never reading a code from the event', () => {
    expect(staleAfter('email', { store: 'outbox', kind: 'add', id: 'x' })).toEqual(['outbox']);
  });

  it('fetches what a state event names: the journal, the outbox or the stores', () => {
    expect(staleAfter('state', { store: 'journal', kind: 'clear' })).toEqual(['requests']);
    expect(staleAfter('state', { store: 'outbox', kind: 'clear' })).toEqual(['outbox']);
    expect(staleAfter('state', { store: 'sessions', kind: 'delete', id: 'r' })).toEqual(['state']);
    expect(staleAfter('state', null)).toEqual(['state']);
  });

  it('fetches the scenarios after a scenario event, everything after a reset', () => {
    expect(staleAfter('scenario', { kind: 'add' })).toEqual(['scenarios']);
    expect(staleAfter('reset', null).sort()).toEqual(['outbox', 'requests', 'scenarios', 'state']);
  });

  it('adds a request event to the list itself: no fetch, newest first, once', () => {
    expect(staleAfter('request', entry('1'))).toEqual([]);
    const list = addRequest([entry('2'), entry('1')], entry('3'));
    expect(list.map((item) => item.id)).toEqual(['3', '2', '1']);
    expect(addRequest(list, entry('2')).map((item) => item.id)).toEqual(['3', '2', '1']);
  });

  it('keeps at most as many requests as the journal', () => {
    const list = Array.from({ length: 5 }, (_, index) => entry(String(5 - index)));
    expect(addRequest(list, entry('6'), 5).map((item) => item.id)).toEqual([
      '6',
      '5',
      '4',
      '3',
      '2',
    ]);
  });

  it('reads data lines as JSON, and anything else as nothing', () => {
    expect(parseEventData('{"store":"outbox"}')).toEqual({ store: 'outbox' });
    expect(parseEventData('null')).toBeNull();
    expect(parseEventData('not json')).toBeNull();
  });
});
