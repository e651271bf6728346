import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Operation } from '../../src/contract/openapi';
import { buildMock, cookieOf } from '../helpers/mock-app';

// A valid request for each operation: Prefer applies only once the request passes validation.
const validRequests: Record<string, { payload?: object; query?: Record<string, string> }> = {
  getGoogleLoginUrl: { query: { redirect: '/api_mcp_studio/' } },
  sendCode: { payload: { email: 'ada@example.com', recaptchaToken: '' } },
  verifyCode: { payload: { email: 'ada@example.com', code: '123456', recaptchaToken: '' } },
  requestWhitelist: { payload: { email: 'ada@example.com', recaptchaToken: '' } },
  sendContact: {
    payload: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      category: 'general',
      subject: 'Hello',
      message: 'A message of more than ten characters.',
      recaptchaToken: '',
    },
  },
};

const operations = [...loadContract().operations.values()];
const cases = operations.flatMap((operation) =>
  [...operation.responses].flatMap(([status, response]) =>
    [...response.examples].map(([name, body]) => ({ operation, status, name, body })),
  ),
);

let app: FastifyInstance;
beforeAll(async () => {
  // Rate limits on, at 1 a minute: a forced answer must neither count nor be refused.
  app = await buildMock({
    RATE_LIMITS: 'on',
    RATE_LIMIT_SEND_CODE: '1',
    RATE_LIMIT_VERIFY: '1',
    RATE_LIMIT_WHITELIST: '1',
    RATE_LIMIT_CONTACT: '1',
    RATE_LIMIT_LOGIN_URL: '1',
  });
});
afterAll(async () => {
  await app.close();
});

function call(operation: Operation, prefer?: string, override: Partial<InjectOptions> = {}) {
  const { payload, query } = validRequests[operation.operationId] ?? {};
  return app.inject({
    method: operation.method,
    url: operation.path,
    ...(payload ? { payload } : {}),
    ...(query ? { query } : {}),
    headers: prefer === undefined ? {} : { prefer },
    ...override,
  });
}

describe('Prefer: code=NNN, example=NAME', () => {
  it('has a valid request for every operation of the contract', () => {
    expect(Object.keys(validRequests).sort()).toEqual(operations.map((o) => o.operationId).sort());
  });

  it.each(cases.map((c) => [c.operation.operationId, c.status, c.name, c]))(
    '%s answers %i with the documented example %s',
    async (_id, _status, _name, { operation, status, name, body }) => {
      const res = await call(operation, `code=${status}, example=${name}`);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual(body);
      for (const [header, { required }] of operation.responses.get(status)?.headers ?? []) {
        if (required) expect(res.headers[header.toLowerCase()], header).toBeDefined();
      }
    },
  );

  it.each(operations.map((operation) => [operation.operationId, operation]))(
    '%s answers a status alone with its first example',
    async (_id, operation) => {
      for (const [status, response] of operation.responses) {
        const res = await call(operation, `code=${status}`);
        expect(res.statusCode).toBe(status);
        expect(res.json()).toEqual([...response.examples.values()][0]);
      }
    },
  );

  it('sends Retry-After with a forced 429', async () => {
    const res = await call(loadContract().operation('sendCode'), 'code=429');
    expect(res.headers['retry-after']).toBe('30');
  });

  it('signs in for real on a forced 200 from verify', async () => {
    const res = await call(loadContract().operation('verifyCode'), 'code=200');
    const page = await app.inject({ url: '/api_mcp_studio/', headers: { cookie: cookieOf(res) } });
    expect(page.body).toContain('Signed in as <strong>ada@example.com</strong>');
  });

  it.each(operations.map((operation) => [operation.operationId, operation]))(
    '%s answers 400 naming the documented statuses for an undocumented one',
    async (_id, operation) => {
      const res = await call(operation, 'code=418');
      expect(res.statusCode).toBe(400);
      const documented = [...operation.responses.keys()].join(', ');
      expect(res.json()).toEqual({
        success: false,
        message: `Prefer: code=418 is not documented for ${operation.operationId}; use one of ${documented}.`,
      });
    },
  );

  it('still validates first: a bad body is a 400 whatever the preference', async () => {
    const res = await call(loadContract().operation('sendCode'), 'code=200', {
      payload: { email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/email/);
  });

  it('ignores preferences it does not know', async () => {
    const res = await call(loadContract().operation('requestWhitelist'), 'return=minimal');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/We have received your request/);
  });
});

describe('with MOCK_DEV_ROUTES=false', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildMock({ MOCK_DEV_ROUTES: 'false', RATE_LIMITS: 'on', RATE_LIMIT_VERIFY: '3' });
  });
  afterAll(() => app.close());

  const verify = () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/validate',
      headers: { prefer: 'code=200' },
      payload: validRequests.verifyCode?.payload,
    });

  it('ignores Prefer: a forced 200 signs nobody in', async () => {
    const res = await verify();
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(app.namespaces.default.stores.sessions.size).toBe(0);
  });

  it('counts those requests against the rate limit like any other', async () => {
    // The test above made the first of the three a minute allows.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await verify()).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });
});
