import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  contactCategories,
  contactLimits,
  contactSchema,
  emptyContact,
  validateContact,
} from './contact-schema';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  category: 'connector',
  subject: 'A Jira connector',
  message: 'We would love to test our Jira workflows.',
};

describe('contact schema, docs/requirements.md §5', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({ values: valid });
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['email', 'ada@', 'Please enter a valid email address'],
    ['category', '', 'Please select a category'],
    ['subject', '', 'Subject is required'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
  ] as const)('rejects a bad %s with "%s"', (field, value, message) => {
    expect(validateContact({ ...valid, [field]: value })).toEqual({
      errors: { [field]: message },
    });
  });

  it('reports every field of an empty form at once', () => {
    expect(validateContact(emptyContact).errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      category: 'Please select a category',
      subject: 'Subject is required',
      message: 'Message must be at least 10 characters',
    });
  });

  it('lists the five categories of docs/requirements.md §3 with their labels', () => {
    expect(contactCategories.map(({ value, label }) => `${value}: ${label}`)).toEqual([
      'general: General support',
      'whitelist: Whitelist',
      'feature: Feature request',
      'connector: Request connector',
      'billing: Billing',
    ]);
  });
});

// The contract side: openapi.yaml's ContactRequest, $refs resolved, validated by Ajv with formats
// as the mock server's Fastify does.
type Node = Record<string, unknown>;
const openapi = parse(readFileSync('openapi.yaml', 'utf8')) as Node;
const resolve = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(resolve);
  if (typeof node !== 'object' || node === null) return node;
  const { $ref, example: _example, examples: _examples, ...rest } = node as Node;
  if (typeof $ref === 'string') {
    return resolve(
      $ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, key) => (at as Node)[key], openapi),
    );
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolve(value)]));
};
const contract = resolve({ $ref: '#/components/schemas/ContactRequest' }) as {
  properties: Record<string, { minLength: number; maxLength: number; enum?: string[] }>;
};
const ajv = new Ajv({ strict: false });
addFormats(ajv);
const contractAccepts = ajv.compile(contract);

describe('contact schema and the contract accept the same messages', () => {
  const limits = contract.properties;
  const chars = (length: number) => 'x'.repeat(length);
  const emailOfLength = (length: number) => `${chars(length - '@example.com'.length)}@example.com`;

  const cases: [string, Partial<typeof valid>][] = [['a valid message', {}]];
  const add = (label: string, change: Partial<typeof valid>) => cases.push([label, change]);
  for (const field of ['name', 'subject', 'message'] as const) {
    const { minLength, maxLength } = limits[field] ?? { minLength: 0, maxLength: 0 };
    for (const length of [minLength - 1, minLength, maxLength, maxLength + 1].filter((n) => n >= 0))
      add(`a ${field} of ${length} characters`, { [field]: chars(length) });
  }
  const emailMax = limits.email?.maxLength ?? 0;
  add(`an email of ${emailMax} characters`, { email: emailOfLength(emailMax) });
  add(`an email of ${emailMax + 1} characters`, { email: emailOfLength(emailMax + 1) });
  for (const email of [
    'not-an-email',
    'ada@example',
    'ada@@example.com',
    'ada lovelace@example.com',
    '@example.com',
  ])
    add(`the email "${email}"`, { email });
  for (const category of [...(limits.category?.enum ?? []), '', 'sales', 'General'])
    add(`the category "${category}"`, { category });

  it('reads its limits from openapi.yaml', () => {
    expect(limits.category?.enum).toEqual(contactCategories.map(({ value }) => value));
    expect({
      name: limits.name?.maxLength,
      email: limits.email?.maxLength,
      subject: limits.subject?.maxLength,
      message: limits.message?.maxLength,
    }).toEqual(contactLimits);
  });

  const verdicts = cases.map(([label, change]) => {
    const message = { ...valid, ...change };
    return [label, contractAccepts(message) ? 'accepts' : 'rejects', message] as const;
  });

  it('covers both verdicts', () => {
    expect(new Set(verdicts.map(([, verdict]) => verdict))).toEqual(
      new Set(['accepts', 'rejects']),
    );
  });

  it.each(verdicts)('%s: the contract %s it, and so does the form', (_label, verdict, message) => {
    expect(contactSchema.safeParse(message).success).toBe(verdict === 'accepts');
  });
});
