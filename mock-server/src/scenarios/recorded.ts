// "Save as scenario": a journaled upstream answer (proxy mode) replayed as a sticky scenario, only
// when it is one openapi.yaml documents.

import type { OutgoingHttpHeaders } from 'node:http';
import type { ContractValidator } from '../contract/validate';
import type { ContractViolation } from '../contract/violation';
import type { JournalRecord } from '../journal/journal';
import type { CheckedScenario } from './scenario-input';

/** Why a record cannot be replayed: 409 (not an upstream answer) or 422 (breaks the contract). */
export interface RecordRefusal {
  status: 409 | 422;
  message: string;
}

const place = ({ pointer, expected }: ContractViolation) =>
  `${pointer === '' ? 'the body' : pointer}: ${expected}`;

/** The headers worth replaying: its type, and those openapi.yaml documents for the status. */
function replayedHeaders(
  headers: OutgoingHttpHeaders,
  documented: Iterable<string>,
): Record<string, string> {
  const names = new Set(['content-type', ...[...documented].map((name) => name.toLowerCase())]);
  // The session cookie is the mock's to set (a replayed upstream session would be shared by all).
  names.delete('set-cookie');
  const kept: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

/**
 * The scenario that replays `record` exactly (status, its type and documented headers, the body's
 * bytes) for every call of its operation until cleared, or why it cannot.
 */
export function recordedScenario(
  record: JournalRecord,
  validator: ContractValidator,
): CheckedScenario | RecordRefusal {
  const id = record.seq;
  if (record.upstream === undefined) {
    return {
      status: 409,
      message: `Request ${id} was answered by the mock, not by an upstream: only a real upstream answer (proxy mode, MOCK_UPSTREAM) can be saved as a scenario.`,
    };
  }
  const upstreamStatus = record.upstream.status;
  if (upstreamStatus === null) {
    return {
      status: 409,
      message: `Request ${id} got no answer from the upstream (the mock answered ${record.status}): there is nothing to replay.`,
    };
  }
  const path = record.url.split('?')[0] ?? '';
  const operation = validator.operationFor(record.method, path);
  if (operation === null) {
    return {
      status: 422,
      message: `${record.method} ${path} is not an operation of openapi.yaml, so no scenario can answer it.`,
    };
  }
  if (record.method === 'HEAD') {
    return { status: 409, message: `Request ${id} is a HEAD: its answer has no body to replay.` };
  }
  const breaks = (violation: ContractViolation): RecordRefusal => ({
    status: 422,
    message: `The upstream's answer to request ${id} (${operation.operationId} ${upstreamStatus}) breaks openapi.yaml at ${place(violation)}; only an answer that follows it can be saved as a scenario.`,
  });
  // What the proxy found (strict mode's 502 replaced such an answer), then what the browser got.
  const recorded = (record.violations ?? []).find(({ direction }) => direction === 'response');
  if (recorded) return breaks(recorded);
  if (record.status !== upstreamStatus) {
    return {
      status: 409,
      message: `The upstream's answer to request ${id} did not reach the browser (the mock answered ${record.status} instead): there is nothing to replay.`,
    };
  }
  const kept = record.responseText;
  if (kept === undefined || record.responseTruncated) {
    return {
      status: 422,
      message: `The journal did not keep the whole body of request ${id}'s answer, so it cannot be replayed.`,
    };
  }
  // Checked again as the browser got it: a scenario replays only what openapi.yaml documents.
  const [found] = validator.checkAnswer(operation, {
    status: record.status,
    headers: record.responseHeaders,
    text: kept,
  });
  if (found) return breaks(found);
  const documented = operation.responses.get(record.status)?.headers.keys() ?? [];
  return {
    operation,
    answer: {
      status: record.status,
      // The text as sent: the scenario sends these exact bytes with the recorded Content-Type.
      body: kept,
      headers: replayedHeaders(record.responseHeaders, documented),
    },
    example: null,
    latencyMs: 0,
    times: null,
    email: null,
    fault: null,
    fromRequest: String(id),
  };
}
