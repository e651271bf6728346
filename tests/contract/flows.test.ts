// Multi-step flows, the way the site and a developer use the mock. The contract operations go
// through Prism's validating proxy (every answer checked, including Retry-After and Set-Cookie);
// the dev outbox, the lists, the Google stand-in and the app stand-in pages are not in
// openapi.yaml, so they are read on the mock itself.
//
// The mock keeps its default rate limits and runs on a test clock: the 30 s cooldown, the
// one-hour lock-out and the rate-limit windows pass by moving the clock, never by waiting. Each
// test works in a mock namespace of its own (X-Mock-Namespace, through Prism too): its stores and
// windows start empty, with nothing reset.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_NAMESPACE_HEADER } from '#common/mock-namespace';
import { minutes, seconds, testClock } from '../../mock-server/src/testing/clock';
import { otherCode } from '../../mock-server/src/testing/otp';
import { cookiePair, type DevRoutes, devRoutes, sessionCookieLine } from './dev-routes';
import { documentedExample, expectDocumented } from './documented';
import { call, type Running, startMock, startPrism } from './harness';
import { type Operation } from '@testbeam/contract/src/contract-document';
import { operationById } from '@testbeam/contract/src/repository-contract';

const clock = testClock();
let mock: Running;
let prism: Running;
let dev: DevRoutes;
/** The current test's namespace, as the header every call of it sends. */
let inTest: Record<string, string> = {};
let tests = 0;

beforeAll(async () => {
  mock = await startMock({}, { now: clock.now });
  prism = await startPrism(mock.url);
});

afterAll(async () => {
  await prism?.stop();
  await mock?.stop();
});

beforeEach(() => {
  tests += 1;
  inTest = { [MOCK_NAMESPACE_HEADER]: `contract-flows-${tests}` };
  dev = devRoutes(mock.url, inTest);
});

const sendCode = operationById('sendCode');
const verifyCode = operationById('verifyCode');
const requestWhitelist = operationById('requestWhitelist');
const sendContact = operationById('sendContact');
const getGoogleLoginUrl = operationById('getGoogleLoginUrl');

const api = (op: Operation, body: unknown) => call(prism.url, op.method, op.path, body, inTest);
const send = (email: string) => api(sendCode, { email, recaptchaToken: '' });
const verify = (email: string, code: string) =>
  api(verifyCode, { email, code, recaptchaToken: '' });

/** Sends a code and returns it, read from the dev outbox. */
async function sendAndRead(email: string): Promise<string> {
  expect(await expectDocumented(sendCode, await send(email))).toEqual(
    documentedExample(sendCode, 200),
  );
  return dev.latestCode(email);
}

async function expectAnswer(op: Operation, response: Response, status: number, example?: string) {
  expect(response.status).toBe(status);
  expect(await expectDocumented(op, response)).toEqual(documentedExample(op, status, example));
}

const signedInAs = (email: string, method: string) =>
  `Signed in as <strong>${email}</strong> (${method})`;

