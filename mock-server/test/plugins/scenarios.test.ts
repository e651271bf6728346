import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DevEvent } from '../../src/namespaces/dev-events';
import { codeSentMessage } from '../../src/routes/api/auth/send-code';
import { buildMock, cookieOf, post, sendCode } from '../helpers/mock-app';

let app: FastifyInstance;
afterEach(() => app?.close());

const setScenario = (body: object) => post(app, '/__mock/scenarios', body);

const verify = (email = 'ada@example.com') =>
  post(app, '/api/auth/validate', { email, code: '123456', recaptchaToken: '' });

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
    expect(app.namespaces.default.stores.outbox.size).toBe(1);
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
    app.namespaces.default.events.subscribe((event) => heard.push(event));
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
