// What the run sends, per operation: every documented example, valid inputs generated from the
// request schemas, inputs that break exactly one rule (the contract suite's fast-check
// arbitraries), and every undocumented method on the path. Every address is moved under the
// user's --email-domain, so a run never writes to somebody's real inbox.

import fc from 'fast-check';
import { invalidBody, invalidQuery, validValue } from './arbitraries';
import { bodyBoundaries, queryBoundaries } from './boundaries';
import { type Behaviour, matches, type Operation, type Schema } from './contract-document';
import type { Request } from './sender';

/**
 * `media`: a body in another media type; `oversized`: a valid body padded past the limit;
 * `behaviour`: a step of a behaviour check (behaviour.ts), judged by the per-answer checks only.
 */
export type CaseKind =
  'example' | 'positive' | 'negative' | 'method' | 'media' | 'oversized' | 'behaviour';

export interface Case {
  kind: CaseKind;
  /** What the input is, for the report: "documented example", "email: too long", "PUT". */
  label: string;
  request: Request;
}

export interface CaseOptions {
  /** The contract's limits (the body size the oversized case passes). */
  behaviour: Behaviour;
  emailDomain: string;
  positive: number;
  negative: number;
  seed: number;
}

/** Methods tried on every documented path; those it documents are left out. */
export const probedMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

type Body = Record<string, unknown>;
const isBody = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const properties = (schema: Schema) => (schema.properties ?? {}) as Record<string, Schema>;
const emailFields = (schema: Schema) =>
  Object.entries(properties(schema))
    .filter(([, child]) => child.format === 'email')
    .map(([name]) => name);

/** `body` with each address moved under `domain` (local part kept, or a safe one when too odd). */
function underDomain(schema: Schema, body: Body, domain: string, index: number): Body {
  const copy = { ...body };
  for (const name of emailFields(schema)) {
    const value = copy[name];
    if (typeof value !== 'string' || !value.includes('@')) continue;
    const local = value.slice(0, value.lastIndexOf('@')).slice(0, 60);
    const moved = `${local}@${domain}`;
    copy[name] = matches(properties(schema)[name] ?? {}, moved)
      ? moved
      : `conformance-${index}@${domain}`;
  }
  return copy;
}

/** The operation's documented body, then one variant per documented property example. */
function documentedBodies(op: Operation): Body[] {
  const example = op.body?.example;
  if (!op.body || !isBody(example)) return [];
  const bodies: Body[] = [example];
  for (const [name, child] of Object.entries(properties(op.body.schema))) {
    const values = Array.isArray(child.examples) ? child.examples : [];
    for (const value of values) {
      if (value !== example[name]) bodies.push({ ...example, [name]: value });
    }
  }
  return bodies;
}

/** Query strings: no parameter, each parameter's `example` and `default`. */
function documentedQueries(op: Operation): string[] {
  const queries = new Set<string>();
  if (op.query.every((parameter) => !parameter.required)) queries.add('');
  for (const parameter of op.query) {
    for (const value of [parameter.example, parameter.schema.default]) {
      if (value !== undefined)
        queries.add(`?${new URLSearchParams({ [parameter.name]: String(value) })}`);
    }
  }
  return [...queries];
}

const post = (op: Operation, body: unknown, text = JSON.stringify(body)): Request => ({
  method: op.method,
  path: op.path,
  body: text,
});

export function casesFor(op: Operation, options: CaseOptions): Case[] {
  const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns: number): T[] =>
    numRuns === 0 ? [] : fc.sample(arbitrary, { numRuns, seed: options.seed });
  const cases: Case[] = [];
  if (op.body) {
    const schema = op.body.schema;
    documentedBodies(op).forEach((body, index) =>
      cases.push({
        kind: 'example',
        label: index === 0 ? 'documented example' : 'documented property example',
        request: post(op, underDomain(schema, body, options.emailDomain, index)),
      }),
    );
    sample(validValue(schema), options.positive).forEach((body, index) =>
      cases.push({
        kind: 'positive',
        label: 'generated valid body',
        request: post(op, underDomain(schema, body as Body, options.emailDomain, 100 + index)),
      }),
    );
    for (const invalid of sample(invalidBody(schema), options.negative)) {
      const text = safeInvalid(schema, invalid.rule, invalid.text, options.emailDomain);
      if (text !== undefined) {
        cases.push({
          kind: 'negative',
          label: invalid.rule,
          request: { method: op.method, path: op.path, body: text },
        });
      }
    }
    cases.push(...bodyProbes(op, schema, options.emailDomain, options.behaviour.bodyLimitBytes));
  } else {
    for (const query of documentedQueries(op)) {
      cases.push({
        kind: 'example',
        label: query === '' ? 'no parameters' : 'documented example',
        request: { method: op.method, path: `${op.path}${query}` },
      });
    }
    for (const parameter of op.query) {
      sample(validValue(parameter.schema), options.positive).forEach((value) =>
        cases.push({
          kind: 'positive',
          label: `generated valid ${parameter.name}`,
          request: {
            method: op.method,
            path: `${op.path}?${new URLSearchParams({ [parameter.name]: String(value) })}`,
          },
        }),
      );
      for (const invalid of sample(
        invalidQuery(parameter.name, parameter.schema),
        options.negative,
      )) {
        cases.push({
          kind: 'negative',
          label: invalid.rule,
          request: { method: op.method, path: `${op.path}?${invalid.text}` },
        });
      }
    }
    cases.push(...queryProbes(op, options.emailDomain));
  }
  const documented = op.pathMethods;
  for (const method of probedMethods.filter((candidate) => !documented.includes(candidate))) {
    cases.push({
      kind: 'method',
      label: method,
      request: { method, path: op.path, ...(method === 'GET' ? {} : { body: '{}' }) },
    });
  }
  // Refusals first: a server counts only accepted requests against its rate limit, so the
  // window runs out (and the run waits) only at the end of an operation, if at all.
  const order: CaseKind[] = ['method', 'media', 'oversized', 'negative', 'example', 'positive'];
  return cases.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}

