import { describe, expect, it } from 'vitest';
import { addRequest, addViolations, eventTypes, parseEventData, staleAfter } from './events';
import type { ContractViolation, JournalEntry } from './types';
import { journalEntry } from './journal-entry.test-helpers';

const entry = (id: string): JournalEntry => journalEntry({ id, durationMs: 3.2 });

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

  it('listens to violation events, refetching nothing, and never trips on a type it does not know', () => {
    expect(eventTypes).toContain('violation');
    expect(staleAfter('violation', { id: '1', violations: [] })).toEqual([]);
    expect(staleAfter('mystery' as never, { anything: true })).toEqual([]);
  });

  it('adds a violation event’s findings to the entry it names, once, and ignores the rest', () => {
    const broken: ContractViolation = {
      direction: 'response',
      operation: 'sendCode',
      pointer: '/message',
      expected: "must have required property 'message'",
    };
    const list = [entry('2'), entry('1')];
    const merged = addViolations(list, { id: '1', violations: [broken] });
    expect(merged[1]?.violations).toEqual([broken]);
    expect(merged[0]).toBe(list[0]);
    expect(addViolations(merged, { id: '1', violations: [broken] })[1]?.violations).toHaveLength(1);
    // One violation as the event's data, naming its entry.
    const other = { ...broken, pointer: '/success' };
    expect(addViolations(merged, { entryId: '1', ...other })[1]?.violations).toEqual([
      broken,
      other,
    ]);
    for (const data of [
      null,
      'text',
      { id: '9', violations: [broken] },
      { violations: [broken] },
    ]) {
      expect(addViolations(list, data).map((item) => item.violations)).toEqual([[], []]);
    }
  });
});
