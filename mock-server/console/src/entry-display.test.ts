import { describe, expect, it } from 'vitest';
import {
  canSaveAsScenario,
  faultSentence,
  forwarded,
  faultText,
  operationText,
  outcomeText,
  pointerText,
  statusText,
  upstreamText,
  violationsLabel,
} from './entry-display';
import { journalEntry } from './journal-entry.test-helpers';

const upstream = { url: 'https://a.test/api/auth/generate', status: 200 };

const entry = journalEntry;

describe('a journal entry as the console shows it', () => {
  it('shows a fault instead of a status that was never sent', () => {
    expect(statusText(entry({ status: 0, fault: 'reset' }))).toBe('no answer');
    expect(statusText(entry())).toBe('200');
    expect(faultText(entry({ status: 0, fault: 'reset' }))).toBe('fault: reset');
    expect(faultText(entry())).toBeNull();
    expect(outcomeText(entry({ status: 0, fault: 'empty' }))).toBe('fault: empty (no answer)');
    expect(outcomeText(entry({ status: 200, fault: 'malformed' }))).toBe('200, fault: malformed');
    expect(outcomeText(entry({ status: 429 }))).toBe('429');
    expect(faultSentence('reset')).toMatch(/^Connection reset: /);
    expect(faultSentence('smoke')).toBe('smoke.');
  });

  it('names violations, their pointer and operation', () => {
    expect(violationsLabel(1)).toBe('1 violation');
    expect(violationsLabel(3)).toBe('3 violations');
    expect(pointerText({ pointer: '' })).toBe('(the whole body)');
    expect(pointerText({ pointer: '/message' })).toBe('/message');
    expect(operationText({ operation: null })).toBe('no documented operation');
    expect(operationText({ operation: 'sendCode' })).toBe('sendCode');
  });

  it('offers "Save as scenario" only for an answer the upstream gave', () => {
    expect(canSaveAsScenario(entry({ upstream }))).toBe(true);
    // The mock answered (mock mode, a scenario, a page of the site): nothing to record.
    expect(canSaveAsScenario(entry())).toBe(false);
    expect(canSaveAsScenario(entry({ upstream: { ...upstream, status: null }, status: 504 }))).toBe(
      false,
    );
    expect(canSaveAsScenario(entry({ upstream, status: 0, fault: 'reset' }))).toBe(false);
    expect(forwarded(entry({ upstream }))).toBe(true);
    expect(forwarded(entry())).toBe(false);
  });

  it('says where a forwarded request went and what the upstream answered', () => {
    expect(upstreamText(entry())).toBeNull();
    expect(upstreamText(entry({ upstream }))).toBe(
      'Forwarded to https://a.test/api/auth/generate, which answered 200.',
    );
    expect(upstreamText(entry({ upstream, status: 502 }))).toBe(
      'Forwarded to https://a.test/api/auth/generate, which answered 200; the browser got 502.',
    );
    expect(upstreamText(entry({ upstream: { ...upstream, status: null }, status: 504 }))).toBe(
      'Forwarded to https://a.test/api/auth/generate: no answer from the upstream (the mock answered 504).',
    );
  });
});
