// Checks a forwarded request and the upstream's answer against openapi.yaml (proxy mode): the same
// Ajv with ajv-formats as Fastify's validator, over the same resolved schemas, each compiled once.
// What breaks the contract comes back as ContractViolations; nothing here knows Fastify.

import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Contract, JsonSchema, Operation } from './openapi';
import type { ContractViolation } from './violation';

/** At most this many violations are kept per request or answer: the first ones tell the story. */
export const MAX_VIOLATIONS = 20;

export interface CheckedRequest {
  /** The parsed JSON body, undefined when none came. */
  body: unknown;
  query: Record<string, unknown>;
}

export interface RequestCheck {
  violations: ContractViolation[];
  /** Ajv's errors for the first part that failed, as Fastify's validator would have reported them. */
  refusal: { context: 'body' | 'querystring'; errors: ErrorObject[] } | null;
}

/** An answer as it came: status, headers as Node gives them, and the body's text. */
export interface CheckedAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The body as text; undefined when there was none. */
  text: string | undefined;
  /** A HEAD's answer: its headers are checked, it has no body to check. */
  head?: boolean;
}

/** `~` and `/` escaped, as a JSON pointer's segment needs. */
export const pointerSegment = (name: string) => name.replaceAll('~', '~0').replaceAll('/', '~1');

/** Ajv's message, with what it leaves out (the allowed values, the unexpected property). */
function expectedOf(error: ErrorObject): string {
  const { params } = error;
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return `must be one of ${params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`;
  }
  if (error.keyword === 'const') return `must be ${JSON.stringify(params.allowedValue)}`;
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return `must NOT have additional properties (found "${params.additionalProperty}")`;
  }
  return error.message ?? `must pass "${error.keyword}"`;
}

/**
 * Where an error is, as a JSON pointer: a missing required property or an unexpected one is
 * pointed at itself ("/message"), not at the object that lacks or has it, as Ajv's instancePath
 * (and Prism) would; every other error at the value it is about.
 */
export function pointerOf(error: ErrorObject): string {
  const { params } = error;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    return `${error.instancePath}/${pointerSegment(params.missingProperty)}`;
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return `${error.instancePath}/${pointerSegment(params.additionalProperty)}`;
  }
  return error.instancePath;
}

const violation = (
  direction: ContractViolation['direction'],
  operation: Operation | null,
  pointer: string,
  expected: string,
): ContractViolation => ({
  direction,
  operation: operation?.operationId ?? null,
  pointer,
  expected,
});

const headerValue = (value: CheckedAnswer['headers'][string]): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [String(value)];

/** A header's text as its schema reads it: a number where the schema wants one. */
function headerData(text: string, schema: JsonSchema): unknown {
  const numeric = schema.type === 'integer' || schema.type === 'number';
  return numeric && /^-?\d+(?:\.\d+)?$/.test(text.trim()) ? Number(text) : text;
}

