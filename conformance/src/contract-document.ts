// openapi.yaml read on its own, not through the mock server's parser: a contract test (or a
// conformance run against another backend) that used the server's reading of the contract could
// not notice when that reading is wrong. Shared by the contract suite and the runner. A contract
// is a value (`loadContract`): nothing here reads a file as it loads, so one process may hold
// several versions apart.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { z } from 'zod';

export type Schema = { [keyword: string]: unknown };
type Node = { [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with every local `$ref` of `doc` replaced by its target (the contract has no cycles). */
function resolveIn(doc: Node, value: unknown, depth = 0): unknown {
  if (depth > 64) throw new ContractError('a $ref cycle or a nesting past 64 levels');
  if (Array.isArray(value)) return value.map((child) => resolveIn(doc, child, depth + 1));
  if (!isNode(value)) return value;
  if (typeof value.$ref === 'string') {
    const keys = value.$ref.replace(/^#\//, '').split('/');
    return resolveIn(
      doc,
      keys.reduce<unknown>((parent, key) => (isNode(parent) ? parent[key] : undefined), doc),
      depth + 1,
    );
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, resolveIn(doc, child, depth + 1)]),
  );
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
  /** Every method openapi.yaml documents for this path, upper-case (the 405's Allow). */
  pathMethods: string[];
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

function operation(
  path: string,
  method: 'get' | 'post',
  raw: Node,
  pathMethods: string[],
): Operation {
  const media = isNode(raw.requestBody)
    ? ((raw.requestBody.content as Node)['application/json'] as Node)
    : undefined;
  const parameters = (Array.isArray(raw.parameters) ? raw.parameters : []) as Node[];
  return {
    operationId: String(raw.operationId),
    method: method === 'get' ? 'GET' : 'POST',
    path,
    pathMethods,
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

export type Behaviour = z.output<typeof behaviourSchema>;

/**
 * The operations this toolkit knows how to exercise: a contract without one of them is not a
 * version of Testbeam's auth contract, whatever else it documents.
 */
export const knownOperations = [
  'getGoogleLoginUrl',
  'sendCode',
  'verifyCode',
  'requestWhitelist',
  'sendContact',
] as const;

/** A contract that cannot be held: not YAML, not OpenAPI, or not a version of this one. */
export class ContractError extends Error {}

export interface Contract {
  /** Where it was read from (as given). */
  file: string;
  /** `info.version`. */
  version: string;
  /** The first 12 hex digits of the file's SHA-256: two copies of one version told apart. */
  hash: string;
  /** Every operation, in the file's order. */
  operations: Operation[];
  /** The methods documented for each path, upper-case. */
  pathMethods: ReadonlyMap<string, string[]>;
  /** The part of `x-behaviour` the checks read. */
  behaviour: Behaviour;
  /** `x-behaviour` as written, every rule. */
  behaviourDocument: unknown;
  operationById(operationId: string): Operation;
}

/** Reads the contract in `file`; throws a ContractError whose message is one line. */
export function loadContract(file: string): Contract {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ContractError(`${file}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`);
  }
  return parseContract(text, file);
}

/** The contract in `text` (read from `file`, which only names it in messages). */
export function parseContract(text: string, file: string): Contract {
  let doc: unknown;
  try {
    doc = parse(text);
  } catch (error) {
    throw new ContractError(`${file}: not YAML (${(error as Error).message.split('\n')[0]})`);
  }
  if (!isNode(doc) || !isNode(doc.paths) || !isNode(doc.info))
    throw new ContractError(`${file}: not an OpenAPI document (no info or paths)`);
  const paths = resolveIn(doc, doc.paths) as Node;
  const pathMethods = new Map(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.keys(isNode(item) ? item : {})
        .filter((key) => ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].includes(key))
        .map((method) => method.toUpperCase()),
    ]),
  );
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    (['get', 'post'] as const)
      .filter((method) => isNode(item) && isNode(item[method]))
      .map((method) =>
        operation(path, method, (item as Node)[method] as Node, pathMethods.get(path) ?? []),
      ),
  );
  const ids = new Set(operations.map((op) => op.operationId));
  const missing = knownOperations.filter((id) => !ids.has(id));
  if (missing.length > 0)
    throw new ContractError(
      `${file} lacks the operations ${missing.join(', ')}: this toolkit checks versions of Testbeam's auth contract, not any OpenAPI file`,
    );
  const behaviour = behaviourSchema.safeParse(doc['x-behaviour']);
  if (!behaviour.success) {
    const issue = behaviour.error.issues[0];
    throw new ContractError(
      `${file}: x-behaviour.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return {
    file,
    version: String(doc.info.version),
    hash: createHash('sha256').update(text).digest('hex').slice(0, 12),
    operations,
    pathMethods,
    behaviour: behaviour.data,
    behaviourDocument: doc['x-behaviour'],
    operationById(operationId) {
      const found = operations.find((candidate) => candidate.operationId === operationId);
      if (!found) throw new Error(`${file} has no operation ${operationId}`);
      return found;
    },
  };
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
