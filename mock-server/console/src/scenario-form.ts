import type { Fault, ScenarioOption } from './types';

/**
 * The faults a scenario can send instead of an answer (openapi.dev.yaml's ScenarioRequest), in
 * the order the form offers them, each with its label and what the call then meets. Keyed by the
 * server's own `Fault`, so a fault added there fails the type check here until it has words.
 */
export const faultChoices: Readonly<Record<Fault, { label: string; meaning: string }>> = {
  reset: {
    label: 'Connection reset',
    meaning: 'The connection is reset once the request is read: the call fails with no answer.',
  },
  empty: {
    label: 'Empty reply',
    meaning: 'The connection is closed with no answer at all, not even a status line.',
  },
  malformed: {
    label: 'Malformed 200 (cut-off JSON)',
    meaning: 'A 200 starts, then its JSON body is cut off and the connection closes.',
  },
  hang: {
    label: 'Hang (no answer)',
    meaning:
      'No answer until the client gives up, the scenario is cleared (the call then goes on) or the server’s request timeout passes.',
  },
};

export const faults = Object.keys(faultChoices) as Fault[];

const isFault = (value: string): value is Fault => Object.hasOwn(faultChoices, value);

/** A fault's label ("Connection reset"), or the fault itself when the console has no words for it. */
export const faultLabel = (fault: string) => (isFault(fault) ? faultChoices[fault].label : fault);

/** The Scenarios panel's form, as the inputs hold it (strings, as form fields do). */
export interface ScenarioForm {
  operation: string;
  /** 'status': a documented status (or the real answer, delayed); 'fault': a network fault. */
  answer: 'status' | 'fault';
  /** A documented status, or '' for a latency-only scenario (the real answer, delayed). */
  status: string;
  example: string;
  /** The fault sent when `answer` is 'fault'. */
  fault: Fault;
  /** 'count': the next `times` calls; 'always': every call until cleared. */
  mode: 'count' | 'always';
  times: number | string;
  latencyMs: number | string;
  email: string;
}

/** POST /__mock/scenarios's body (mock-server/openapi.dev.yaml, ScenarioRequest). */
export interface ScenarioBody {
  operation: string;
  status?: number;
  example?: string;
  fault?: Fault;
  times?: number;
  latencyMs?: number;
  email?: string;
}

/** The operation's label: its friendly alias, its operationId and its route. */
export const operationLabel = (option: ScenarioOption) =>
  `${option.alias ?? option.operation} (${option.operation}, ${option.method} ${option.path})`;

/** The statuses the operation documents, ascending. */
export function statusesOf(options: readonly ScenarioOption[], operation: string): number[] {
  const option = options.find((entry) => entry.operation === operation);
  return option?.statuses.map((entry) => entry.status) ?? [];
}

/** The named examples the operation documents for the status; the first is the default. */
export function examplesOf(
  options: readonly ScenarioOption[],
  operation: string,
  status: string,
): string[] {
  const option = options.find((entry) => entry.operation === operation);
  return option?.statuses.find((entry) => String(entry.status) === status)?.examples ?? [];
}

/** The form a fresh panel shows: the first operation and its first error status, once. */
export function initialForm(options: readonly ScenarioOption[]): ScenarioForm {
  const first = options.find((entry) => entry.alias === 'send-code') ?? options[0];
  const operation = first?.operation ?? '';
  const status = String(
    statusesOf(options, operation).find((code) => code === 429) ??
      statusesOf(options, operation)[0] ??
      '',
  );
  return {
    operation,
    answer: 'status',
    status,
    example: examplesOf(options, operation, status)[0] ?? '',
    fault: 'reset',
    mode: 'count',
    times: 1,
    latencyMs: 0,
    email: '',
  };
}

/**
 * The form after one field changed: a new operation keeps its status only when that operation
 * documents it too, and a new status picks its first example, so the choice is always valid.
 */
export function changeForm(
  options: readonly ScenarioOption[],
  form: ScenarioForm,
  change: Partial<ScenarioForm>,
): ScenarioForm {
  const next = { ...form, ...change };
  if (change.operation !== undefined) {
    const statuses = statusesOf(options, next.operation).map(String);
    if (next.status !== '' && !statuses.includes(next.status)) next.status = statuses[0] ?? '';
    if (!options.find((entry) => entry.operation === next.operation)?.takesEmail) next.email = '';
  }
  if (change.operation !== undefined || change.status !== undefined) {
    const examples = examplesOf(options, next.operation, next.status);
    if (!examples.includes(next.example)) next.example = examples[0] ?? '';
  }
  return next;
}

const wholeNumber = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/**
 * The request body for the form, or the reason it cannot be sent yet. A fault goes without a
 * status and an example (the mock refuses both together); times, latency and email still apply.
 */
export function scenarioBody(form: ScenarioForm): ScenarioBody | Error {
  if (form.operation === '') return new Error('Choose an operation.');
  const body: ScenarioBody = { operation: form.operation };
  if (form.answer === 'fault') {
    if (!isFault(form.fault)) return new Error('Choose a network fault.');
    body.fault = form.fault;
  } else if (form.status !== '') {
    body.status = Number(form.status);
    if (form.example !== '') body.example = form.example;
  }
  if (form.mode === 'count') {
    const times = wholeNumber(form.times);
    if (!Number.isInteger(times) || times < 1 || times > 1000) {
      return new Error('Calls must be a whole number from 1 to 1,000.');
    }
    body.times = times;
  }
  const latency = wholeNumber(form.latencyMs);
  if (!Number.isInteger(latency) || latency < 0 || latency > 30_000) {
    return new Error('Latency must be a whole number of milliseconds from 0 to 30,000.');
  }
  if (latency > 0) body.latencyMs = latency;
  if (body.status === undefined && body.fault === undefined && body.latencyMs === undefined) {
    return new Error('Choose a status, or a latency above 0 ms for the real answer.');
  }
  const email = form.email.trim();
  if (email !== '') body.email = email;
  return body;
}

/**
 * How the list names a scenario's answer: "429 cooldown", "fault: reset", "real answer" for
 * latency only.
 */
export function answerLabel(scenario: {
  status: number | null;
  example: string | null;
  latencyMs: number;
  /** Absent from a server older than faults. */
  fault?: string | null;
}): string {
  const answer = scenario.fault
    ? `fault: ${scenario.fault}`
    : scenario.status === null
      ? 'real answer'
      : `${scenario.status}${scenario.example && scenario.example !== 'default' ? ` ${scenario.example}` : ''}`;
  return scenario.latencyMs > 0 ? `${answer}, after ${scenario.latencyMs} ms` : answer;
}

/** "2 of 3 left", or "until cleared". */
export function remainingLabel(scenario: { times: number | null; remaining: number | null }) {
  return scenario.remaining === null || scenario.times === null
    ? 'until cleared'
    : `${scenario.remaining} of ${scenario.times} left`;
}
