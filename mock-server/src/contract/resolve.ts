// Turns the parts of openapi.yaml the server needs into plain objects: `$ref`s followed, and
// schemas rewritten as the JSON Schema Fastify's Ajv compiles.

export type JsonSchema = { [keyword: string]: unknown };
export type Node = { [key: string]: unknown };

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pointer(doc: Node, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((parent, key) => (isNode(parent) ? parent[key] : undefined), doc);
}

/** Follows `$ref`s until a plain object: for responses, headers and parameters. */
export function deref(doc: Node, value: unknown): Node {
  let node = value;
  for (let hops = 0; isNode(node) && typeof node.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref loop at ${node.$ref}`);
    node = pointer(doc, node.$ref);
  }
  if (!isNode(node)) throw new Error(`Not an object in openapi.yaml: ${JSON.stringify(value)}`);
  return node;
}

// Keywords whose value is a schema, a list of schemas, or a map of names to schemas. Everything
// else (enum, const, default, examples...) is data and is copied as is, so a property that happens
// to be called `example` is never mistaken for the keyword.
const schemaKeywords = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else']);
const schemaListKeywords = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const schemaMapKeywords = new Set(['properties', 'patternProperties', '$defs']);

export function toJsonSchema(doc: Node, value: unknown, seen: string[] = []): JsonSchema {
  if (isNode(value) && typeof value.$ref === 'string') {
    if (seen.includes(value.$ref))
      throw new Error(`Recursive schema ${value.$ref} is not supported`);
    return toJsonSchema(doc, pointer(doc, value.$ref), [...seen, value.$ref]);
  }
  if (!isNode(value)) throw new Error(`Not a schema: ${JSON.stringify(value)}`);
  const schema: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    // `example` is OpenAPI's, not JSON Schema's; Ajv's strict mode rejects it, as it does x-*.
    if (key === 'example' || key.startsWith('x-')) continue;
    if (schemaKeywords.has(key) && isNode(child)) schema[key] = toJsonSchema(doc, child, seen);
    else if (schemaListKeywords.has(key) && Array.isArray(child))
      schema[key] = child.map((item) => toJsonSchema(doc, item, seen));
    else if (schemaMapKeywords.has(key) && isNode(child))
      schema[key] = Object.fromEntries(
        Object.entries(child).map(([name, item]) => [name, toJsonSchema(doc, item, seen)]),
      );
    else schema[key] = child;
  }
  return schema;
}
