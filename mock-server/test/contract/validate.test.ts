import { describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract/openapi';
import { contractValidator, MAX_VIOLATIONS, pointerSegment } from '../../src/contract/validate';

const contract = loadContract();
const validator = contractValidator(contract);
const sendCode = contract.operation('sendCode');
const verifyCode = contract.operation('verifyCode');
const loginUrl = contract.operation('getGoogleLoginUrl');

const jsonType = { 'content-type': 'application/json; charset=utf-8' };
const answer = (
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
) => ({
  status,
  headers: { ...jsonType, ...headers },
  text: JSON.stringify(body),
});

describe('the contract validator', () => {
  it('is made once per contract and compiles every schema of openapi.yaml', () => {
    expect(contractValidator(contract)).toBe(validator);
    expect(() => validator.warm()).not.toThrow();
  });

  it('finds the operation of a method and path; a HEAD is its GET', () => {
    expect(validator.operationFor('POST', '/api/auth/generate')).toBe(sendCode);
    expect(validator.operationFor('HEAD', '/api/auth/oauth/google/loginUrl')).toBe(loginUrl);
    expect(validator.operationFor('GET', '/api/auth/generate')).toBeNull();
    expect(validator.operationFor('POST', '/api/auth/logout')).toBeNull();
  });

  describe('a request', () => {
    it('that follows the contract has no violation and is not changed', () => {
      const body = { email: 'ada@example.com' };
      expect(validator.checkRequest(sendCode, { body, query: {} })).toEqual({
        violations: [],
        refusal: null,
      });
      // No default added: the request goes on as sent.
      expect(body).toEqual({ email: 'ada@example.com' });
    });

    it('that breaks it: every problem with its pointer, and what Fastify would refuse', () => {
      const check = validator.checkRequest(verifyCode, {
        body: { email: 'ada@example.com', code: 12, shout: true },
        query: {},
      });
      expect(check.violations).toEqual([
        {
          direction: 'request',
          operation: 'verifyCode',
          pointer: '/shout',
          expected: 'must NOT have additional properties (found "shout")',
        },
        {
          direction: 'request',
          operation: 'verifyCode',
          pointer: '/code',
          expected: 'must be string',
        },
      ]);
      expect(check.refusal?.context).toBe('body');
      expect(check.refusal?.errors[0]?.keyword).toBe('additionalProperties');
    });

    it('with no body when one is required', () => {
      expect(validator.checkRequest(sendCode, { body: undefined, query: {} }).violations).toEqual([
        { direction: 'request', operation: 'sendCode', pointer: '', expected: 'must be object' },
      ]);
    });

    it('with a query parameter out of the allow-list: /query/<name>', () => {
      const check = validator.checkRequest(loginUrl, {
        body: undefined,
        query: { redirect: '/x/' },
      });
      expect(check.violations).toEqual([
        {
          direction: 'request',
          operation: 'getGoogleLoginUrl',
          pointer: '/query/redirect',
          expected: expect.stringMatching(/^must match pattern/),
        },
      ]);
      expect(check.refusal?.context).toBe('querystring');
    });
  });

  describe('an answer', () => {
    it('that follows the contract has no violation', () => {
      const ok = { success: true, message: 'Sent.' };
      expect(validator.checkAnswer(sendCode, answer(200, ok))).toEqual([]);
      const cooldown = { success: false, message: 'Wait.' };
      expect(
        validator.checkAnswer(sendCode, answer(429, cooldown, { 'retry-after': '30' })),
      ).toEqual([]);
    });

    it('with an undocumented status: /status, and nothing else is checked', () => {
      expect(validator.checkAnswer(sendCode, answer(418, 'teapot'))).toEqual([
        {
          direction: 'response',
          operation: 'sendCode',
          pointer: '/status',
          expected: 'one of 200, 400, 403, 413, 415, 429, 500 (got 418)',
        },
      ]);
    });

    it('names a wrong value, a missing field, a wrong constant and an enum by pointer', () => {
      const found = validator.checkAnswer(
        loginUrl,
        answer(200, { success: false, data: { url: 42 } }),
      );
      expect(found.map(({ pointer, expected }) => [pointer, expected])).toEqual([
        ['/message', "must have required property 'message'"],
        ['/success', 'must be true'],
        ['/data/url', 'must be string'],
      ]);
    });

    it('checks the session cookie against its documented pattern, any line of it', () => {
      const ok = { success: true, message: 'You are signed in.' };
      const cookie = 'tb_session=abc; Max-Age=28800; Path=/; HttpOnly; SameSite=Lax';
      expect(
        validator.checkAnswer(verifyCode, answer(200, ok, { 'set-cookie': ['csrf=1', cookie] })),
      ).toEqual([]);
      expect(validator.checkAnswer(verifyCode, answer(200, ok))).toEqual([
        {
          direction: 'response',
          operation: 'verifyCode',
          pointer: '/headers/set-cookie',
          expected: 'a Set-Cookie header (required)',
        },
      ]);
      expect(
        validator.checkAnswer(
          verifyCode,
          answer(200, ok, { 'set-cookie': 'tb_session=abc; Path=/' }),
        ),
      ).toEqual([
        expect.objectContaining({
          pointer: '/headers/set-cookie',
          expected: expect.stringMatching(/^must match pattern/),
        }),
      ]);
    });

    it('reads a documented number header as a number', () => {
      const wait = { success: false, message: 'Wait.' };
      expect(validator.checkAnswer(sendCode, answer(429, wait, { 'retry-after': '-1' }))).toEqual([
        expect.objectContaining({ pointer: '/headers/retry-after', expected: 'must be >= 0' }),
      ]);
    });

    it('checks a HEAD by its headers only', () => {
      const head = { status: 200, headers: jsonType, text: '', head: true };
      expect(validator.checkAnswer(loginUrl, head)).toEqual([]);
    });

    it(`keeps at most ${MAX_VIOLATIONS} violations`, () => {
      const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`extra${i}`, i]));
      const found = validator.checkAnswer(
        sendCode,
        answer(200, { success: true, message: 'x', ...many }),
      );
      expect(found).toHaveLength(MAX_VIOLATIONS);
    });
  });

  it('escapes a pointer segment', () => {
    expect(pointerSegment('a/b~c')).toBe('a~1b~0c');
  });
});
