import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Running, startMock, startPrism, violationsOf } from './harness';
import { exampleRequest, matches, type Operation } from '@testbeam/contract/src/contract-document';
import { operations } from '@testbeam/contract/src/repository-contract';

// STYLE item 11: every operation and every status openapi.yaml documents, forced with the Prism
// convention `Prefer: code=NNN` and sent through Prism's validating proxy. The requests are the
// contract's own examples, so Prism forwards them (it answers 422 itself for an invalid one).
let mock: Running;
let prism: Running;

beforeAll(async () => {
  // The defaults of `npm start`, rate limits on: a forced answer is not counted or refused.
  mock = await startMock();
  prism = await startPrism(mock.url);
});

afterAll(async () => {
  await prism?.stop();
  await mock?.stop();
});

const statusCases = operations.flatMap((op) =>
  [...op.responses.keys()].map((status) => ({ op, status, label: `${op.operationId} ${status}` })),
);

// Statuses with more than one named example: each name can be picked with `example=NAME`.
const exampleCases = operations.flatMap((op) =>
  [...op.responses].flatMap(([status, { examples }]) =>
    examples.size > 1
      ? [...examples.keys()].map((name) => ({
          op,
          status,
          name,
          label: `${op.operationId} ${status} ${name}`,
        }))
      : [],
  ),
);

function force(op: Operation, prefer: string) {
  const { path, body } = exampleRequest(op);
  return call(prism.url, op.method, path, body, { prefer });
}

describe('Prefer: code=NNN through Prism, for every documented status', () => {
  it('reads every operation and its statuses from openapi.yaml', () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const op of operations) {
      expect([...op.responses.keys()], op.operationId).toContain(200);
      expect([...op.responses.keys()], op.operationId).toContain(400);
    }
  });

  it.each(statusCases)('$label', async ({ op, status }) => {
    const response = await force(op, `code=${status}`);
    expect(response.status).toBe(status);
    expect(violationsOf(response)).toEqual([]);
    // A violation is also a 500, but problem+json: this one must be the mock's own answer.
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body: unknown = await response.json();
    const documented = op.responses.get(status);
    expect(matches(documented?.schema ?? {}, body)).toBe(true);
    expect(body).toEqual([...(documented?.examples.values() ?? [])][0]);
  });

  it.each(exampleCases)('$label (Prefer: code, example)', async ({ op, status, name }) => {
    const response = await force(op, `code=${status}, example=${name}`);
    expect(response.status).toBe(status);
    expect(violationsOf(response)).toEqual([]);
    expect(await response.json()).toEqual(op.responses.get(status)?.examples.get(name));
  });
});