describe('sign-in with a one-time code', () => {
  it('send → the code in the dev outbox → verify → an HttpOnly, SameSite=Lax session', async () => {
    const email = 'new.user@example.com';
    expect(await (await dev.page('/api_mcp_studio/')).text()).toContain('Not signed in.');

    const code = await sendAndRead(email);
    const [mail] = await dev.outbox(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail).toMatchObject({ to: email, subject: `Your Testbeam sign-in code: ${code}` });
    expect(mail?.text).toContain(code);

    const verified = await verify(email, code);
    await expectAnswer(verifyCode, verified, 200);
    const line = sessionCookieLine(verified) ?? '';
    const [pair, ...attributes] = line.split('; ');
    expect(pair).toMatch(/^tb_session=[\w-]{32,}$/);
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=28800']),
    );
    // Plain http: a Secure cookie would never come back from the browser.
    expect(attributes).not.toContain('Secure');

    const page = await dev.page('/api_mcp_studio/', cookiePair(line));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(signedInAs(email, 'one-time code'));

    // Single use: the same code again is refused.
    await expectAnswer(verifyCode, await verify(email, code), 401, 'invalid');
  });

  it('five wrong codes kill the code: the right one no longer works', async () => {
    const email = 'five.wrong@example.com';
    const code = await sendAndRead(email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expectAnswer(verifyCode, await verify(email, otherCode(code)), 401, 'invalid');
    }
    const dead = await verify(email, code);
    await expectAnswer(verifyCode, dead, 401, 'invalid');
    expect(sessionCookieLine(dead)).toBeUndefined();

    // A new code (after the cooldown) replaces the dead one and works.
    clock.advance(seconds(31));
    const fresh = await sendAndRead(email);
    await expectAnswer(verifyCode, await verify(email, fresh), 200);
  });

  it('a resend during the cooldown is a 429 whose message and Retry-After say how long to wait', async () => {
    const email = 'impatient@example.com';
    const first = await sendAndRead(email);

    clock.advance(seconds(12));
    const early = await send(email);
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('18');
    expect(await expectDocumented(sendCode, early)).toEqual({
      success: false,
      message: 'Please wait 18 seconds before requesting a new code.',
    });
    expect(await dev.outbox(email)).toHaveLength(1);

    clock.advance(seconds(18));
    const second = await sendAndRead(email);
    expect(await dev.outbox(email)).toHaveLength(2);
    // The new code replaced the first one.
    if (second !== first) {
      await expectAnswer(verifyCode, await verify(email, first), 401, 'invalid');
    }
    await expectAnswer(verifyCode, await verify(email, second), 200);
  });

  it('checks for an address that holds no code count for nothing: its owner still signs in', async () => {
    const email = 'v@example.com';
    // Within the per-client rate limit (10 checks a minute), the ten checks.
    for (let attempt = 1; attempt <= 10; attempt++) {
      await expectAnswer(verifyCode, await verify(email, '111111'), 401, 'invalid');
    }
    clock.advance(seconds(61));
    await expectAnswer(verifyCode, await verify(email, await sendAndRead(email)), 200);
  });

  it('failures survive a resend: 100 in a row lock the address out for 60 minutes, a fresh code included', async () => {
    const email = 'guesser@example.com';
    // 20 codes, 5 wrong tries each. A minute between sends: past the 30 s cooldown and the
    // rate-limit windows (5 sends and 10 checks a minute per client).
    for (let round = 1; round <= 20; round++) {
      clock.advance(seconds(61));
      const code = await sendAndRead(email);
      for (let attempt = 1; attempt <= 5; attempt++) {
        await expectAnswer(verifyCode, await verify(email, otherCode(code)), 401, 'invalid');
      }
    }
    const lockedAt = clock.now();

    // A code sent after the lock-out is refused too: sending does not lift it.
    clock.advance(seconds(61));
    const fresh = await sendAndRead(email);
    const locked = await verify(email, fresh);
    expect(locked.status).toBe(429);
    const wait = (lockedAt + minutes(60) - clock.now()) / 1000;
    expect(locked.headers.get('retry-after')).toBe(String(wait));
    expect(await expectDocumented(verifyCode, locked)).toEqual({
      success: false,
      message: `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minutes.`,
    });
    expect(sessionCookieLine(locked)).toBeUndefined();

    // Once the lock has run its 60 minutes, a new code signs in.
    clock.advance(minutes(60));
    await expectAnswer(verifyCode, await verify(email, await sendAndRead(email)), 200);
  });

  it('the sixth send-code from one client within a minute is rate limited, with Retry-After', async () => {
    for (let n = 1; n <= 5; n++) await sendAndRead(`limit-${n}@example.com`);
    const refused = await send('limit-6@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await expectDocumented(sendCode, refused)).toEqual({
      success: false,
      message: 'Too many requests. Try again in 60 seconds.',
    });
    expect(await dev.outbox('limit-6@example.com')).toEqual([]);

    clock.advance(seconds(60));
    await sendAndRead('limit-6@example.com');
  });
});

