import { faultChoices, faultLabel } from './scenario-form';
import type { ContractViolation, Fault, JournalEntry } from './types';

/** The status a row shows: "no answer" when a fault sent no status line (status 0). */
export const statusText = (entry: Pick<JournalEntry, 'status' | 'fault'>) =>
  entry.status === 0 ? 'no answer' : String(entry.status);

/** "fault: reset", as the journal records it; null for an answer. */
export const faultText = (entry: Pick<JournalEntry, 'fault'>) =>
  entry.fault ? `fault: ${entry.fault}` : null;

/** What a fault did, in a sentence: "Connection reset: the connection is reset once …". */
export function faultSentence(fault: string): string {
  const known = Object.hasOwn(faultChoices, fault) ? faultChoices[fault as Fault] : null;
  return known ? `${known.label}: ${known.meaning}` : `${faultLabel(fault)}.`;
}

/** The details' first line: "POST /api/auth/generate → fault: reset (no answer) in 3.2 ms". */
export function outcomeText(entry: Pick<JournalEntry, 'status' | 'fault'>): string {
  const fault = faultText(entry);
  if (fault === null) return String(entry.status);
  return entry.status === 0 ? `${fault} (no answer)` : `${entry.status}, ${fault}`;
}

/** "1 violation", "3 violations". */
export const violationsLabel = (count: number) =>
  count === 1 ? '1 violation' : `${count} violations`;

/** A violation's pointer in words: "" is the whole body (or request). */
export const pointerText = (violation: Pick<ContractViolation, 'pointer'>) =>
  violation.pointer === '' ? '(the whole body)' : violation.pointer;

/** A violation's operation in words: null when openapi.yaml has no such method and path. */
export const operationText = (violation: Pick<ContractViolation, 'operation'>) =>
  violation.operation ?? 'no documented operation';

/**
 * Whether the request was forwarded to the upstream (proxy mode) and so checked against
 * openapi.yaml: the journal says so with `upstream`. A fault, a scenario's answer and the mock's
 * own pages and stand-ins are never forwarded.
 */
export const forwarded = (entry: Pick<JournalEntry, 'upstream'>) => entry.upstream !== undefined;

/**
 * Whether "Save as scenario" is offered: for an answer the upstream gave. The mock has the last
 * word (POST /__mock/scenarios/from-request/{id} refuses one that breaks openapi.yaml, and the
 * console shows why).
 */
export const canSaveAsScenario = (entry: Pick<JournalEntry, 'upstream' | 'fault'>) =>
  typeof entry.upstream?.status === 'number' && !entry.fault;

/** Where a forwarded request went and what the upstream answered; null when not forwarded. */
export function upstreamText(entry: Pick<JournalEntry, 'upstream' | 'status'>): string | null {
  const { upstream } = entry;
  if (upstream === undefined) return null;
  if (upstream.status === null) {
    return `Forwarded to ${upstream.url}: no answer from the upstream (the mock answered ${entry.status}).`;
  }
  return upstream.status === entry.status
    ? `Forwarded to ${upstream.url}, which answered ${upstream.status}.`
    : `Forwarded to ${upstream.url}, which answered ${upstream.status}; the browser got ${entry.status}.`;
}
