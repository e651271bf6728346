import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMock, post, recaptchaToken, sendCode } from '../helpers/mock-app';
import { seconds, testClock } from '../../src/testing/clock';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

const whitelist = (email: string) => post(app, '/api/auth/whitelist', { email });

describe('rate limits per client address', () => {
  it('answers the request over RATE_LIMIT_SEND_CODE with 429, Retry-After and the error shape', async () => {
    const clock = testClock();
    app = await buildMock({ RATE_LIMITS: 'on', RATE_LIMIT_SEND_CODE: '2' }, { now: clock.now });
    expect((await sendCode(app, 'a@example.com')).statusCode).toBe(200);
    clock.advance(seconds(15));
    expect((await sendCode(app, 'b@example.com')).statusCode).toBe(200);
    const third = await sendCode(app, 'c@example.com');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('45');
    expect(third.json()).toEqual({
      success: false,
      message: 'Too many requests. Try again in 45 seconds.',
    });
    // The window is a minute from the first request.
    clock.advance(seconds(45));
    expect((await sendCode(app, 'c@example.com')).statusCode).toBe(200);
  });

  it('keeps a separate count per route and per client address', async () => {
    app = await buildMock({
      RATE_LIMITS: 'on',
      RATE_LIMIT_WHITELIST: '1',
      RATE_LIMIT_SEND_CODE: '1',
    });
    expect((await whitelist('a@example.com')).statusCode).toBe(200);
    expect((await whitelist('b@example.com')).statusCode).toBe(429);
    expect((await sendCode(app, 'a@example.com')).statusCode).toBe(200);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/whitelist',
      payload: { email: 'c@example.com' },
      remoteAddress: '192.0.2.7',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it.each([
    ['RATE_LIMIT_VERIFY', '/api/auth/validate', { email: 'a@example.com', code: '123456' }],
    ['RATE_LIMIT_CONTACT', '/api/auth/contactus', null],
  ] as const)('reads %s', async (variable, url, payload) => {
    app = await buildMock({ RATE_LIMITS: 'on', [variable]: '1' });
    const body = async () =>
      payload ?? {
        name: 'Ada',
        email: 'a@example.com',
        category: 'general',
        subject: 'Hi',
        message: 'Hello there, support.',
        recaptchaToken: await recaptchaToken(app),
      };
    expect((await post(app, url, await body())).statusCode).not.toBe(429);
    expect((await post(app, url, await body())).statusCode).toBe(429);
  });

  it('reads RATE_LIMIT_LOGIN_URL', async () => {
    app = await buildMock({ RATE_LIMITS: 'on', RATE_LIMIT_LOGIN_URL: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await app.inject('/api/auth/oauth/google/loginUrl')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("limits the Google stand-in's callback with RATE_LIMIT_LOGIN_URL too", async () => {
    app = await buildMock({ RATE_LIMITS: 'on', RATE_LIMIT_LOGIN_URL: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        url: '/__mock/oauth/google/callback',
        query: { email: `u${i}@example.com`, redirect: '/api_mcp_studio/' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([302, 302, 302, 429]);
    expect(app.namespaces.default.stores.sessions.size).toBe(3);
  });

  it('has the documented defaults: 5 sends a minute', async () => {
    app = await buildMock({ RATE_LIMITS: 'on' });
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await sendCode(app, `u${i}@example.com`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits nothing with RATE_LIMITS=off', async () => {
    app = await buildMock({ RATE_LIMITS: 'off', RATE_LIMIT_WHITELIST: '1' });
    for (let i = 0; i < 20; i++)
      expect((await whitelist(`u${i}@example.com`)).statusCode).toBe(200);
  });

  it('forgets the counters on POST /__mock/reset', async () => {
    app = await buildMock({ RATE_LIMITS: 'on', RATE_LIMIT_WHITELIST: '1' });
    await whitelist('a@example.com');
    expect((await whitelist('b@example.com')).statusCode).toBe(429);
    await post(app, '/__mock/reset');
    expect((await whitelist('b@example.com')).statusCode).toBe(200);
  });
});
