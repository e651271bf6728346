// The one check every contract suite makes on an answer: is it one openapi.yaml documents?

import { expect } from 'vitest';
import { violationsOf } from './harness';
import { matches, type Operation } from '@testbeam/contract/src/contract-document';

/** What every documented body has (SuccessResponse, LoginUrlResponse, ErrorResponse). */
export interface DocumentedBody {
  success: boolean;
  message: string;
  data?: { url: string };
}

/**
 * Asserts that `response` is an answer `op` documents: no Prism violation (when it came through
 * Prism), a documented status, JSON, and a body that follows that status's schema, checked with
 * Ajv against openapi.yaml (which is how answers that bypass Prism are held to the contract).
 * Returns the body.
 */
export async function expectDocumented(op: Operation, response: Response): Promise<DocumentedBody> {
  const label = `${op.operationId} ${response.status}`;
  expect(violationsOf(response), label).toEqual([]);
  expect([...op.responses.keys()], label).toContain(response.status);
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
  const body: unknown = await response.json();
  const schema = op.responses.get(response.status)?.schema ?? {};
  expect(matches(schema, body), `${label}: ${JSON.stringify(body)}`).toBe(true);
  return body as DocumentedBody;
}

/** The example openapi.yaml gives for `status` (the first one when it names several). */
export function documentedExample(op: Operation, status: number, name?: string): unknown {
  const examples = op.responses.get(status)?.examples;
  if (!examples) throw new Error(`${op.operationId} documents no ${status}`);
  return name === undefined ? [...examples.values()][0] : examples.get(name);
}
