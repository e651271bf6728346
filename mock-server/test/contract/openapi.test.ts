import { describe, expect, it } from 'vitest';
import { build } from '../../src/app';
import { loadConfig } from '../../src/config';
import { loadContract, parseContract } from '../../src/contract/openapi';

const contract = loadContract();

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)]);
}

describe('loadContract (openapi.yaml)', () => {
  it('finds the five operations with their routes', () => {
    const routes = [...contract.operations.values()].map((op) => [
      op.operationId,
      op.method,
      op.path,
    ]);
    expect(routes).toEqual([
      ['getGoogleLoginUrl', 'GET', '/api/auth/oauth/google/loginUrl'],
      ['sendCode', 'POST', '/api/auth/generate'],
      ['verifyCode', 'POST', '/api/auth/validate'],
      ['requestWhitelist', 'POST', '/api/auth/whitelist'],
      ['sendContact', 'POST', '/api/auth/contactus'],
    ]);
  });

  it('resolves request schemas into plain JSON Schema: no $ref, no OpenAPI `example`', () => {
    for (const operation of contract.operations.values()) {
      const keys = keysOf(operation.schema);
      expect(keys, operation.operationId).not.toContain('$ref');
      expect(keys, operation.operationId).not.toContain('example');
    }
    expect(contract.operation('verifyCode').schema.body).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['email', 'code'],
      properties: {
        email: { type: 'string', format: 'email', maxLength: 254 },
        code: { pattern: '^[0-9]{6}$' },
        recaptchaToken: { type: 'string', default: '' },
      },
    });
  });

  it('turns query parameters into a querystring schema with their defaults', () => {
    expect(contract.operation('getGoogleLoginUrl').schema).toEqual({
      querystring: {
        type: 'object',
        properties: { redirect: expect.objectContaining({ default: '/api_mcp_studio/' }) },
        required: [],
      },
    });
  });

  it('is left as read when an app registers its routes (Fastify marks the schemas it is given)', async () => {
    const before = structuredClone(contract.operation('getGoogleLoginUrl').schema);
    const app = await build(loadConfig({ SERVE_SITE: 'false' }), { logger: false });
    await app.ready();
    await app.close();
    for (const operation of contract.operations.values()) {
      expect(Object.getOwnPropertySymbols(operation.schema)).toEqual([]);
    }
    expect(contract.operation('getGoogleLoginUrl').schema).toEqual(before);
  });

  it('collects every documented status with its examples and required headers', () => {
    const verify = contract.operation('verifyCode');
    expect([...verify.responses.keys()]).toEqual([
      200, 400, 401, 403, 413, 415, 429, 500, 503, 507,
    ]);
    expect([...(verify.responses.get(401)?.examples.keys() ?? [])]).toEqual(['invalid']);
    expect(verify.responses.get(429)?.headers.get('Retry-After')).toEqual({
      required: true,
      example: 30,
      schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 86400 },
    });
    const whitelist = contract.operation('requestWhitelist').responses.get(409);
    expect(whitelist?.examples.get('default')).toEqual({
      success: false,
      message: 'This email is already in the whitelist',
    });
  });

  it('keeps the media types and body schema of each answer: the proxy checks answers with them', () => {
    const ok = contract.operation('sendCode').responses.get(200);
    expect(ok?.mediaTypes).toEqual(['application/json']);
    expect(ok?.schema).toMatchObject({ type: 'object', required: ['success', 'message'] });
    expect(
      contract.operation('verifyCode').responses.get(200)?.headers.get('Set-Cookie'),
    ).toMatchObject({
      required: true,
      schema: { type: 'string', pattern: expect.stringContaining('tb_session') },
    });
  });

  it('exposes named component schemas', () => {
    expect(contract.schema('Email')).toMatchObject({ type: 'string', format: 'email' });
  });

  it('throws on an operation the contract does not have', () => {
    expect(() => contract.operation('deleteEverything')).toThrow(/no operation deleteEverything/);
  });
});

describe('parseContract', () => {
  const doc = (schema: string) => `
openapi: 3.1.0
paths:
  /x:
    post:
      operationId: x
      requestBody:
        content:
          application/json:
            schema: ${schema}
      responses:
        "200":
          description: ok
          content:
            application/json:
              example: { ok: true }
components:
  schemas:
    Node:
      type: object
      properties:
        child: { $ref: "#/components/schemas/Node" }
`;

  it('keeps a property that happens to be called example', () => {
    const parsed = parseContract(
      doc(
        '{ type: object, example: { a: 1 }, properties: { example: { type: string, example: x } } }',
      ),
    );
    expect(parsed.operation('x').schema.body).toEqual({
      type: 'object',
      properties: { example: { type: 'string' } },
    });
  });

  it('refuses recursive schemas instead of looping', () => {
    expect(() => parseContract(doc('{ $ref: "#/components/schemas/Node" }'))).toThrow(/Recursive/);
  });
});
