// openapi.yaml must carry docs/requirements.md's rules (sections 5, 7 and 8), not just be valid
// OpenAPI: Redocly checks the form, this file checks the content.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { allowedRedirects } from './dev-routes';
import { contractPath } from './harness';

type Node = Record<string, unknown>;

const doc = parse(readFileSync(contractPath, 'utf8')) as Node;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows local `$ref`s (`#/components/...`) until a plain node is reached. */
function deref(value: unknown): Node {
  let node = value;
  while (isNode(node) && typeof node.$ref === 'string') {
    node = node.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((parent, key) => (isNode(parent) ? parent[key] : undefined), doc);
  }
  if (!isNode(node)) throw new Error(`not an object: ${JSON.stringify(value)}`);
  return node;
}

const at = (node: unknown, ...keys: string[]): Node =>
  keys.reduce<Node>((parent, key) => deref(parent[key]), deref(node));

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const operations = Object.entries(at(doc, 'paths')).flatMap(([path, item]) =>
  Object.entries(deref(item))
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({ path, method, operation: deref(operation) })),
);
const byId = (id: string): Node => {
  const found = operations.find(({ operation }) => operation.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found.operation;
};
const requestSchema = (id: string): Node =>
  at(byId(id), 'requestBody', 'content', 'application/json', 'schema');
const property = (id: string, name: string): Node => at(requestSchema(id), 'properties', name);

describe('openapi.yaml', () => {
  it('has exactly the five calls of docs/requirements.md §7, under /api', () => {
    const found = operations.map(({ path, method, operation }) => [
      operation.operationId,
      method,
      path,
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['getGoogleLoginUrl', 'get', '/api/auth/oauth/google/loginUrl'],
        ['sendCode', 'post', '/api/auth/generate'],
        ['verifyCode', 'post', '/api/auth/validate'],
        ['requestWhitelist', 'post', '/api/auth/whitelist'],
        ['sendContact', 'post', '/api/auth/contactus'],
      ]),
    );
    expect(found).toHaveLength(5);
  });

  it('carries the contact form rules', () => {
    expect(property('sendContact', 'category').enum).toEqual([
      'general',
      'whitelist',
      'feature',
      'connector',
      'billing',
    ]);
    expect(property('sendContact', 'name').minLength).toBe(2);
    expect(property('sendContact', 'subject').minLength).toBe(1);
    expect(property('sendContact', 'message').minLength).toBe(10);
    expect(requestSchema('sendContact').required).toEqual(
      expect.arrayContaining(['name', 'email', 'category', 'subject', 'message']),
    );
  });

  it('takes the one-time code as exactly 6 digits', () => {
    const code = property('verifyCode', 'code');
    expect(code).toMatchObject({
      type: 'string',
      pattern: '^[0-9]{6}$',
      minLength: 6,
      maxLength: 6,
    });
    const pattern = new RegExp(String(code.pattern));
    expect(['042917', '123456'].every((value) => pattern.test(value))).toBe(true);
    expect(['12345', '1234567', '12a456', ' 123456'].some((value) => pattern.test(value))).toBe(
      false,
    );
  });

  it('requires a well-formed email on every body that has one', () => {
    for (const id of ['sendCode', 'verifyCode', 'requestWhitelist', 'sendContact']) {
      expect(requestSchema(id).required).toContain('email');
      expect(property(id, 'email')).toMatchObject({ format: 'email', maxLength: 254 });
      expect(property(id, 'recaptchaToken')).toMatchObject({ type: 'string', default: '' });
    }
  });

  it('gives every object schema additionalProperties: false', () => {
    const objects: Array<{ at: string; node: Node }> = [];
    const walk = (value: unknown, where: string): void => {
      if (Array.isArray(value)) {
        value.forEach((item, i) => {
          walk(item, `${where}/${i}`);
        });
        return;
      }
      if (!isNode(value)) return;
      if (value.type === 'object' || isNode(value.properties))
        objects.push({ at: where, node: value });
      for (const [key, child] of Object.entries(value)) {
        // Example payloads are data, not schemas.
        if (key !== 'example' && key !== 'examples') walk(child, `${where}/${key}`);
      }
    };
    walk(doc, '#');

    expect(objects.length).toBeGreaterThanOrEqual(8);
    const open = objects.filter(({ node }) => node.additionalProperties !== false);
    expect(open.map(({ at }) => at)).toEqual([]);
  });

  it('documents 400, 429 (with Retry-After) and 500 on every operation, all public', () => {
    for (const { operation } of operations) {
      const responses = at(operation, 'responses');
      expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '400', '429', '500']));
      expect(Object.keys(at(responses, '429', 'headers'))).toContain('Retry-After');
      expect(operation.security).toEqual([]);
    }
  });

  it('answers every response with a JSON example in the success/message shape', () => {
    for (const { operation } of operations) {
      for (const [status, response] of Object.entries(at(operation, 'responses'))) {
        const media = at(response, 'content', 'application/json');
        const examples = isNode(media.examples)
          ? Object.values(media.examples).map((example) => deref(example).value)
          : [media.example];
        expect(examples.length, `${operation.operationId} ${status}`).toBeGreaterThan(0);
        for (const example of examples) {
          expect(example).toMatchObject({ success: status.startsWith('2') });
          expect(typeof (example as Node).message).toBe('string');
        }
      }
    }
  });

  it('keeps the texts the site shows (docs/requirements.md §8)', () => {
    const duplicate = at(
      byId('requestWhitelist'),
      'responses',
      '409',
      'content',
      'application/json',
    );
    expect(duplicate.example).toEqual({
      success: false,
      message: 'This email is already in the whitelist',
    });
    const contact = at(byId('sendContact'), 'responses', '200', 'content', 'application/json');
    expect(contact.example).toMatchObject({ message: "We'll get back to you within 24 hours." });
    expect(Object.keys(at(byId('sendContact'), 'responses'))).toContain('403');
    expect(Object.keys(at(byId('verifyCode'), 'responses'))).toContain('401');
    expect(Object.keys(at(byId('verifyCode'), 'responses', '200', 'headers'))).toContain(
      'Set-Cookie',
    );
  });

  it("limits the login URL's redirect to exactly the allow-list (the studio and each connector)", () => {
    const [redirect] = byId('getGoogleLoginUrl').parameters as unknown[];
    const source = String(at(redirect, 'schema').pattern);
    const pattern = new RegExp(source);
    for (const target of allowedRedirects) expect(target).toMatch(pattern);
    // A schema-valid value is one the server accepts: no unknown key, no near miss.
    for (const near of ['/connect/discover/jira/', '/connect/discover/github', '/api_mcp_studio']) {
      expect(near).not.toMatch(pattern);
    }
    const keys = /discover\/\((.+)\)\)/.exec(source)?.[1]?.split('|');
    expect(keys?.map((key) => `/connect/discover/${key}/`)).toEqual(allowedRedirects.slice(1));
  });
});
