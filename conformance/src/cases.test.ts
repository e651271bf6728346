// What the run sends for each operation of openapi.yaml: examples and generated valid inputs that
// follow the request schema with every address under --email-domain, inputs that break it, the
// undocumented methods, in the order that keeps the rate-limit window for last.

import { describe, expect, it } from 'vitest';
import { type Case, type CaseKind, type CaseOptions, casesFor, probedMethods } from './cases';
import { matches, type Operation, type Schema } from './contract-document';
import { contract, operations, pathMethods } from './repository-contract';

const domain = 'conformance.test';
const options: CaseOptions = {
  behaviour: contract.behaviour,
  emailDomain: domain,
  positive: 2,
  negative: 12,
  seed: 42,
};
const seeds = [1, 42, 20261125];

const bodyFields = (op: Operation) => (op.body?.schema.properties ?? {}) as Record<string, Schema>;
const emailFields = (op: Operation) =>
  Object.entries(bodyFields(op))
    .filter(([, schema]) => schema.format === 'email')
    .map(([name]) => name);

/** The JSON a body holds, or `undefined` when the text is not JSON (which no schema matches). */
function parsedBody(text: string | undefined): { json: unknown } | undefined {
  try {
    return text === undefined ? undefined : { json: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** Whether the input of `request` follows the operation's request schema. */
function followsSchema(op: Operation, request: Case['request']): boolean {
  if (op.body) {
    const body = parsedBody(request.body);
    return body !== undefined && matches(op.body.schema, body.json);
  }
  const search = new URL(request.path, 'http://host').searchParams;
  if ([...search.keys()].some((name) => !op.query.some((parameter) => parameter.name === name)))
    return false;
  return op.query.every((parameter) => {
    const values = search.getAll(parameter.name);
    if (values.length === 0) return !parameter.required;
    // A repeated parameter arrives as a list, which a string schema does not match.
    return matches(parameter.schema, values.length === 1 ? values[0] : values);
  });
}

const ofKind = (cases: Case[], ...kinds: CaseKind[]) => cases.filter((c) => kinds.includes(c.kind));

describe.each(operations.map((op) => [op.operationId, op] as const))('casesFor %s', (_id, op) => {
  it.each(seeds)(
    'moves every example and positive address under --email-domain (seed %i)',
    (seed) => {
      const cases = ofKind(casesFor(op, { ...options, seed }), 'example', 'positive');
      expect(cases.length).toBeGreaterThan(0);
      for (const { request } of cases) {
        if (!op.body) continue;
        const body = JSON.parse(request.body ?? 'null') as Record<string, unknown>;
        for (const field of emailFields(op)) {
          if (field in body)
            expect(String(body[field]), request.body).toMatch(/@conformance\.test$/i);
        }
      }
    },
  );

  it.each(seeds)('sends examples and positive inputs that follow the schema (seed %i)', (seed) => {
    for (const { request } of ofKind(casesFor(op, { ...options, seed }), 'example', 'positive')) {
      expect(followsSchema(op, request), `${request.path} ${request.body ?? ''}`).toBe(true);
    }
  });

  it.each(seeds)('sends negative inputs that break the schema (seed %i)', (seed) => {
    const negatives = ofKind(casesFor(op, { ...options, seed }), 'negative');
    expect(negatives.length).toBeGreaterThan(0);
    for (const { request, label } of negatives) {
      expect(followsSchema(op, request), `${label}: ${request.path} ${request.body ?? ''}`).toBe(
        false,
      );
    }
  });

  it('starts the examples with the documented one', () => {
    const [first] = ofKind(casesFor(op, options), 'example');
    if (op.body) {
      const example = { ...(op.body.example as Record<string, unknown>) };
      for (const field of emailFields(op)) {
        const address = String(example[field]);
        example[field] = `${address.slice(0, address.lastIndexOf('@'))}@${domain}`;
      }
      expect(first?.label).toBe('documented example');
      expect(JSON.parse(first?.request.body ?? 'null')).toEqual(example);
      expect(first?.request).toMatchObject({ method: op.method, path: op.path });
    } else {
      // No required parameter: the bare path first, then each documented value.
      expect(first?.request).toEqual({ method: op.method, path: op.path });
      const documented = op.query.flatMap((parameter) =>
        parameter.example === undefined
          ? []
          : [`${op.path}?${new URLSearchParams({ [parameter.name]: String(parameter.example) })}`],
      );
      const paths = ofKind(casesFor(op, options), 'example').map((c) => c.request.path);
      expect(paths).toEqual(expect.arrayContaining(documented));
    }
  });

  it('probes exactly the methods the path does not document', () => {
    const documented = pathMethods.get(op.path) ?? [];
    const methods = ofKind(casesFor(op, options), 'method');
    expect(methods.map((c) => c.label).sort()).toEqual(
      probedMethods.filter((m) => !documented.includes(m)).sort(),
    );
    for (const { label, request } of methods) {
      expect(request).toEqual({
        method: label,
        path: op.path,
        ...(label === 'GET' ? {} : { body: '{}' }),
      });
    }
  });

  it('orders the cases: refusals first (method, media, oversized, negative), then accepted', () => {
    const order: CaseKind[] = ['method', 'media', 'oversized', 'negative', 'example', 'positive'];
    const ranks = casesFor(op, options).map((c) => order.indexOf(c.kind));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks)).toEqual(new Set(op.body ? [0, 1, 2, 3, 4, 5] : [0, 3, 4, 5]));
  });

  it('sends the same near misses whatever the seed (boundaries, probes, a repeated parameter)', () => {
    const fixed = (seed: number) =>
      casesFor(op, { ...options, seed })
        .filter((c) => !generated(c))
        .map((c) => c.request);
    expect(fixed(1)).toEqual(fixed(987_654));
    const labels = casesFor(op, options).map((c) => c.label);
    const outside = labels.filter((label) => label.startsWith('boundary:'));
    expect(outside.length).toBeGreaterThan(op.body ? 10 : 3);
    if (op.body) {
      expect(labels).toEqual(expect.arrayContaining(['boundary: an unknown property']));
      expect(labels.some((label) => / length \d+$/.test(label))).toBe(true);
      expect(labels.some((label) => label.endsWith('surrounding spaces'))).toBe(true);
    }
  });

  it('repeats itself for the same seed and not for another', () => {
    expect(casesFor(op, options)).toEqual(casesFor(op, { ...options }));
    expect(casesFor(op, { ...options, seed: 43 })).not.toEqual(casesFor(op, options));
  });

  it.each([
    [0, 0],
    [1, 3],
    [5, 20],
  ])('generates %i positive and at most %i negative inputs per input', (positive, negative) => {
    const cases = casesFor(op, { ...options, positive, negative }).filter(generated);
    const inputs = op.body ? 1 : op.query.length;
    expect(ofKind(cases, 'positive')).toHaveLength(positive * inputs);
    const negatives = ofKind(cases, 'negative').length;
    // A body whose address move would make it valid is dropped (it tests no rule any more).
    expect(negatives).toBeLessThanOrEqual(negative * inputs);
    if (negative > 0) expect(negatives).toBeGreaterThan(0);
    if (!op.body) expect(negatives).toBe(negative * inputs);
    expect(ofKind(cases, 'example').length).toBeGreaterThan(0);
    expect(ofKind(cases, 'method').length).toBeGreaterThan(0);
  });
});

/** A case the seed draws: not a boundary, a media-type or size probe, or the repeated parameter. */
function generated(c: Case) {
  return (
    !c.label.startsWith('boundary:') &&
    !c.label.includes('(x-behaviour') &&
    c.kind !== 'media' &&
    c.kind !== 'oversized'
  );
}
