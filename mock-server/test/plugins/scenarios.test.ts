import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type { DevEvent } from '../../src/plugins/dev-events';
import { codeSentMessage } from '../../src/routes/api/auth/send-code';
import { type CheckedScenario, checkScenario } from '../../src/scenarios/scenario-input';
import { loadContract } from '../../src/contract/openapi';
import { buildMock, cookieOf, post, sendCode } from '../helpers/mock-app';

let app: FastifyInstance;
afterEach(() => app?.close());

const setScenario = (body: object) => post(app, '/__mock/scenarios', body);
const verify = (email = 'ada@example.com') =>
  post(app, '/api/auth/validate', { email, code: '123456', recaptchaToken: '' });
const checkedSendCode500 = () =>
  checkScenario(loadContract(), { operation: 'sendCode', status: 500 }) as CheckedScenario;
const cooldown = {
  success: false,
  message: 'Please wait 30 seconds before requesting a new code.',
};

describe('a scenario answers the next calls of an operation', () => {
  it('next 3 send-code → 429 with Retry-After, then the real answer', async () => {
    app = await buildMock();
    const res = await setScenario({ operation: 'send-code', status: 429, times: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      operation: 'sendCode',
      status: 429,
      example: 'cooldown',
      times: 3,
      remaining: 3,
      used: 0,
    });
    for (let call = 0; call < 3; call += 1) {
      const forced = await sendCode(app, `ada${call}@example.com`);
      expect(forced.statusCode).toBe(429);
      expect(forced.headers['retry-after']).toBe('30');
      expect(forced.json()).toEqual(cooldown);
    }
    const real = await sendCode(app, 'ada@example.com');
    expect(real.json()).toEqual({ success: true, message: codeSentMessage });
    expect(app.stores.outbox.size).toBe(1);
    expect((await app.inject('/__mock/scenarios')).json()).toEqual([]);
  });

  it('verify → 401 with the documented example "invalid"', async () => {
    app = await buildMock();
    await setScenario({ operation: 'verifyCode', status: 401, example: 'invalid', times: 1 });
    const res = await verify();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      message: 'Invalid or expired code. Check the code or request a new one.',
    });
  });

  it('a forced 200 from verify signs in for real, as Prefer does', async () => {
    app = await buildMock();
    await setScenario({ operation: 'verify', status: 200, times: 1 });
    const res = await verify();
    const page = await app.inject({ url: '/api_mcp_studio/', headers: { cookie: cookieOf(res) } });
    expect(page.body).toContain('Signed in as <strong>ada@example.com</strong>');
  });

  it('without times, answers every call until cleared', async () => {
    app = await buildMock();
    const { id } = (await setScenario({ operation: 'whitelist', status: 500 })).json();
    for (let call = 0; call < 5; call += 1) {
      expect(
        (await post(app, '/api/auth/whitelist', { email: `a${call}@example.com` })).statusCode,
      ).toBe(500);
    }
    const [listed] = (await app.inject('/__mock/scenarios')).json();
    expect(listed).toMatchObject({ id, times: null, remaining: null, used: 5 });
    const cleared = await app.inject({ method: 'DELETE', url: `/__mock/scenarios/${id}` });
    expect(cleared.statusCode).toBe(200);
    expect((await post(app, '/api/auth/whitelist', { email: 'ada@example.com' })).statusCode).toBe(
      200,
    );
  });

  it('queues the scenarios of one operation in the order they were set', async () => {
    app = await buildMock();
    await setScenario({ operation: 'sendCode', status: 429, example: 'rateLimit', times: 2 });
    await setScenario({ operation: 'sendCode', status: 500, times: 1 });
    await setScenario({ operation: 'verifyCode', status: 503, times: 1 });
    const statuses = [];
    for (let call = 0; call < 4; call += 1) {
      statuses.push((await sendCode(app, `q${call}@example.com`)).statusCode);
    }
    expect(statuses).toEqual([429, 429, 500, 200]);
    const listed = (await app.inject('/__mock/scenarios')).json();
    expect(listed).toMatchObject([{ operation: 'verifyCode', remaining: 1 }]);
  });

  it('with an email, answers only the calls for that address', async () => {
    app = await buildMock();
    await setScenario({ operation: 'sendCode', status: 429, times: 1, email: 'Ada@Example.com' });
    expect((await sendCode(app, 'grace@example.com')).statusCode).toBe(200);
    expect((await sendCode(app, 'ada@example.com')).statusCode).toBe(429);
  });

  it('latency only: waits, then the real handler answers', async () => {
    const delay = vi.fn(async (_ms: number) => {});
    app = await buildMock({}, { delay });
    await setScenario({ operation: 'sendCode', latencyMs: 1500, times: 1 });
    const res = await sendCode(app, 'ada@example.com');
    expect(delay.mock.calls).toEqual([[1500]]);
    expect(res.json()).toEqual({ success: true, message: codeSentMessage });
    await sendCode(app, 'grace@example.com');
    expect(delay).toHaveBeenCalledTimes(1);
  });

  it('latency and a status: the answer comes only once the wait is over', async () => {
    let release = () => {};
    let waiting = () => {};
    const waited = new Promise<void>((resolve) => (waiting = resolve));
    const delay = () => {
      waiting();
      return new Promise<void>((resolve) => (release = resolve));
    };
    app = await buildMock({}, { delay });
    await setScenario({ operation: 'contact', status: 500, latencyMs: 800 });
    let answered = false;
    const contact = post(app, '/api/auth/contactus', {
      name: 'Ada',
      email: 'ada@example.com',
      category: 'general',
      subject: 'Hello',
      message: 'A message of more than ten characters.',
      recaptchaToken: 'x',
    }).then((res) => {
      answered = true;
      return res;
    });
    await waited;
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    release();
    expect((await contact).statusCode).toBe(500);
  });

  it('a HEAD uses no scenario', async () => {
    app = await buildMock();
    await setScenario({ operation: 'login-url', status: 500, times: 1 });
    const head = await app.inject({ method: 'HEAD', url: '/api/auth/oauth/google/loginUrl' });
    expect(head.statusCode).toBe(200);
    expect((await app.inject('/api/auth/oauth/google/loginUrl')).statusCode).toBe(500);
  });

  it('a Prefer header wins, and leaves the scenario for the next call', async () => {
    app = await buildMock();
    await setScenario({ operation: 'sendCode', status: 500, times: 1 });
    const preferred = await sendCode(app, 'ada@example.com', { prefer: 'code=429' });
    expect(preferred.statusCode).toBe(429);
    expect((await sendCode(app, 'grace@example.com')).statusCode).toBe(500);
  });

  it('still validates first: a bad body is a 400, and uses no scenario', async () => {
    app = await buildMock();
    await setScenario({ operation: 'sendCode', status: 500, times: 1 });
    expect((await post(app, '/api/auth/generate', { email: 'nope' })).statusCode).toBe(400);
    expect((await sendCode(app, 'ada@example.com')).statusCode).toBe(500);
  });

  it('a forced answer neither counts against the rate limit nor is refused by it', async () => {
    app = await buildMock({ RATE_LIMITS: 'on', RATE_LIMIT_SEND_CODE: '1' });
    await setScenario({ operation: 'sendCode', status: 500, times: 2 });
    expect((await sendCode(app, 'a@example.com')).statusCode).toBe(500);
    expect((await sendCode(app, 'b@example.com')).statusCode).toBe(500);
    expect((await sendCode(app, 'c@example.com')).statusCode).toBe(200);
    expect((await sendCode(app, 'd@example.com')).statusCode).toBe(429);
  });
});

