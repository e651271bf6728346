// fast-check arbitraries generated from openapi.yaml's request schemas, for the subset of JSON
// Schema the contract uses: objects (properties, required, additionalProperties: false) and
// strings (minLength, maxLength, pattern, format: email, enum), plus const. Anything else throws,
// so a new keyword in the contract cannot silently go untested.

import fc from 'fast-check';
import { matches, type Schema } from './contract-document';

const properties = (schema: Schema) => (schema.properties ?? {}) as Record<string, Schema>;
const required = (schema: Schema) => (schema.required ?? []) as string[];
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

function validString(schema: Schema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = num(schema.maxLength) ?? 10_000;
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as string[]));
  let strings: fc.Arbitrary<string>;
  if (schema.format === 'email') strings = fc.emailAddress();
  else if (typeof schema.pattern === 'string')
    strings = fc.stringMatching(new RegExp(schema.pattern));
  else if (schema.format === undefined)
    strings = fc.string({ unit: 'binary', minLength, maxLength });
  else throw new Error(`No generator for format ${String(schema.format)}`);
  // The generators above know one rule each; the schema as a whole decides.
  return strings.filter((value) => matches(schema, value));
}

/** Values that follow `schema`. */
export function validValue(schema: Schema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.type === 'string') return validString(schema);
  if (schema.type === 'object') {
    const shape = Object.fromEntries(
      Object.entries(properties(schema)).map(([name, child]) => [name, validValue(child)]),
    );
    return fc.record(shape, { requiredKeys: required(schema) });
  }
  throw new Error(`No generator for ${JSON.stringify(schema)}`);
}

export interface InvalidBody {
  /** Which rule the body breaks, for the failure report. */
  rule: string;
  /** The exact text sent as the JSON body. */
  text: string;
}

const withField = (body: object, name: string, value: unknown) => {
  const copy: Record<string, unknown> = { ...body };
  // defineProperty, so a generated name like `__proto__` is an own property and gets sent.
  Object.defineProperty(copy, name, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
};

const notAString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 2 }),
);

// Plain ASCII, so a too-long string never turns into a body over the 16 KB limit (413).
const ascii = (minLength: number, maxLength: number) =>
  fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
    minLength,
    maxLength,
  });

/** The ways one property can break its schema, each with the other rules of the body kept. */
function brokenValues(
  name: string,
  schema: Schema,
  { wrongType = true } = {},
): Array<fc.Arbitrary<[string, unknown]>> {
  const label =
    (rule: string) =>
    (value: unknown): [string, unknown] => [`${name}: ${rule}`, value];
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = num(schema.maxLength);
  const broken = wrongType ? [notAString.map(label('wrong type'))] : [];
  if (minLength > 0) broken.push(ascii(0, minLength - 1).map(label('too short')));
  if (maxLength !== undefined) {
    const tooLong =
      schema.format === 'email'
        ? ascii(maxLength, maxLength + 20).map((local) => `${local}@example.com`)
        : ascii(maxLength + 1, maxLength + 20);
    broken.push(tooLong.map(label('too long')));
  }
  if (schema.pattern !== undefined || schema.format !== undefined || schema.enum !== undefined) {
    const inLength = fc.string({ minLength, maxLength: Math.min(maxLength ?? 40, 40) });
    broken.push(inLength.filter((value) => !matches(schema, value)).map(label('bad format')));
  }
  return broken;
}

/** Bodies that break exactly one rule of an object `schema`, or are not a JSON object at all. */
export function invalidBody(schema: Schema): fc.Arbitrary<InvalidBody> {
  const valid = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const asJson = ([rule, body]: [string, unknown]): InvalidBody => ({
    rule,
    text: JSON.stringify(body),
  });
  const fieldRules = Object.entries(properties(schema)).flatMap(([name, child]) =>
    brokenValues(name, child).map((broken) =>
      fc
        .tuple(valid, broken)
        .map(([body, [rule, value]]) => asJson([rule, withField(body, name, value)])),
    ),
  );
  const missing = required(schema).map((name) =>
    valid.map((body) => {
      const { [name]: _dropped, ...rest } = body;
      return asJson([`${name}: missing`, rest]);
    }),
  );
  const names = Object.keys(properties(schema));
  const extra = fc
    .tuple(
      valid,
      fc.string({ minLength: 1, maxLength: 20 }).filter((name) => !names.includes(name)),
      fc.jsonValue({ maxDepth: 1 }),
    )
    .map(([body, name, value]) =>
      asJson([`extra property ${JSON.stringify(name)}`, withField(body, name, value)]),
    );
  const notObject = fc
    .oneof(
      fc.array(valid, { maxLength: 2 }),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    )
    .map((body) => asJson(['not an object', body]));
  // A body cut short (down to nothing) is not JSON at all: malformed, still a 400.
  const truncated = fc.tuple(valid, fc.nat()).map(([body, cut]) => {
    const text = JSON.stringify(body);
    return { rule: 'truncated JSON', text: text.slice(0, cut % text.length) };
  });
  return fc.oneof(...fieldRules, ...missing, extra, notObject, truncated);
}

/** Query strings whose one parameter breaks its schema, or comes twice (an array, not a string). */
export function invalidQuery(name: string, schema: Schema): fc.Arbitrary<InvalidBody> {
  const search = (rule: string) => (value: unknown) => ({
    rule,
    text: new URLSearchParams([[name, String(value)]]).toString(),
  });
  // A query value is always a string: a wrong type can only be sent as a repeated parameter.
  const broken = brokenValues(name, schema, { wrongType: false }).map((arbitrary) =>
    arbitrary.map(([rule, value]) => search(rule)(value)),
  );
  const valid = validValue(schema);
  const repeated = fc.tuple(valid, valid).map(([first, second]) => ({
    rule: `${name} twice`,
    text: new URLSearchParams([
      [name, String(first)],
      [name, String(second)],
    ]).toString(),
  }));
  return fc.oneof(...broken, repeated);
}