describe('whitelist and contact', () => {
  it('keeps a whitelist request once: the same address again, in any case, is a 409', async () => {
    const body = { email: 'Grace.Hopper@Example.com', recaptchaToken: '' };
    await expectAnswer(requestWhitelist, await api(requestWhitelist, body), 200);
    const duplicate = { email: 'grace.hopper@EXAMPLE.COM', recaptchaToken: '' };
    await expectAnswer(requestWhitelist, await api(requestWhitelist, duplicate), 409);
    expect(await dev.whitelist()).toMatchObject([
      { email: 'grace.hopper@example.com', status: 'pending' },
    ]);
  });

  it('stores contact messages and lists them newest first; a token works once', async () => {
    const message = (subject: string, recaptchaToken: string) => ({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      category: 'connector',
      subject,
      message: 'We would love to test our Jira workflows with API MCP Studio.',
      recaptchaToken,
    });
    const token = await dev.recaptchaToken('submit');
    await expectAnswer(sendContact, await api(sendContact, message('Jira', token)), 200);
    const second = message('Linear', await dev.recaptchaToken('submit'));
    await expectAnswer(sendContact, await api(sendContact, second), 200);
    await expectAnswer(sendContact, await api(sendContact, message('Reused', token)), 403);
    const other = message('Wrong action', await dev.recaptchaToken('login'));
    await expectAnswer(sendContact, await api(sendContact, other), 403);

    const stored = await dev.messages();
    expect(stored.map((entry) => entry.subject)).toEqual(['Linear', 'Jira']);
    expect(stored[1]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      category: 'connector',
      message: 'We would love to test our Jira workflows with API MCP Studio.',
    });
  });
});

describe('Google sign-in stand-in', () => {
  it('login URL → pick an account on the stand-in page → the app stand-in shows it', async () => {
    const target = '/connect/discover/github/';
    expect(await (await dev.page(target)).text()).toContain('Not signed in.');

    const search = new URLSearchParams({ redirect: target });
    const urlAnswer = await call(
      prism.url,
      'GET',
      `${getGoogleLoginUrl.path}?${search}`,
      undefined,
      inTest,
    );
    expect(urlAnswer.status).toBe(200);
    const { data } = await expectDocumented(getGoogleLoginUrl, urlAnswer);
    const loginUrl = new URL(data?.url ?? '');
    expect(loginUrl.origin).toBe(mock.url);

    const picker = await dev.page(`${loginUrl.pathname}${loginUrl.search}`);
    expect(picker.status).toBe(200);
    const html = await picker.text();
    expect(html).toContain('Choose an account');
    const links = [...html.matchAll(/href="(\/__mock\/oauth\/google\/callback\?[^"]+)"/g)].map(
      ([, href]) => (href ?? '').replaceAll('&amp;', '&'),
    );
    const ada = links.find(
      (href) => new URL(href, mock.url).searchParams.get('email') === 'ada@example.com',
    );
    if (!ada) throw new Error(`no link for ada@example.com in:\n${html}`);

    const callback = await dev.page(ada);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(target);
    const line = sessionCookieLine(callback) ?? '';
    expect(line).toMatch(/^tb_session=[^;]+;.*HttpOnly.*SameSite=Lax/);

    const landed = await dev.page(target, cookiePair(line));
    expect(landed.status).toBe(200);
    const page = await landed.text();
    expect(page).toContain('GitHub connector');
    expect(page).toContain(signedInAs('ada@example.com', 'Google'));
  });
});

describe('writes from another site', () => {
  const fromElsewhere = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

  it('refuses every write with the documented 403 and changes nothing', async () => {
    const writes: Array<[Operation, unknown]> = [
      [sendCode, { email: 'ada@example.com', recaptchaToken: '' }],
      [verifyCode, { email: 'ada@example.com', code: '123456', recaptchaToken: '' }],
      [requestWhitelist, { email: 'ada@example.com', recaptchaToken: '' }],
    ];
    for (const [op, body] of writes) {
      const res = await call(prism.url, op.method, op.path, body, { ...inTest, ...fromElsewhere });
      await expectAnswer(op, res, 403, 'crossSite');
    }
    expect(await dev.outbox('ada@example.com')).toEqual([]);
    expect(await dev.whitelist()).toEqual([]);
  });
});
