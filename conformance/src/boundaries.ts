// Near misses from the schema, sent on every run whatever the seed: for each constraint of a
// request (length, pattern, format, enum, required, additionalProperties) the value just outside
// it, one request each, and the values just inside it gathered into a few valid requests (every
// field at its shortest, at its longest, in another letter case), so they cost little of a shared
// server's rate limits. Whether a variant is valid is the schema's verdict, never a guess.

import { matches, type Operation, type Schema } from './contract-document';

export interface Boundary {
  valid: boolean;
  label: string;
  value: unknown;
}

type Body = Record<string, unknown>;
const props = (schema: Schema) => (schema.properties ?? {}) as Record<string, Schema>;
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** A string of `length` like `seed`: an address keeps its domain, anything else repeats a letter. */
function ofLength(seed: string, length: number, domain: string): string {
  if (length <= 0) return '';
  if (seed.includes('@')) {
    const tail = `@${domain}`;
    return length > tail.length ? `${'b'.repeat(length - tail.length)}${tail}` : 'b'.repeat(length);
  }
  return seed.length >= length ? seed.slice(0, length) : seed + 'a'.repeat(length - seed.length);
}

/** Every near-miss variant of one string value: lengths, spaces, letter case, enum neighbours. */
function variants(schema: Schema, seed: string, domain: string): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  const min = num(schema.minLength);
  const max = num(schema.maxLength);
  if (min !== undefined && min > 0)
    out.push([`length ${min - 1}`, ofLength(seed, min - 1, domain)]);
  if (min !== undefined) out.push([`length ${min}`, ofLength(seed, min, domain)]);
  if (max !== undefined) out.push([`length ${max}`, ofLength(seed, max, domain)]);
  if (max !== undefined) out.push([`length ${max + 1}`, ofLength(seed, max + 1, domain)]);
  if (seed !== '') {
    out.push(['surrounding spaces', ` ${seed} `], ['a trailing newline', `${seed}\n`]);
    out.push(['upper case', seed.toUpperCase()], ['one character less', seed.slice(0, -1)]);
    out.push(['one character more', `${seed}${seed.at(-1) === '/' ? 'x/' : '0'}`]);
  }
  if (seed.includes('@')) out.push(['no dot in the domain', `${seed.split('@')[0]}@example`]);
  if (schema.format === 'email') out.push(['two @', `a@b@${domain}`]);
  for (const value of Array.isArray(schema.enum) ? (schema.enum as string[]) : [])
    out.push([`enum ${value}`, value], [`enum ${value} upper case`, value.toUpperCase()]);
  out.push(['a number', 123456], ['null', null]);
  return out;
}

/** The body's near misses: each property's variants, each required one missing, one extra. */
export function bodyBoundaries(schema: Schema, example: Body, domain: string): Boundary[] {
  const out: Boundary[] = [];
  const push = (label: string, body: Body) =>
    out.push({ valid: matches(schema, body), label: `boundary: ${label}`, value: body });
  const shortest: Body = { ...example };
  const longest: Body = { ...example };
  const upper: Body = { ...example };
  for (const [name, child] of Object.entries(props(schema))) {
    const seed = typeof example[name] === 'string' ? (example[name] as string) : '';
    for (const [label, value] of variants(child, seed, domain)) {
      const body = { ...example, [name]: value };
      if (!matches(schema, body)) push(`${name}: ${label}`, body);
      else if (label === `length ${num(child.minLength)}`) shortest[name] = value;
      else if (label === `length ${num(child.maxLength)}`) longest[name] = value;
      else if (label === 'upper case') upper[name] = value;
    }
    const { [name]: _dropped, ...without } = example;
    if (((schema.required as string[] | undefined) ?? []).includes(name))
      push(`${name}: missing`, without);
  }
  if (schema.additionalProperties === false)
    push('an unknown property', { ...example, extra: 'x' });
  for (const [label, body] of [
    ['every field at its shortest', shortest],
    ['every field at its longest', longest],
    ['other letter case', upper],
  ] as const) {
    if (JSON.stringify(body) !== JSON.stringify(example) && matches(schema, body))
      push(label, body);
  }
  return out;
}

/** A query parameter's near misses around its example, each judged by its schema. */
export function queryBoundaries(op: Operation, domain: string): Boundary[] {
  return op.query.flatMap((parameter) => {
    const seed = typeof parameter.example === 'string' ? parameter.example : '';
    return variants(parameter.schema, seed, domain)
      .filter(([, value]) => typeof value === 'string')
      .map(([label, value]) => ({
        valid: matches(parameter.schema, value),
        label: `boundary: ${parameter.name}: ${label}`,
        value: `?${new URLSearchParams({ [parameter.name]: String(value) })}`,
      }));
  });
}