/**
 * An invalid body with its addresses moved under `domain` too, unless the broken rule is the
 * address itself; undefined when the move would make the body valid (it no longer tests a rule).
 */
function safeInvalid(
  schema: Schema,
  rule: string,
  text: string,
  domain: string,
): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  // A list of valid bodies is invalid as a whole; its addresses move all the same.
  if (Array.isArray(parsed)) {
    return JSON.stringify(
      parsed.map((item) => (isBody(item) ? underDomain(schema, item, domain, 0) : item)),
    );
  }
  if (!isBody(parsed)) return text;
  const broken = rule.split(':')[0] ?? '';
  const kept = emailFields(schema).filter((name) => name === broken);
  const moved = underDomain(
    {
      ...schema,
      properties: Object.fromEntries(
        Object.entries(properties(schema)).filter(([name]) => !kept.includes(name)),
      ),
    },
    parsed,
    domain,
    0,
  );
  const result = JSON.stringify(moved);
  return matches(schema, moved) ? undefined : result;
}

/** The body's boundaries (boundaries.ts), two other media types and a body over the limit. */
function bodyProbes(op: Operation, schema: Schema, domain: string, limitBytes: number): Case[] {
  const example = op.body?.example;
  if (!isBody(example)) return [];
  const moved = underDomain(schema, example, domain, 0);
  // A valid near miss gets an address of its own: the example's, again, would meet the resend
  // cooldown or the whitelist's "already listed" instead of the rule it tries.
  const cases: Case[] = bodyBoundaries(schema, moved, domain).map(
    ({ valid, label, value }, index) => ({
      kind: valid ? 'positive' : 'negative',
      label,
      request: post(op, valid ? ownAddress(schema, value as Body, moved, index, domain) : value),
    }),
  );
  const text = JSON.stringify(moved);
  const form = new URLSearchParams(
    Object.entries(moved).map(([name, value]) => [name, String(value)]),
  ).toString();
  cases.push(
    {
      kind: 'media',
      label: 'the example as text/plain',
      request: { method: op.method, path: op.path, body: text, contentType: 'text/plain' },
    },
    {
      kind: 'media',
      label: 'the example as a form',
      request: {
        method: op.method,
        path: op.path,
        body: form,
        contentType: 'application/x-www-form-urlencoded',
      },
    },
    {
      kind: 'oversized',
      label: `the example padded past ${limitBytes} bytes`,
      // Valid JSON, valid body: only its size is wrong.
      request: post(op, undefined, `${' '.repeat(limitBytes)}${text}`),
    },
  );
  return cases;
}

/** The query's boundaries and a parameter given twice with allowed values (openapi.yaml: 400). */
function queryProbes(op: Operation, domain: string): Case[] {
  const cases: Case[] = queryBoundaries(op, domain).map(({ valid, label, value }) => ({
    kind: valid ? 'positive' : 'negative',
    label,
    request: { method: op.method, path: `${op.path}${String(value)}` },
  }));
  for (const parameter of op.query) {
    if (parameter.example === undefined) continue;
    const twice = new URLSearchParams([
      [parameter.name, String(parameter.example)],
      [parameter.name, String(parameter.example)],
    ]);
    cases.push({
      kind: 'negative',
      label: `${parameter.name} twice (x-behaviour.repeatedQueryParameter)`,
      request: { method: op.method, path: `${op.path}?${twice}` },
    });
  }
  return cases;
}

/** `body` with each address that is the example's (in any case) replaced by one of its own. */
function ownAddress(schema: Schema, body: Body, example: Body, index: number, domain: string) {
  const copy = { ...body };
  for (const name of emailFields(schema)) {
    const value = copy[name];
    if (typeof value !== 'string' || value.toLowerCase() !== String(example[name]).toLowerCase())
      continue;
    const own = `boundary-${index}@${domain}`;
    copy[name] = value === value.toUpperCase() ? own.toUpperCase() : own;
  }
  return copy;
}
