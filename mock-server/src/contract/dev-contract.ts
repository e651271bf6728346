import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { deref, isNode, type JsonSchema, type Node, toJsonSchema } from './resolve';

/** One operation of openapi.dev.yaml as a Fastify route: the method, the path, the schemas. */
export interface DevOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** Fastify's form: `{id}` becomes `:id`, a trailing `{file}` of a `*` route stays `*`. */
  url: string;
  schema: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
}

export interface DevContract {
  operations: Map<string, DevOperation>;
  operation(operationId: string): DevOperation;
}

export const devContractPath = fileURLToPath(new URL('../../openapi.dev.yaml', import.meta.url));

const methods = { get: 'GET', post: 'POST', delete: 'DELETE' } as const;

// A parameter marked `x-wildcard` is Fastify's `*` (the console's files): the rest of the path.
function urlOf(path: string, parameters: Node[]): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = parameters.find((p) => p.name === name && p.in === 'path');
    return parameter?.['x-wildcard'] === true ? '*' : `:${name}`;
  });
}

function objectOf(doc: Node, parameters: Node[], where: 'path' | 'query'): JsonSchema | undefined {
  const chosen = parameters.filter(
    (parameter) => parameter.in === where && parameter['x-wildcard'] !== true,
  );
  if (chosen.length === 0) return undefined;
  return {
    type: 'object',
    // A query parameter the file does not document is refused, never silently ignored.
    ...(where === 'query' ? { additionalProperties: false } : {}),
    properties: Object.fromEntries(
      chosen.map((parameter) => {
        // A `default` here documents what the handler assumes when the parameter is absent;
        // Ajv would write it into the query, and a `Link` built from the query would carry it.
        const { default: _documented, ...schema } = toJsonSchema(doc, parameter.schema);
        return [String(parameter.name), schema];
      }),
    ),
    required: chosen.filter((parameter) => parameter.required === true).map((p) => p.name),
  };
}

function bodyOf(doc: Node, operation: Node): JsonSchema | undefined {
  if (operation.requestBody === undefined) return undefined;
  const content = deref(doc, deref(doc, operation.requestBody).content);
  const media = content['application/json'];
  // A form body (the stand-in's sign-out) is parsed and ignored by its route, not validated.
  return media === undefined ? undefined : toJsonSchema(doc, deref(doc, media).schema);
}

/** openapi.dev.yaml parsed into routes, the way contract/openapi.ts reads openapi.yaml. */
export function parseDevContract(text: string): DevContract {
  const doc = parse(text) as Node;
  const operations = new Map<string, DevOperation>();
  for (const [path, item] of Object.entries(deref(doc, doc.paths))) {
    const pathItem = deref(doc, item);
    const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
    for (const [key, method] of Object.entries(methods)) {
      if (!isNode(pathItem[key])) continue;
      const operation = deref(doc, pathItem[key]);
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const parameters = [...shared, ...own].map((parameter) => deref(doc, parameter));
      const schema: DevOperation['schema'] = {};
      const params = objectOf(doc, parameters, 'path');
      const querystring = objectOf(doc, parameters, 'query');
      const body = bodyOf(doc, operation);
      if (params) schema.params = params;
      if (querystring) schema.querystring = querystring;
      if (body) schema.body = body;
      const operationId = String(operation.operationId);
      operations.set(operationId, { operationId, method, url: urlOf(path, parameters), schema });
    }
  }
  return {
    operations,
    operation(operationId) {
      const found = operations.get(operationId);
      if (!found) throw new Error(`openapi.dev.yaml has no operation ${operationId}`);
      return found;
    },
  };
}

let cached: DevContract | undefined;

/** openapi.dev.yaml, read and parsed once per process (tests build many apps). */
export function loadDevContract(): DevContract {
  cached ??= parseDevContract(readFileSync(devContractPath, 'utf8'));
  return cached;
}
