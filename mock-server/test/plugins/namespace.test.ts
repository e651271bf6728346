// What a namespace isolates (src/plugins/namespace.ts): every store, scenario, journal entry,
// HAR export, rate-limit window and reset, one namespace never seeing another's; and how a request
// names its namespace. The event stream's isolation is in routes/__mock/events.test.ts (a real
// socket), the limits and expiry in namespaces/registry.test.ts.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { studioPath } from '#common/app-paths';
import { invalidMockNamespaceMessage } from '#common/mock-namespace';
import { otherCode } from '../../src/testing/otp';
import {
  buildMock,
  cookieOf,
  inNamespace,
  latestCode,
  post,
  recaptchaToken,
  sendCode,
  verifyCode,
} from '../helpers/mock-app';

let app: FastifyInstance;
afterEach(() => app?.close());

const a = inNamespace('run-a');
const b = inNamespace('run-b');
const get = (url: string, headers: InjectOptions['headers'] = {}) => app.inject({ url, headers });
const listOf = async (url: string, headers: InjectOptions['headers'] = {}) =>
  (await get(url, headers)).json() as unknown[];

describe('a namespace keeps its own state', () => {
  it('the outbox, codes and cooldowns: a code sent in A never signs in in B', async () => {
    app = await buildMock();
    expect((await sendCode(app, 'ada@example.com', a)).statusCode).toBe(200);
    expect(await listOf('/__mock/outbox', a)).toHaveLength(1);
    expect(await listOf('/__mock/outbox', b)).toEqual([]);
    expect(await listOf('/__mock/outbox')).toEqual([]);
    const code = await latestCode(app, 'ada@example.com', a);
    // No code was sent in B: A's is no code there.
    expect((await verifyCode(app, 'ada@example.com', code, b)).statusCode).toBe(401);
    // A's cooldown is A's: B sends at once.
    expect((await sendCode(app, 'ada@example.com', a)).statusCode).toBe(429);
    expect((await sendCode(app, 'ada@example.com', b)).statusCode).toBe(200);
    expect((await verifyCode(app, 'ada@example.com', code, a)).statusCode).toBe(200);
  });

  it('the full sign-in for one address in two namespaces at the same moment', async () => {
    app = await buildMock();
    const email = 'same@example.com';
    const signIn = async (headers: InjectOptions['headers']) => {
      expect((await sendCode(app, email, headers)).statusCode).toBe(200);
      return latestCode(app, email, headers);
    };
    const [codeA, codeB] = await Promise.all([signIn(a), signIn(b)]);
    // A wrong try in one namespace costs the other nothing.
    expect((await verifyCode(app, email, otherCode(codeA), a)).statusCode).toBe(401);
    const [resA, resB] = await Promise.all([
      verifyCode(app, email, codeA, a),
      verifyCode(app, email, codeB, b),
    ]);
    expect([resA.statusCode, resB.statusCode]).toEqual([200, 200]);
    // Each code is spent in its own namespace only once, and neither signs in in a third.
    expect((await verifyCode(app, email, codeA, a)).statusCode).toBe(401);
    const third = inNamespace('run-c');
    expect((await verifyCode(app, email, codeA, third)).statusCode).toBe(401);
    expect((await verifyCode(app, email, codeB, third)).statusCode).toBe(401);
    // The session lives where it was made: A's cookie is nobody in B.
    const cookie = cookieOf(resA);
    expect(await listOf('/__mock/sessions', a)).toHaveLength(1);
    expect(await listOf('/__mock/sessions', b)).toHaveLength(1);
    expect(await listOf('/__mock/sessions')).toEqual([]);
    const page = async (headers: InjectOptions['headers']) =>
      (await get(studioPath, { ...headers, cookie })).body;
    expect(await page(a)).toContain(email);
    expect(await page(b)).not.toContain(email);
  });

  it('the whitelist and the contact messages', async () => {
    app = await buildMock();
    await post(app, '/api/auth/whitelist', { email: 'ada@example.com' }, a);
    const contact = {
      name: 'Ada',
      email: 'ada@example.com',
      category: 'general',
      subject: 'Hi',
      message: 'Hello from the test.',
    };
    // A reCAPTCHA token is its namespace's too: B's is refused in A.
    const tokenB = (
      (await post(app, '/__mock/recaptcha/token', { action: 'submit' }, b)).json() as {
        token: string;
      }
    ).token;
    const refused = await post(
      app,
      '/api/auth/contactus',
      { ...contact, recaptchaToken: tokenB },
      a,
    );
    expect(refused.statusCode).toBe(403);
    const tokenA = (
      (await post(app, '/__mock/recaptcha/token', { action: 'submit' }, a)).json() as {
        token: string;
      }
    ).token;
    expect(
      (await post(app, '/api/auth/contactus', { ...contact, recaptchaToken: tokenA }, a))
        .statusCode,
    ).toBe(200);
    expect(await listOf('/__mock/whitelist', a)).toHaveLength(1);
    expect(await listOf('/__mock/messages', a)).toHaveLength(1);
    for (const headers of [b, {}]) {
      expect(await listOf('/__mock/whitelist', headers)).toEqual([]);
      expect(await listOf('/__mock/messages', headers)).toEqual([]);
    }
    // The same address may ask again in B: no 409 from A's list.
    expect(
      (await post(app, '/api/auth/whitelist', { email: 'ada@example.com' }, b)).statusCode,
    ).toBe(200);
    expect(await recaptchaToken(app)).toMatch(/^mock-recaptcha\./);
  });

  it('the rate-limit windows, per namespace and client address', async () => {
    app = await buildMock({ RATE_LIMITS: 'on', RATE_LIMIT_SEND_CODE: '1' });
    const send = (email: string, headers: InjectOptions['headers']) =>
      sendCode(app, email, headers).then((res) => res.statusCode);
    expect(await send('one@example.com', a)).toBe(200);
    expect(await send('two@example.com', a)).toBe(429);
    expect(await send('one@example.com', b)).toBe(200);
    expect(await send('two@example.com', b)).toBe(429);
    expect(await send('one@example.com', {})).toBe(200);
    // A reset clears the caller's windows only.
    await post(app, '/__mock/reset', undefined, a);
    expect(await send('three@example.com', a)).toBe(200);
    expect(await send('three@example.com', b)).toBe(429);
  });

  it('sticky scenarios and those with `times`', async () => {
    app = await buildMock();
    const scenario = (body: object, headers: InjectOptions['headers']) =>
      post(app, '/__mock/scenarios', body, headers);
    expect((await scenario({ operation: 'sendCode', status: 500 }, a)).statusCode).toBe(201);
    expect(
      (await scenario({ operation: 'requestWhitelist', status: 503, times: 1 }, a)).statusCode,
    ).toBe(201);
    const whitelist = (email: string, headers: InjectOptions['headers']) =>
      post(app, '/api/auth/whitelist', { email }, headers).then((res) => res.statusCode);
    // B's calls neither meet A's scenarios nor use them up.
    expect((await sendCode(app, 'ada@example.com', b)).statusCode).toBe(200);
    expect(await whitelist('ada@example.com', b)).toBe(200);
    expect(await listOf('/__mock/scenarios', b)).toEqual([]);
    expect(await listOf('/__mock/scenarios', a)).toHaveLength(2);
    expect((await sendCode(app, 'ada@example.com', a)).statusCode).toBe(500);
    expect((await sendCode(app, 'bob@example.com', a)).statusCode).toBe(500);
    expect(await whitelist('ada@example.com', a)).toBe(503);
    expect(await whitelist('ada@example.com', a)).toBe(200);
    // Clearing B's scenarios leaves A's sticky one.
    await app.inject({ method: 'DELETE', url: '/__mock/scenarios', headers: b });
    expect(await listOf('/__mock/scenarios', a)).toHaveLength(1);
  });

  it('the journal and its HAR export', async () => {
    app = await buildMock();
    await sendCode(app, 'ada@example.com', a);
    await sendCode(app, 'bob@example.com', b);
    await sendCode(app, 'bob@example.com', b);
    const urls = async (headers: InjectOptions['headers']) =>
      ((await listOf('/__mock/requests', headers)) as { url: string }[]).map((e) => e.url);
    expect(await urls(a)).toEqual(['/api/auth/generate']);
    expect(await urls(b)).toHaveLength(2);
    const harOf = async (headers: InjectOptions['headers']) =>
      (
        (await get('/__mock/requests.har', headers)).json() as {
          log: { entries: { request: { postData?: { text: string } } }[] };
        }
      ).log.entries.map((entry) => entry.request.postData?.text);
    expect(await harOf(a)).toEqual([expect.stringContaining('ada@example.com')]);
    expect(await harOf(b)).toEqual([
      expect.stringContaining('bob@example.com'),
      expect.stringContaining('bob@example.com'),
    ]);
    // One entry's id means nothing in another namespace.
    const [entry] = (await listOf('/__mock/requests', a)) as { id: string }[];
    expect((await get(`/__mock/requests/${entry?.id}`, a)).statusCode).toBe(200);
    const inB = (await listOf('/__mock/requests', b)) as { id: string }[];
    expect(inB.map((e) => e.id)).not.toContain(`${Number(entry?.id) + 100}`);
    await app.inject({ method: 'DELETE', url: '/__mock/requests', headers: b });
    expect(await urls(a)).toEqual(['/api/auth/generate']);
  });

  it('the event bus: a namespace hears only its own', async () => {
    app = await buildMock();
    const heard: string[] = [];
    await get('/__mock/namespaces', a);
    app.namespaces.get('run-a')?.events.subscribe((event) => heard.push(event.type));
    await sendCode(app, 'bob@example.com', b);
    await post(app, '/__mock/reset', undefined, b);
    expect(heard).toEqual([]);
    await sendCode(app, 'ada@example.com', a);
    expect(heard).toContain('email');
  });
});

