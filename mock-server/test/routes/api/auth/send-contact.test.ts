import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildMock, post, recaptchaToken } from '../../../helpers/mock-app';
import { minutes, testClock } from '../../../../src/testing/clock';

let app: FastifyInstance;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  app = await buildMock({}, { now: clock.now });
});
afterEach(async () => {
  await app.close();
});

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  category: 'connector',
  subject: 'Request a Jira connector',
  message: 'We would love to test our Jira workflows with API MCP Studio.',
};

const send = (body: Record<string, unknown>) => post(app, '/api/auth/contactus', body);
const refused = { success: false, message: 'reCAPTCHA verification failed. Please try again.' };

describe('POST /api/auth/contactus', () => {
  it('keeps the message when the stand-in token is good, and says when support answers', async () => {
    const res = await send({ ...message, recaptchaToken: await recaptchaToken(app) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "We'll get back to you within 24 hours.",
    });
    expect((await app.inject('/__mock/messages')).json()).toEqual([
      { id: expect.any(String), ...message, receivedAt: new Date(clock.now()).toISOString() },
    ]);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['unknown', 'mock-recaptcha.made-up'],
  ])('answers 403 for a %s token', async (_case, token) => {
    const res = await send(token === undefined ? message : { ...message, recaptchaToken: token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
    expect((await app.inject('/__mock/messages')).json()).toEqual([]);
  });

  it('answers 403 for a token used once already', async () => {
    const token = await recaptchaToken(app);
    expect((await send({ ...message, recaptchaToken: token })).statusCode).toBe(200);
    const replay = await send({ ...message, recaptchaToken: token });
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual(refused);
  });

  it('answers 403 for a token issued for another action', async () => {
    const res = await send({ ...message, recaptchaToken: await recaptchaToken(app, 'login') });
    expect(res.statusCode).toBe(403);
  });

  it('answers 403 for a token older than 2 minutes, 200 for one just under', async () => {
    const old = await recaptchaToken(app);
    const fresh = await recaptchaToken(app);
    clock.advance(minutes(2));
    expect((await send({ ...message, recaptchaToken: fresh })).statusCode).toBe(200);
    clock.advance(1);
    expect((await send({ ...message, recaptchaToken: old })).statusCode).toBe(403);
  });

  it.each([
    [
      'a 1-character name',
      { name: 'A' },
      'Invalid body: name must NOT have fewer than 2 characters',
    ],
    [
      'a 9-character message',
      { message: '123456789' },
      'Invalid body: message must NOT have fewer than 10 characters',
    ],
    [
      'an empty subject',
      { subject: '' },
      'Invalid body: subject must NOT have fewer than 1 characters',
    ],
    [
      'an unknown category',
      { category: 'sales' },
      'Invalid body: category must be one of general, whitelist, feature, connector, billing',
    ],
    [
      'a bad email',
      { email: 'ada(at)example.com' },
      'Invalid body: email is not in the expected format',
    ],
    ['an unknown property', { phone: '555' }, 'Invalid body: unknown property phone'],
    ['a missing name', { name: undefined }, 'Invalid body: name is required'],
  ])('answers 400 for %s, before the token is looked at', async (_case, change, text) => {
    const token = await recaptchaToken(app);
    const res = await send({ ...message, ...change, recaptchaToken: token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: text });
    // The token was not spent on a request that never got past validation.
    expect((await send({ ...message, recaptchaToken: token })).statusCode).toBe(200);
  });
});

describe('reCAPTCHA v3 stand-in', () => {
  it('serves a script the site can load with <script src>', async () => {
    const res = await app.inject('/__mock/recaptcha/api.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toContain('window.grecaptcha = { ready, execute }');
    expect(res.body).toContain("'/__mock/recaptcha/token'");
    expect(res.body).not.toMatch(/\beval\(|new Function/);
  });

  it('gives grecaptcha.ready and grecaptcha.execute that fetch a token for the action', async () => {
    const script = (await app.inject('/__mock/recaptcha/api.js')).body;
    const requests: Array<{ url: string; init: RequestInit }> = [];
    const window: Record<string, unknown> = {
      location: { href: 'http://localhost:8080/contact' },
      ___grecaptcha_cfg: { fns: [] },
    };
    const fetch = async (url: URL, init: RequestInit) => {
      requests.push({ url: String(url), init });
      const res = await post(app, '/__mock/recaptcha/token', JSON.parse(String(init.body)));
      return new Response(res.body, { status: res.statusCode });
    };
    const document = { currentScript: { src: 'http://localhost:8080/__mock/recaptcha/api.js' } };
    new Function('window', 'document', 'fetch', script)(window, document, fetch);

    const grecaptcha = window.grecaptcha as {
      ready: (callback: () => void) => void;
      execute: (siteKey: string, options: { action: string }) => Promise<string>;
    };
    const ready = await new Promise<boolean>((resolve) => grecaptcha.ready(() => resolve(true)));
    expect(ready).toBe(true);
    const token = await grecaptcha.execute('any-site-key', { action: 'submit' });
    expect(requests).toEqual([
      {
        url: 'http://localhost:8080/__mock/recaptcha/token',
        init: expect.objectContaining({ method: 'POST', body: '{"action":"submit"}' }),
      },
    ]);
    expect((await send({ ...message, recaptchaToken: token })).statusCode).toBe(200);
  });

  it('refuses a malformed action', async () => {
    const res = await post(app, '/__mock/recaptcha/token', { action: 'no spaces allowed' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});
