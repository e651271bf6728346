// openapi.yaml read on its own, not through the mock server's parser: a contract test (or a
// conformance run against another backend) that used the server's reading of the contract could
// not notice when that reading is wrong. Shared by the contract suite and the runner.

import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { z } from 'zod';
import { contractFile } from './contract-file';

export const contractPath = contractFile();

export type Schema = { [keyword: string]: unknown };
type Node = { [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const doc = parse(readFileSync(contractPath, 'utf8')) as Node;

/** `value` with every local `$ref` replaced by its target (the contract has no cycles). */
function resolve(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(resolve);
  if (!isNode(value)) return value;
  if (typeof value.$ref === 'string') {
    const keys = value.$ref.replace(/^#\//, '').split('/');
    return resolve(
      keys.reduce<unknown>((parent, key) => (isNode(parent) ? parent[key] : undefined), doc),
    );
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, resolve(child)]));
}

export interface QueryParameter {
  name: string;
  required: boolean;
  schema: Schema;
  example: unknown;
}

export interface DocumentedHeader {
  required: boolean;
  schema: Schema;
}

export interface DocumentedResponse {
  /** The JSON body's schema. */
  schema: Schema;
  /** Example bodies by name; an unnamed `example` is called `default`. */
  examples: Map<string, unknown>;
  /** The media types the status may answer with (`application/json` throughout today). */
  contentTypes: string[];
  /** Declared headers by lower-case name. */
  headers: Map<string, DocumentedHeader>;
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  body?: { schema: Schema; example: unknown };
  query: QueryParameter[];
  responses: Map<number, DocumentedResponse>;
}

function documented(response: Node): DocumentedResponse {
  const content = isNode(response.content) ? response.content : {};
  const media = (content['application/json'] ?? {}) as Node;
  const examples = new Map<string, unknown>();
  if (isNode(media.examples)) {
    for (const [name, example] of Object.entries(media.examples)) {
      examples.set(name, (example as Node).value);
    }
  } else if (media.example !== undefined) examples.set('default', media.example);
  const headers = Object.entries(isNode(response.headers) ? response.headers : {}).map(
    ([name, header]): [string, DocumentedHeader] => [
      name.toLowerCase(),
      { required: (header as Node).required === true, schema: (header as Node).schema as Schema },
    ],
  );
  return {
    schema: (media.schema ?? {}) as Schema,
    examples,
    contentTypes: Object.keys(content),
    headers: new Map(headers),
  };
}

function operation(path: string, method: 'get' | 'post', raw: Node): Operation {
  const media = isNode(raw.requestBody)
    ? ((raw.requestBody.content as Node)['application/json'] as Node)
    : undefined;
  const parameters = (Array.isArray(raw.parameters) ? raw.parameters : []) as Node[];
  return {
    operationId: String(raw.operationId),
    method: method === 'get' ? 'GET' : 'POST',
    path,
    body: media && { schema: media.schema as Schema, example: media.example },
    query: parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => ({
        name: String(parameter.name),
        required: parameter.required === true,
        schema: parameter.schema as Schema,
        example: parameter.example,
      })),
    responses: new Map(
      Object.entries(raw.responses as Node).map(([status, response]) => [
        Number(status),
        documented(response as Node),
      ]),
    ),
  };
}

const paths = resolve(doc.paths) as Node;

/** The methods openapi.yaml documents for each path, upper-case. */
export const pathMethods: ReadonlyMap<string, string[]> = new Map(
  Object.entries(paths).map(([path, item]) => [
    path,
    Object.keys(item as Node)
      .filter((key) => ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].includes(key))
      .map((method) => method.toUpperCase()),
  ]),
);

// The part of `x-behaviour` the run reads. Checked, not cast: `--contract` may name any file, and
// a contract without these rules cannot be held to them.
const behaviourSchema = z.object({
  code: z.object({
    lifetimeMinutes: z.number().positive(),
    wrongTriesPerCode: z.number().int().positive(),
    resendCooldownSeconds: z.number().int().positive(),
  }),
  rateLimit: z.object({ windowSeconds: z.number().int().positive() }),
  bodyLimitBytes: z.number().int().positive(),
});

/**
 * openapi.yaml's `x-behaviour`: what its descriptions promise beyond one answer (code rules,
 * limits), read here from the contract itself, not from the mock's copy.
 */
export const contractBehaviour = parseBehaviour(doc['x-behaviour']);

/** `x-behaviour` as written, every rule (the parsed one above keeps those the checks read). */
export const behaviourDocument: unknown = doc['x-behaviour'];

function parseBehaviour(value: unknown): z.output<typeof behaviourSchema> {
  const parsed = behaviourSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(
    `${contractPath}: x-behaviour.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
  );
}

/** `info.version` of openapi.yaml. */
export const contractVersion = String((doc.info as Node).version);

/** Every operation of openapi.yaml, in the file's order. */
export const operations: Operation[] = Object.entries(paths).flatMap(([path, item]) =>
  (['get', 'post'] as const)
    .filter((method) => isNode((item as Node)[method]))
    .map((method) => operation(path, method, (item as Node)[method] as Node)),
);

export function operationById(operationId: string): Operation {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return found;
}

/** The example request of an operation: its documented body and query parameter examples. */
export function exampleRequest(op: Operation): { path: string; body: unknown } {
  const query = new URLSearchParams();
  for (const parameter of op.query) {
    if (parameter.example !== undefined) query.set(parameter.name, String(parameter.example));
  }
  const search = query.size > 0 ? `?${query}` : '';
  return { path: `${op.path}${search}`, body: op.body?.example };
}

// The validator Prism and the mock also use (Ajv with ajv-formats), in the JSON Schema dialect of
// OpenAPI 3.1. Not strict: `example` and OpenAPI's other annotations are not JSON Schema keywords.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

const compiled = new WeakMap<Schema, (value: unknown) => ErrorObject[]>();

/** What `value` breaks of `schema`: Ajv's errors (JSON pointer, keyword, message); none when it follows. */
export function violations(schema: Schema, value: unknown): ErrorObject[] {
  let validate = compiled.get(schema);
  if (!validate) {
    const check = ajv.compile(schema);
    validate = (candidate) => (check(candidate) ? [] : [...(check.errors ?? [])]);
    compiled.set(schema, validate);
  }
  return validate(value);
}

/** Whether `value` follows `schema`. */
export function matches(schema: Schema, value: unknown): boolean {
  return violations(schema, value).length === 0;
}

/** The schema of the body an operation documents for `status`. */
export function responseSchema(op: Operation, status: number): Schema {
  const response = op.responses.get(status);
  if (!response) throw new Error(`${op.operationId} documents no ${status}`);
  return response.schema;
}