describe('POST /__mock/reset', () => {
  it("empties only the caller's namespace; ?all=true empties every one", async () => {
    app = await buildMock();
    for (const headers of [a, b, {}]) await sendCode(app, 'ada@example.com', headers);
    await post(app, '/__mock/scenarios', { operation: 'sendCode', status: 500 }, b);
    const reset = await post(app, '/__mock/reset', undefined, a);
    expect(reset.statusCode).toBe(200);
    expect(await listOf('/__mock/outbox', a)).toEqual([]);
    // The journal holds only what came after: the reset itself and the read above.
    const journaled = (await listOf('/__mock/requests', a)) as { url: string }[];
    expect(journaled.map((entry) => entry.url)).toEqual(['/__mock/outbox', '/__mock/reset']);
    expect(await listOf('/__mock/outbox', b)).toHaveLength(1);
    expect(await listOf('/__mock/scenarios', b)).toHaveLength(1);
    expect(await listOf('/__mock/outbox')).toHaveLength(1);

    const all = await post(app, '/__mock/reset?all=true', undefined, a);
    expect(all.json()).toEqual({
      success: true,
      message: 'Every mock namespace is empty; all but the default one are forgotten.',
    });
    expect(app.namespaces.list().map((namespace) => namespace.name)).toEqual(['default']);
    for (const headers of [a, b, {}]) {
      expect(await listOf('/__mock/outbox', headers)).toEqual([]);
      expect(await listOf('/__mock/scenarios', headers)).toEqual([]);
    }
    expect((await post(app, '/__mock/reset?all=yes')).statusCode).toBe(400);
  });
});

