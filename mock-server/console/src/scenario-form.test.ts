import { describe, expect, it } from 'vitest';
import {
  answerLabel,
  changeForm,
  examplesOf,
  faultChoices,
  faultLabel,
  faults,
  initialForm,
  remainingLabel,
  scenarioBody,
  statusesOf,
} from './scenario-form';
import type { ScenarioOption } from './types';

// The shape GET /__mock/scenarios/options answers, for two operations of openapi.yaml.
const options: ScenarioOption[] = [
  {
    operation: 'getGoogleLoginUrl',
    alias: 'login-url',
    method: 'GET',
    path: '/api/auth/oauth/google/loginUrl',
    takesEmail: false,
    statuses: [
      { status: 200, examples: ['default'] },
      { status: 500, examples: ['default'] },
    ],
  },
  {
    operation: 'sendCode',
    alias: 'send-code',
    method: 'POST',
    path: '/api/auth/generate',
    takesEmail: true,
    statuses: [
      { status: 200, examples: ['default'] },
      { status: 403, examples: ['host', 'crossSite'] },
      { status: 429, examples: ['cooldown', 'rateLimit'] },
    ],
  },
];

describe('the scenario form', () => {
  it('offers the statuses and examples the operation documents', () => {
    expect(statusesOf(options, 'sendCode')).toEqual([200, 403, 429]);
    expect(examplesOf(options, 'sendCode', '429')).toEqual(['cooldown', 'rateLimit']);
    expect(examplesOf(options, 'sendCode', '500')).toEqual([]);
    expect(statusesOf(options, 'nope')).toEqual([]);
  });

  it('starts on send-code → 429 with its first example, for the next call', () => {
    expect(initialForm(options)).toMatchObject({
      operation: 'sendCode',
      status: '429',
      example: 'cooldown',
      mode: 'count',
      times: 1,
    });
  });

  it('keeps the choice valid when the operation or status changes', () => {
    const start = initialForm(options);
    const withEmail = { ...start, email: 'ada@example.com' };
    // login-url does not document 429 and takes no email.
    const other = changeForm(options, withEmail, { operation: 'getGoogleLoginUrl' });
    expect(other).toMatchObject({ status: '200', example: 'default', email: '' });
    const forbidden = changeForm(options, start, { status: '403' });
    expect(forbidden.example).toBe('host');
    // A status both document is kept.
    const back = changeForm(options, changeForm(options, start, { status: '200' }), {
      operation: 'getGoogleLoginUrl',
    });
    expect(back.status).toBe('200');
    // Latency only: no status, no example.
    expect(changeForm(options, start, { status: '' }).example).toBe('');
  });

  it('builds POST /__mock/scenarios bodies', () => {
    const start = initialForm(options);
    expect(scenarioBody({ ...start, times: 3, email: ' ada@example.com ' })).toEqual({
      operation: 'sendCode',
      status: 429,
      example: 'cooldown',
      times: 3,
      email: 'ada@example.com',
    });
    expect(scenarioBody({ ...start, mode: 'always', latencyMs: 800 })).toEqual({
      operation: 'sendCode',
      status: 429,
      example: 'cooldown',
      latencyMs: 800,
    });
    expect(scenarioBody({ ...start, status: '', example: '', latencyMs: '3000' })).toEqual({
      operation: 'sendCode',
      times: 1,
      latencyMs: 3000,
    });
  });

  it('sends a fault instead of a status and example, with times, latency and email', () => {
    const start = initialForm(options);
    expect(start).toMatchObject({ answer: 'status', fault: 'reset' });
    const fault = changeForm(options, start, { answer: 'fault', fault: 'malformed' });
    // The status and example are kept for a switch back, but never sent with a fault.
    expect(fault).toMatchObject({ status: '429', example: 'cooldown', fault: 'malformed' });
    expect(scenarioBody({ ...fault, times: 2, email: 'ada@example.com' })).toEqual({
      operation: 'sendCode',
      fault: 'malformed',
      times: 2,
      email: 'ada@example.com',
    });
    expect(scenarioBody({ ...fault, fault: 'hang', mode: 'always', latencyMs: 500 })).toEqual({
      operation: 'sendCode',
      fault: 'hang',
      latencyMs: 500,
    });
    // A fault alone is enough: no latency needed, unlike the real answer.
    expect(scenarioBody({ ...fault, status: '', example: '', latencyMs: 0 })).toEqual({
      operation: 'sendCode',
      fault: 'malformed',
      times: 1,
    });
    expect(scenarioBody({ ...fault, times: 0 })).toBeInstanceOf(Error);
    expect(scenarioBody({ ...fault, fault: 'boom' as never })).toBeInstanceOf(Error);
    expect(scenarioBody(changeForm(options, fault, { answer: 'status' }))).toEqual({
      operation: 'sendCode',
      status: 429,
      example: 'cooldown',
      times: 1,
    });
  });

  it('offers every fault the mock knows, with clear labels', () => {
    expect(faults).toEqual(['reset', 'empty', 'malformed', 'hang']);
    expect(faults.map(faultLabel)).toEqual([
      'Connection reset',
      'Empty reply',
      'Malformed 200 (cut-off JSON)',
      'Hang (no answer)',
    ]);
    expect(faultLabel('smoke')).toBe('smoke');
    for (const fault of faults) expect(faultChoices[fault].meaning).not.toBe('');
  });

  it('says what is wrong instead of sending a body the mock would refuse', () => {
    const start = initialForm(options);
    expect(scenarioBody({ ...start, times: 0 })).toBeInstanceOf(Error);
    expect(scenarioBody({ ...start, times: '' })).toBeInstanceOf(Error);
    expect(scenarioBody({ ...start, times: 1.5 })).toBeInstanceOf(Error);
    expect(scenarioBody({ ...start, latencyMs: 30_001 })).toBeInstanceOf(Error);
    expect(scenarioBody({ ...start, status: '', latencyMs: 0 })).toBeInstanceOf(Error);
    expect(scenarioBody({ ...start, operation: '' })).toBeInstanceOf(Error);
  });

  it('names answers and what is left', () => {
    expect(answerLabel({ status: 429, example: 'cooldown', latencyMs: 0 })).toBe('429 cooldown');
    expect(answerLabel({ status: 500, example: 'default', latencyMs: 0 })).toBe('500');
    expect(answerLabel({ status: null, example: null, latencyMs: 800 })).toBe(
      'real answer, after 800 ms',
    );
    expect(answerLabel({ status: null, example: null, latencyMs: 0, fault: 'reset' })).toBe(
      'fault: reset',
    );
    expect(answerLabel({ status: null, example: null, latencyMs: 200, fault: 'hang' })).toBe(
      'fault: hang, after 200 ms',
    );
    expect(answerLabel({ status: 429, example: 'cooldown', latencyMs: 0, fault: null })).toBe(
      '429 cooldown',
    );
    expect(remainingLabel({ times: 3, remaining: 2 })).toBe('2 of 3 left');
    expect(remainingLabel({ times: null, remaining: null })).toBe('until cleared');
  });
});
