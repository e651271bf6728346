// Where in openapi.yaml a contract violation is: the line and column of the node an answer (or a
// request) broke, found from (operation, status, JSON pointer, expected) by walking the YAML
// document with its source positions, following `$ref`s to the component that holds the rule.

import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Violation } from './observed';

export interface Location {
  /** 1-based, as SARIF counts. */
  line: number;
  column: number;
  /** The node as a JSON pointer into openapi.yaml ("#/components/schemas/ErrorResponse/required/1"). */
  path: string;
}

/** A node of the document: its value, where its key (or itself) starts, and its pointer. */
interface Spot {
  node: unknown;
  offset: number;
  path: string;
}

const escapeSegment = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');
const unescapeSegment = (key: string) => key.replaceAll('~1', '/').replaceAll('~0', '~');

/** The JSON Schema keyword an Ajv message (as the proxy words it) is about, when one is. */
const keywords: [RegExp, string][] = [
  [/^must be (string|number|integer|boolean|object|array|null)\b/, 'type'],
  [/^must match pattern/, 'pattern'],
  [/^must match format/, 'format'],
  [/^must be (equal to )?one of/, 'enum'],
  [/^must NOT have fewer than \d+ characters/, 'minLength'],
  [/^must NOT have more than \d+ characters/, 'maxLength'],
  [/^must NOT have fewer than \d+ items/, 'minItems'],
  [/^must NOT have more than \d+ items/, 'maxItems'],
  [/^must be >= /, 'minimum'],
  [/^must be > /, 'exclusiveMinimum'],
  [/^must be <= /, 'maximum'],
  [/^must be < /, 'exclusiveMaximum'],
  [/^must be /, 'const'],
];

export class ContractLocator {
  private readonly lines = new LineCounter();
  private readonly root: Spot;

  constructor(text: string) {
    const doc = parseDocument(text, { lineCounter: this.lines });
    this.root = { node: doc.contents, offset: 0, path: '#' };
  }

  /** The place in openapi.yaml that `violation` broke; the operation (or `paths`) when nothing nearer is. */
  locate(violation: Violation): Location {
    return this.position(this.spotOf(violation));
  }

  private position(spot: Spot): Location {
    const { line, col } = this.lines.linePos(spot.offset);
    return { line, column: col, path: spot.path };
  }

  private child(spot: Spot | undefined, key: string, ignoreCase = false): Spot | undefined {
    if (spot === undefined || !isMap(spot.node)) return undefined;
    const wanted = ignoreCase ? key.toLowerCase() : key;
    const pair = spot.node.items.find((item) => {
      if (!isScalar(item.key)) return false;
      const name = String(item.key.value);
      return (ignoreCase ? name.toLowerCase() : name) === wanted;
    });
    if (pair === undefined || !isScalar(pair.key)) return undefined;
    const name = String(pair.key.value);
    return {
      node: pair.value,
      offset: pair.key.range?.[0] ?? spot.offset,
      path: `${spot.path}/${escapeSegment(name)}`,
    };
  }

  /** The spot itself, or the target of its local `$ref` (followed to the end). */
  private deref(spot: Spot): Spot {
    const ref = isMap(spot.node) ? spot.node.get('$ref') : undefined;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return spot;
    let target: Spot | undefined = this.root;
    for (const key of ref.slice(2).split('/')) target = this.child(target, unescapeSegment(key));
    return target === undefined ? spot : this.deref(target);
  }

  private operation(operationId: string | null): Spot | undefined {
    const paths = this.child(this.root, 'paths');
    if (operationId === null || paths === undefined || !isMap(paths.node)) return paths;
    for (const item of paths.node.items) {
      const path = this.child(paths, String(isScalar(item.key) ? item.key.value : ''));
      if (path === undefined || !isMap(path.node)) continue;
      for (const method of path.node.items) {
        const operation = this.child(path, String(isScalar(method.key) ? method.key.value : ''));
        if (
          operation &&
          isMap(operation.node) &&
          operation.node.get('operationId') === operationId
        ) {
          return operation;
        }
      }
    }
    return paths;
  }