describe('how a request names its namespace', () => {
  it('the header, else the mock_ns cookie, else the default; the header wins', async () => {
    app = await buildMock();
    await sendCode(app, 'header@example.com', { ...a, cookie: 'mock_ns=run-b' });
    await sendCode(app, 'cookie@example.com', { cookie: 'theme=dark; mock_ns=run-b' });
    await sendCode(app, 'none@example.com');
    const to = async (headers: InjectOptions['headers']) =>
      ((await listOf('/__mock/outbox', headers)) as { to: string }[]).map((email) => email.to);
    expect(await to(a)).toEqual(['header@example.com']);
    expect(await to(b)).toEqual(['cookie@example.com']);
    expect(await to({})).toEqual(['none@example.com']);
    expect(await to(inNamespace('default'))).toEqual(['none@example.com']);
    const current = async (headers: InjectOptions['headers']) =>
      ((await get('/__mock/namespaces', headers)).json() as { current: string }).current;
    expect(await current({ ...a, cookie: 'mock_ns=run-b' })).toBe('run-a');
    expect(await current({ cookie: 'mock_ns=run-b' })).toBe('run-b');
    expect(await current({})).toBe('default');
  });

  const valid = ['a', '0', 'a.b_c-d', 'run-42.worker_3', 'x'.repeat(64), 'default'];
  const invalid = [
    '',
    'A',
    'Run-1',
    '-a',
    '.a',
    '_a',
    '.',
    '..',
    'a/b',
    'a b',
    'a\\b',
    'a:b',
    'a%2Fb',
    'ä',
    'x'.repeat(65),
  ];

  it.each(valid)('accepts %j', async (name) => {
    app = await buildMock();
    const res = await get('/__mock/namespaces', inNamespace(name));
    expect(res.statusCode).toBe(200);
    expect((res.json() as { current: string }).current).toBe(name);
  });

  it.each(invalid)('refuses %j as a header, a cookie and a route parameter: 400', async (name) => {
    app = await buildMock();
    const refused = { success: false, message: invalidMockNamespaceMessage };
    const byHeader = await get('/api/auth/generate', { 'x-mock-namespace': name });
    expect(byHeader.statusCode).toBe(400);
    expect(byHeader.json()).toEqual(refused);
    const byCookie = await sendCode(app, 'ada@example.com', {
      cookie: `mock_ns=${encodeURIComponent(name)}`,
    });
    expect(byCookie.statusCode).toBe(400);
    expect(byCookie.json()).toEqual(refused);
    // `.` and `..` never reach a route: every client resolves them out of the path.
    const routes =
      name === '.' || name === '..' ? [] : ['/__mock/namespace/', '/__mock/namespaces/'];
    for (const route of routes) {
      const res = await app.inject({
        method: route.endsWith('s/') ? 'DELETE' : 'GET',
        url: `${route}${encodeURIComponent(name)}`,
      });
      // An empty name is the route without one (no such route for DELETE).
      if (name === '') expect([400, 404]).toContain(res.statusCode);
      else {
        expect(res.statusCode, route).toBe(400);
        expect(res.json()).toEqual(refused);
      }
    }
    expect(app.namespaces.list()).toHaveLength(1);
  });

  it('refuses a repeated header: one request, one namespace', async () => {
    app = await buildMock();
    const res = await app.inject({
      url: '/__mock/namespaces',
      headers: { 'x-mock-namespace': ['run-a', 'run-b'] },
    });
    expect(res.statusCode).toBe(400);
  });
});