/** The media type without its parameters, lower-cased: `application/json`. */
export const mediaTypeOf = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export class ContractValidator {
  private readonly ajv: Ajv;
  /** Compiled validators by schema object, and by schema text (shared components compile once). */
  private readonly compiled = new Map<JsonSchema, ValidateFunction>();
  private readonly bySource = new Map<string, ValidateFunction>();
  private readonly routes = new Map<string, Operation>();

  constructor(private readonly contract: Contract) {
    // Fastify's options for what it validates (app.ts), except that nothing is changed in place
    // (no defaults added: the request goes on as sent) and every problem is listed.
    this.ajv = new Ajv({
      allErrors: true,
      coerceTypes: false,
      useDefaults: false,
      removeAdditional: false,
      strict: false,
    });
    addFormats(this.ajv);
    for (const operation of contract.operations.values()) {
      this.routes.set(`${operation.method} ${operation.path}`, operation);
    }
  }

  /** The operation for a method and path (a HEAD is its GET's), or null when none has them. */
  operationFor(method: string, path: string): Operation | null {
    const verb = method === 'HEAD' ? 'GET' : method;
    return this.routes.get(`${verb} ${path}`) ?? null;
  }

  /** Compiles every schema now: one Ajv cannot read fails the start, not a request. */
  warm(): void {
    for (const operation of this.contract.operations.values()) {
      if (operation.schema.body) this.compile(operation.schema.body);
      if (operation.schema.querystring) this.compile(operation.schema.querystring);
      for (const response of operation.responses.values()) {
        if (response.schema) this.compile(response.schema);
        for (const header of response.headers.values()) {
          if (header.schema) this.compile(header.schema);
        }
      }
    }
  }

  private compile(schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (validate) return validate;
    const source = JSON.stringify(schema);
    validate = this.bySource.get(source) ?? this.ajv.compile(schema);
    this.bySource.set(source, validate);
    this.compiled.set(schema, validate);
    return validate;
  }

  private errorsOf(schema: JsonSchema, data: unknown): ErrorObject[] {
    const validate = this.compile(schema);
    return validate(data) ? [] : [...(validate.errors ?? [])];
  }

  /** A request against its operation: the query, then the body. */
  checkRequest(operation: Operation, request: CheckedRequest): RequestCheck {
    const violations: ContractViolation[] = [];
    let refusal: RequestCheck['refusal'] = null;
    const { querystring, body } = operation.schema;
    if (querystring) {
      const errors = this.errorsOf(querystring, request.query);
      if (errors.length > 0) refusal = { context: 'querystring', errors };
      for (const error of errors) {
        violations.push(
          violation('request', operation, `/query${pointerOf(error)}`, expectedOf(error)),
        );
      }
    }
    if (body) {
      const errors = this.errorsOf(body, request.body);
      if (errors.length > 0) refusal ??= { context: 'body', errors };
      for (const error of errors) {
        violations.push(violation('request', operation, pointerOf(error), expectedOf(error)));
      }
    }
    return { violations: violations.slice(0, MAX_VIOLATIONS), refusal };
  }

  /** An answer against what its operation documents: status, Content-Type, headers and body. */
  checkAnswer(operation: Operation, answer: CheckedAnswer): ContractViolation[] {
    const documented = operation.responses.get(answer.status);
    if (!documented) {
      const statuses = [...operation.responses.keys()].sort((a, b) => a - b).join(', ');
      return [
        violation('response', operation, '/status', `one of ${statuses} (got ${answer.status})`),
      ];
    }
    const violations: ContractViolation[] = [];
    for (const [name, header] of documented.headers) {
      const lower = name.toLowerCase();
      const values = headerValue(answer.headers[lower]);
      const pointer = `/headers/${pointerSegment(lower)}`;
      if (values.length === 0) {
        if (header.required)
          violations.push(violation('response', operation, pointer, `a ${name} header (required)`));
        continue;
      }
      if (!header.schema) continue;
      const schema = header.schema;
      // Set-Cookie may come as several lines: one of them must be the documented cookie.
      const failures = values.map((text) => this.errorsOf(schema, headerData(text, schema)));
      if (failures.some((errors) => errors.length === 0)) continue;
      const [first] = failures[0] ?? [];
      if (first) violations.push(violation('response', operation, pointer, expectedOf(first)));
    }
    const type = headerValue(answer.headers['content-type'])[0];
    if (documented.mediaTypes.length > 0 && !documented.mediaTypes.includes(mediaTypeOf(type))) {
      violations.push(
        violation(
          'response',
          operation,
          '/headers/content-type',
          `${documented.mediaTypes.join(' or ')} (got ${type === undefined ? 'none' : type})`,
        ),
      );
      return violations.slice(0, MAX_VIOLATIONS);
    }
    if (documented.schema && answer.head !== true) {
      let body: unknown;
      try {
        body =
          answer.text === undefined || answer.text === '' ? undefined : JSON.parse(answer.text);
      } catch {
        violations.push(violation('response', operation, '', 'a JSON body (it does not parse)'));
        return violations.slice(0, MAX_VIOLATIONS);
      }
      for (const error of this.errorsOf(documented.schema, body)) {
        violations.push(violation('response', operation, pointerOf(error), expectedOf(error)));
      }
    }
    return violations.slice(0, MAX_VIOLATIONS);
  }
}

const validators = new WeakMap<Contract, ContractValidator>();

/** The validator of `contract`, made once per contract (tests build many apps on one). */
export function contractValidator(contract: Contract): ContractValidator {
  let validator = validators.get(contract);
  if (!validator) {
    validator = new ContractValidator(contract);
    validators.set(contract, validator);
  }
  return validator;
}