describe('POST /__mock/scenarios refuses what openapi.yaml does not document', () => {
  it.each([
    [
      { operation: 'verifyCode', status: 418 },
      'status 418 is not documented for verifyCode; use one of 200, 400, 401, 403, 413, 415, 429, 500, 503, 507.',
    ],
    [
      { operation: 'verify', status: 401, example: 'dead' },
      'example "dead" is not documented for status 401 of verifyCode; use one of invalid.',
    ],
    [
      { operation: 'sendCode', example: 'nope' },
      'example "nope" is not documented for sendCode; use one of host (403), crossSite (403), cooldown (429), rateLimit (429).',
    ],
    [
      { operation: 'signIn', status: 200 },
      'Unknown operation "signIn"; use one of getGoogleLoginUrl, sendCode, verifyCode, requestWhitelist, sendContact (or send-code, verify, whitelist, contact, login-url).',
    ],
    [{ status: 200 }, 'operation is required: an operationId of openapi.yaml'],
    [
      ['sendCode'],
      'Send a JSON object: { operation, status?, example?, fault?, times?, latencyMs?, email? }.',
    ],
    [
      { operation: 'sendCode', status: 429, times: 0 },
      'times must be from 1 to 1000; leave it out for every call until cleared',
    ],
    [
      { operation: 'sendCode', status: 429, times: 1001 },
      'times must be from 1 to 1000; leave it out for every call until cleared',
    ],
    [
      { operation: 'sendCode', status: 429, times: 1.5 },
      'times must be from 1 to 1000; leave it out for every call until cleared',
    ],
    [{ operation: 'sendCode', latencyMs: 30_001 }, 'latencyMs must be from 0 to 30000'],
    [{ operation: 'sendCode', latencyMs: -1 }, 'latencyMs must be from 0 to 30000'],
    [{ operation: 'sendCode' }, 'A scenario needs a status, an example, a fault or a latencyMs.'],
    [
      { operation: 'sendCode', status: 500, code: 1 },
      'Unknown property code; a scenario takes operation, status, example, fault, times, latencyMs and email.',
    ],
    [
      { operation: 'sendCode', fault: 'explode' },
      'fault must be one of reset, empty, malformed, hang',
    ],
    [
      { operation: 'sendCode', fault: 'reset', status: 500 },
      'A fault sends no documented answer: give fault "reset" without a status or an example.',
    ],
    [
      { operation: 'login-url', status: 500, email: 'ada@example.com' },
      'getGoogleLoginUrl takes no email, so a scenario for it cannot match one.',
    ],
  ])('%j', async (body, message) => {
    app = await buildMock();
    const res = await setScenario(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect((await app.inject('/__mock/scenarios')).json()).toEqual([]);
  });

  it('answers 404 in the error shape for an unknown id', async () => {
    app = await buildMock();
    const res = await app.inject({ method: 'DELETE', url: '/__mock/scenarios/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/no active scenario/i),
    });
  });

  it('refuses a cross-site POST and DELETE', async () => {
    app = await buildMock();
    const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    const set = await post(
      app,
      '/__mock/scenarios',
      { operation: 'sendCode', status: 500 },
      crossSite,
    );
    expect(set.statusCode).toBe(403);
    await setScenario({ operation: 'sendCode', status: 500 });
    const cleared = await app.inject({
      method: 'DELETE',
      url: '/__mock/scenarios',
      headers: crossSite,
    });
    expect(cleared.statusCode).toBe(403);
    expect((await app.inject('/__mock/scenarios')).json()).toHaveLength(1);
  });
});

describe('clearing', () => {
  it('DELETE /__mock/scenarios clears them all', async () => {
    app = await buildMock();
    await setScenario({ operation: 'sendCode', status: 500 });
    await setScenario({ operation: 'verify', status: 500 });
    const res = await app.inject({ method: 'DELETE', url: '/__mock/scenarios' });
    expect(res.json()).toMatchObject({ success: true });
    expect((await app.inject('/__mock/scenarios')).json()).toEqual([]);
    expect((await sendCode(app, 'ada@example.com')).statusCode).toBe(200);
  });

  it('POST /__mock/reset clears them: no scenario outlives a reset', async () => {
    app = await buildMock();
    await setScenario({ operation: 'sendCode', status: 500 });
    await post(app, '/__mock/reset');
    expect((await app.inject('/__mock/scenarios')).json()).toEqual([]);
    expect((await sendCode(app, 'ada@example.com')).statusCode).toBe(200);
  });
});

describe('MOCK_DEV_ROUTES=false', () => {
  it('has no scenario routes and no scenarios', async () => {
    app = await buildMock({ MOCK_DEV_ROUTES: 'false' });
    const set = await setScenario({ operation: 'sendCode', status: 500 });
    expect(set.statusCode).toBe(404);
    expect((await app.inject('/__mock/scenarios')).statusCode).toBe(404);
    expect(app.hasDecorator('scenarios')).toBe(false);
    expect((await sendCode(app, 'ada@example.com')).statusCode).toBe(200);
  });
});

describe('events', () => {
  it('publishes set, used, expired and cleared', async () => {
    app = await buildMock();
    const heard: DevEvent[] = [];
    app.devEvents.subscribe((event) => heard.push(event));
    const { id } = (await setScenario({ operation: 'sendCode', status: 429, times: 1 })).json();
    await sendCode(app, 'ada@example.com');
    await setScenario({ operation: 'verify', status: 500 });
    await post(app, '/__mock/reset');
    const scenarioEvents = heard.filter((event) => event.type === 'scenario');
    expect(scenarioEvents.map(({ data }) => (data as { kind: string }).kind)).toEqual([
      'set',
      'used',
      'expired',
      'set',
      'cleared',
    ]);
    expect(scenarioEvents[2]?.data).toMatchObject({
      kind: 'expired',
      scenario: { id, remaining: 0, used: 1 },
    });
  });
});

describe('openapi.dev.yaml describes the scenario routes as they answer', () => {
  const doc = parse(readFileSync(new URL('../../openapi.dev.yaml', import.meta.url), 'utf8'));
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  const scenarioSchema = ajv.compile(doc.components.schemas.Scenario);
  const setOperation = doc.paths['/__mock/scenarios'].post;
  const examples = Object.entries(
    setOperation.requestBody.content['application/json'].examples as Record<
      string,
      { value: object }
    >,
  );

  it.each(examples)(
    'the request example %s is accepted, its answer a Scenario',
    async (_name, { value }) => {
      app = await buildMock();
      const res = await setScenario(value);
      expect(res.statusCode).toBe(201);
      expect(scenarioSchema(res.json()), JSON.stringify(scenarioSchema.errors)).toBe(true);
      const [listed] = (await app.inject('/__mock/scenarios')).json();
      expect(scenarioSchema(listed), JSON.stringify(scenarioSchema.errors)).toBe(true);
    },
  );

  it('the documented Scenario example is a Scenario', () => {
    expect(scenarioSchema(doc.components.schemas.Scenario.example)).toBe(true);
  });

  it('at most 1,000 scenarios are active: the next is a 409', async () => {
    app = await buildMock();
    for (let n = 0; n < 1000; n += 1) app.scenarios.add(checkedSendCode500());
    const res = await setScenario({ operation: 'sendCode', status: 500 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false });
  });
});