  private spotOf(violation: Violation): Spot {
    const operation = this.operation(violation.operation);
    if (operation === undefined) return this.root;
    const segments = violation.pointer.split('/').slice(1).map(unescapeSegment);
    if (violation.direction === 'request')
      return this.requestSpot(operation, segments, violation.expected);
    const responses = this.child(operation, 'responses');
    const response = this.child(responses, violation.status);
    if (response === undefined || violation.pointer === '/status') return responses ?? operation;
    const answer = this.deref(response);
    if (segments[0] === 'headers')
      return this.headerSpot(answer, segments[1] ?? '', violation.expected);
    const schema = this.child(
      this.child(this.child(answer, 'content'), 'application/json'),
      'schema',
    );
    return schema === undefined ? answer : this.walk(schema, segments, violation.expected);
  }

  private headerSpot(answer: Spot, name: string, expected: string): Spot {
    if (name === 'content-type') return this.child(answer, 'content') ?? answer;
    const headers = this.child(answer, 'headers');
    const declared = this.child(headers, name, true);
    if (declared === undefined) return headers ?? answer;
    const header = this.deref(declared);
    if (expected.endsWith('(required)')) return this.child(header, 'required') ?? header;
    const schema = this.child(header, 'schema');
    return schema === undefined ? header : this.keyword(schema, expected);
  }

  private requestSpot(operation: Spot, segments: string[], expected: string): Spot {
    if (segments[0] === 'query') {
      const parameters = this.child(operation, 'parameters');
      if (parameters === undefined || !isSeq(parameters.node)) return operation;
      for (const [index] of parameters.node.items.entries()) {
        const parameter = this.deref(this.item(parameters, index));
        if (isMap(parameter.node) && parameter.node.get('name') === segments[1]) {
          const schema = this.child(parameter, 'schema');
          return schema === undefined ? parameter : this.walk(schema, segments.slice(2), expected);
        }
      }
      return parameters;
    }
    const body = this.deref(this.child(operation, 'requestBody') ?? operation);
    const schema = this.child(
      this.child(this.child(body, 'content'), 'application/json'),
      'schema',
    );
    return schema === undefined ? body : this.walk(schema, segments, expected);
  }

  private item(spot: Spot, index: number): Spot {
    const node: unknown = isSeq(spot.node) ? spot.node.items[index] : undefined;
    const range = (node as { range?: number[] } | undefined)?.range;
    return { node, offset: range?.[0] ?? spot.offset, path: `${spot.path}/${index}` };
  }

  /** Down a schema along a body pointer: properties, items, and the branches of allOf/anyOf/oneOf. */
  private walk(schema: Spot, segments: string[], expected: string): Spot {
    let current = schema;
    for (const [index, segment] of segments.entries()) {
      const node = this.deref(current);
      const last = index === segments.length - 1;
      if (last && expected.startsWith('must have required property')) {
        const listed = this.requiredEntry(node, segment);
        if (listed) return listed;
      }
      const next = this.property(node, segment);
      if (next === undefined) return this.child(node, 'additionalProperties') ?? node;
      current = next;
    }
    return this.keyword(current, expected);
  }

  private property(schema: Spot, name: string): Spot | undefined {
    const own = this.child(this.child(schema, 'properties'), name);
    if (own) return own;
    if (/^\d+$/.test(name) && this.child(schema, 'items')) return this.child(schema, 'items');
    for (const combiner of ['allOf', 'anyOf', 'oneOf']) {
      const branches = this.child(schema, combiner);
      if (branches === undefined || !isSeq(branches.node)) continue;
      for (const [index] of branches.node.items.entries()) {
        const found = this.property(this.deref(this.item(branches, index)), name);
        if (found) return found;
      }
    }
    return undefined;
  }

  /** The entry of `required` that names the missing property, in whichever schema lists it. */
  private requiredEntry(schema: Spot, name: string): Spot | undefined {
    const required = this.child(schema, 'required');
    if (required === undefined || !isSeq(required.node)) return undefined;
    const index = required.node.items.findIndex((item) => isScalar(item) && item.value === name);
    return index === -1 ? required : this.item(required, index);
  }

  private keyword(spot: Spot, expected: string): Spot {
    const schema = this.deref(spot);
    const keyword = keywords.find(([pattern]) => pattern.test(expected))?.[1];
    return (keyword === undefined ? undefined : this.child(schema, keyword)) ?? schema;
  }
}
