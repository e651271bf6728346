import { afterEach, describe, expect, it } from 'vitest';
import { crossSiteMessage } from '../../../src/util/refusals';
import {
  buildMock,
  cookieOf,
  latestCode,
  post,
  recaptchaToken,
  sendCode,
  verifyCode,
} from '../../helpers/mock-app';

let close: () => Promise<void> = async () => {};
afterEach(() => close());

describe('POST /__mock/reset', () => {
  it.each([
    ['no body (curl -X POST)', {}, undefined],
    ['a JSON body', { 'content-type': 'application/json' }, '{}'],
    [
      'a form from its own page',
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8080' },
      '',
    ],
  ])('takes %s', async (_case, headers, payload) => {
    const app = await buildMock();
    close = () => app.close();
    const res = await app.inject({ method: 'POST', url: '/__mock/reset', headers, payload });
    expect(res.statusCode).toBe(200);
  });

  // Form and text types need no CORS preflight: any page could post them, so without proof of
  // coming from our own page (Origin, Sec-Fetch-Site) they change nothing.
  it.each([
    ["curl -d ''", { 'content-type': 'application/x-www-form-urlencoded' }, 'x=1'],
    ['a text body', { 'content-type': 'text/plain;charset=UTF-8' }, ''],
    ['a multipart form', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--'],
  ])('refuses %s with 403 and keeps the stores', async (_case, headers, payload) => {
    const app = await buildMock();
    close = () => app.close();
    await post(app, '/api/auth/whitelist', { email: 'ada@example.com' });
    const res = await app.inject({ method: 'POST', url: '/__mock/reset', headers, payload });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: crossSiteMessage });
    expect(app.namespaces.default.stores.whitelist.size).toBe(1);
  });

  it('still leaves the API strict about bodies', async () => {
    const app = await buildMock();
    close = () => app.close();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/whitelist',
      headers: { 'content-type': 'text/plain' },
      payload: '',
    });
    expect(res.statusCode).toBe(415);
  });

  it('empties every store: codes, cooldowns, sessions, outbox, lists and tokens', async () => {
    const app = await buildMock();
    close = () => app.close();
    await sendCode(app, 'ada@example.com');
    const code = await latestCode(app, 'ada@example.com');
    await sendCode(app, 'grace@example.com');
    const signedIn = cookieOf(
      await verifyCode(app, 'grace@example.com', await latestCode(app, 'grace@example.com')),
    );
    await post(app, '/api/auth/whitelist', { email: 'ada@example.com' });
    const token = await recaptchaToken(app);
    await post(app, '/api/auth/contactus', {
      name: 'Ada',
      email: 'ada@example.com',
      category: 'general',
      subject: 'Hi',
      message: 'Hello from the test.',
      recaptchaToken: await recaptchaToken(app),
    });

    const reset = await post(app, '/__mock/reset');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      success: true,
      message: "Every mock store of this request's namespace is empty.",
    });

    for (const url of ['/__mock/outbox', '/__mock/whitelist', '/__mock/messages']) {
      expect((await app.inject(url)).json(), url).toEqual([]);
    }
    // The old code is gone, and so is the resend cooldown.
    expect((await verifyCode(app, 'ada@example.com', code)).statusCode).toBe(401);
    expect((await sendCode(app, 'ada@example.com')).statusCode).toBe(200);
    const page = await app.inject({ url: '/api_mcp_studio/', headers: { cookie: signedIn } });
    expect(page.body).toContain('Not signed in.');
    expect(app.namespaces.default.stores.sessions.size).toBe(0);
    const contact = await post(app, '/api/auth/contactus', {
      name: 'Ada',
      email: 'ada@example.com',
      category: 'general',
      subject: 'Hi',
      message: 'Hello from the test.',
      recaptchaToken: token,
    });
    expect(contact.statusCode).toBe(403);
    expect((await post(app, '/api/auth/whitelist', { email: 'ada@example.com' })).statusCode).toBe(
      200,
    );
  });
});
