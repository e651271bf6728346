import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { JsonSchema } from './resolve';
import { deref, isNode, type Node, toJsonSchema } from './resolve';

export type { JsonSchema };

export interface DocumentedHeader {
  required: boolean;
  example: unknown;
  /** The header value's schema, resolved like the request schemas; undefined when none is given. */
  schema: JsonSchema | undefined;
}

export interface DocumentedResponse {
  /** Example bodies by name; an unnamed `example` is called `default`. Never empty. */
  examples: Map<string, unknown>;
  headers: Map<string, DocumentedHeader>;
  /** The media types of its `content` (`application/json`): what Content-Type may say. */
  mediaTypes: string[];
  /** The JSON body's schema, resolved like the request schemas (the proxy checks answers with it). */
  schema: JsonSchema | undefined;
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  /** Plain JSON Schema for Fastify's validator: `$ref`s resolved, OpenAPI-only keywords dropped. */
  schema: { body?: JsonSchema; querystring?: JsonSchema };
  responses: Map<number, DocumentedResponse>;
}

export interface Contract {
  operations: Map<string, Operation>;
  operation(operationId: string): Operation;
  /** A named schema of `components.schemas`, resolved like the request schemas. */
  schema(name: string): JsonSchema;
}

export const defaultContractPath = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));

function requestSchema(doc: Node, operation: Node): Operation['schema'] {
  const schema: Operation['schema'] = {};
  if (operation.requestBody !== undefined) {
    const media = deref(
      doc,
      deref(doc, deref(doc, operation.requestBody).content)['application/json'],
    );
    schema.body = toJsonSchema(doc, media.schema);
  }
  const query = (Array.isArray(operation.parameters) ? operation.parameters : [])
    .map((parameter) => deref(doc, parameter))
    .filter((parameter) => parameter.in === 'query');
  if (query.length > 0) {
    schema.querystring = {
      type: 'object',
      properties: Object.fromEntries(
        query.map((parameter) => [String(parameter.name), toJsonSchema(doc, parameter.schema)]),
      ),
      required: query.filter((parameter) => parameter.required === true).map((p) => p.name),
    };
  }
  return schema;
}

function documentedResponse(doc: Node, value: unknown): DocumentedResponse {
  const response = deref(doc, value);
  const content = deref(doc, response.content);
  const media = deref(doc, content['application/json']);
  const examples = new Map<string, unknown>();
  if (isNode(media.examples)) {
    for (const [name, example] of Object.entries(media.examples)) {
      examples.set(name, deref(doc, example).value);
    }
  } else if (media.example !== undefined) {
    examples.set('default', media.example);
  }
  const headers = new Map<string, DocumentedHeader>();
  for (const [name, header] of Object.entries(isNode(response.headers) ? response.headers : {})) {
    const node = deref(doc, header);
    headers.set(name, {
      required: node.required === true,
      example: node.example,
      schema: node.schema === undefined ? undefined : toJsonSchema(doc, node.schema),
    });
  }
  return {
    examples,
    headers,
    mediaTypes: Object.keys(content),
    schema: media.schema === undefined ? undefined : toJsonSchema(doc, media.schema),
  };
}

const methods = ['get', 'post'] as const;

/** Parses openapi.yaml into what the server needs: per operation its route, request schemas and every documented answer. */
export function parseContract(text: string): Contract {
  const doc = parse(text) as Node;
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(deref(doc, doc.paths))) {
    for (const method of methods) {
      const raw = deref(doc, item)[method];
      if (raw === undefined) continue;
      const operation = deref(doc, raw);
      const operationId = String(operation.operationId);
      const responses = new Map<number, DocumentedResponse>();
      for (const [status, response] of Object.entries(deref(doc, operation.responses))) {
        responses.set(Number(status), documentedResponse(doc, response));
      }
      operations.set(operationId, {
        operationId,
        method: method === 'get' ? 'GET' : 'POST',
        path,
        schema: requestSchema(doc, operation),
        responses,
      });
    }
  }
  return {
    operations,
    operation(operationId) {
      const found = operations.get(operationId);
      if (!found) throw new Error(`openapi.yaml has no operation ${operationId}`);
      return found;
    },
    schema: (name) => toJsonSchema(doc, { $ref: `#/components/schemas/${name}` }),
  };
}

const cache = new Map<string, Contract>();

/** The contract at `path`, read and parsed once per process (tests build many apps). */
export function loadContract(path = defaultContractPath): Contract {
  let contract = cache.get(path);
  if (!contract) {
    contract = parseContract(readFileSync(path, 'utf8'));
    cache.set(path, contract);
  }
  return contract;
}
