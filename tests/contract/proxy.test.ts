// Proxy mode (MOCK_UPSTREAM) with real second servers on loopback ports (upstream-fixtures.ts):
// the mock in front of a conforming backend (a second mock), a breaking one, one that resets its
// connections and one that never answers. Driven the way the site drives it, with its own client
// (web/src/api/client.ts), and through Prism's validating proxy in front of the mock, so two
// validators judge the same traffic.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, devRoutes } from './dev-routes';
import { documentedExample, expectDocumented } from './documented';
import {
  call,
  raisedRateLimits,
  type Running,
  startMock,
  startPrism,
  violationsOf,
} from './harness';
import { startMutant } from './mutant-backends';
import { events, journal, setScenario, site } from './proxy-client';
import {
  cookieForStagingDomain,
  noMessageOnSuccess,
  startResetting,
  startSilent,
} from './upstream-fixtures';
import { operationById } from '@testbeam/contract/src/repository-contract';

const sendCode = operationById('sendCode');
const verifyCode = operationById('verifyCode');

let upstream: Running;
let staging: Running;
let breaking: Running;
let resetting: Awaited<ReturnType<typeof startResetting>>;
let silent: Awaited<ReturnType<typeof startSilent>>;
type ProxyName = 'conforming' | 'staging' | 'breaking' | 'strict' | 'resetting' | 'slow';
/** The mock in proxy mode, one per upstream (and a strict one in front of the breaking one). */
const proxies = {} as Record<ProxyName, Running>;
let prism: Running;
let prismBreaking: Running;

beforeAll(async () => {
  upstream = await startMock(raisedRateLimits);
  staging = await startMutant(upstream.url, cookieForStagingDomain);
  breaking = await startMutant(upstream.url, noMessageOnSuccess);
  resetting = await startResetting();
  silent = await startSilent();
  const proxy = (url: string, env: Record<string, string> = {}) =>
    startMock({ MOCK_UPSTREAM: url, ...env });
  proxies.conforming = await proxy(upstream.url);
  proxies.staging = await proxy(staging.url);
  proxies.breaking = await proxy(breaking.url);
  proxies.strict = await proxy(breaking.url, { MOCK_UPSTREAM_STRICT: 'true' });
  proxies.resetting = await proxy(resetting.url);
  proxies.slow = await proxy(silent.url, { MOCK_UPSTREAM_TIMEOUT_MS: '500' });
  prism = await startPrism(proxies.conforming.url);
  prismBreaking = await startPrism(proxies.breaking.url);
});

afterAll(async () => {
  await prism?.stop();
  await prismBreaking?.stop();
  for (const running of Object.values(proxies)) await running.stop();
  for (const running of [staging, breaking, resetting, silent, upstream]) await running?.stop();
});

afterEach(async () => {
  for (const running of Object.values(proxies)) {
    await fetch(`${running.url}/__mock/scenarios`, { method: 'DELETE' });
  }
});

let serial = 0;
const newEmail = () => `proxy.${Date.now()}.${(serial += 1)}@example.com`;

const missingMessage = {
  direction: 'response',
  operation: 'sendCode',
  pointer: '/message',
  expected: "must have required property 'message'",
};

describe('in front of a conforming upstream', () => {
  it.each([
    ['the mock itself', () => proxies.conforming],
    ['a backend that scopes its cookie to its own domain', () => proxies.staging],
  ])('signs in through the proxy, the site client and all (%s)', async (_name, proxy) => {
    const { api, responses } = site(proxy().url);
    const email = newEmail();
    expect(await api.sendCode(email)).toEqual({ data: documentedExample(sendCode, 200) });
    // The code was "emailed" by the upstream: its outbox has it, the proxy's has none.
    const code = await devRoutes(upstream.url).latestCode(email);
    expect(await devRoutes(proxy().url).outbox(email)).toEqual([]);
    expect(await api.verifyCode(email, code)).toEqual({
      data: documentedExample(verifyCode, 200),
    });
    const signedIn = responses.at(-1);
    expect(new URL(signedIn?.url ?? '').origin).toBe(proxy().url);
    const [line = ''] = signedIn?.headers.getSetCookie() ?? [];
    // The upstream's own session, set on the proxy's host: no Domain, the rest as sent.
    expect(line).toMatch(/^tb_session=[\w-]{32,}; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/);
    const page = await devRoutes(upstream.url).page('/api_mcp_studio/', cookiePair(line));
    expect(await page.text()).toContain(`Signed in as <strong>${email}</strong> (one-time code)`);
    const entries = await journal(proxy().url, '?path=/api/');
    expect(
      entries.slice(0, 2).map(({ url, violations, upstream: to }) => [url, violations, to]),
    ).toEqual([
      [
        '/api/auth/validate',
        [],
        { url: expect.stringMatching(/\/api\/auth\/validate$/), status: 200 },
      ],
      [
        '/api/auth/generate',
        [],
        { url: expect.stringMatching(/\/api\/auth\/generate$/), status: 200 },
      ],
    ]);
  });

  it("passes the browser's cookie on to the upstream", async () => {
    const sent = await call(
      proxies.conforming.url,
      'POST',
      '/api/auth/whitelist',
      { email: newEmail() },
      {
        cookie: 'tb_session=from-the-browser',
      },
    );
    expect(sent.status).toBe(200);
    const [received] = await journal(upstream.url);
    expect(received?.request.headers.cookie).toBe('[redacted]');
    expect(received?.request.headers.via).toMatch(/^1\.1 testbeam-mock-/);
  });

  it("answers what Prism's validating proxy in front of it finds documented", async () => {
    const { api, responses } = site(prism.url);
    const email = newEmail();
    expect(await api.sendCode(email)).toEqual({ data: documentedExample(sendCode, 200) });
    const code = await devRoutes(upstream.url).latestCode(email);
    expect(await api.verifyCode(email, code)).toEqual({ data: documentedExample(verifyCode, 200) });
    for (const response of responses) expect(violationsOf(response)).toEqual([]);
    const again = await call(prism.url, 'POST', sendCode.path, {
      email: newEmail(),
      recaptchaToken: '',
    });
    await expectDocumented(sendCode, again);
  });

  it('still lets a scenario and a fault answer first, per operation', async () => {
    const base = proxies.conforming.url;
    const { api } = site(base);
    const email = newEmail();
    await setScenario(base, { operation: 'send-code', status: 429, example: 'cooldown', times: 1 });
    expect(await api.sendCode(email)).toEqual({
      error: { status: 429, message: 'Please wait 30 seconds before requesting a new code.' },
    });
    expect(await devRoutes(upstream.url).outbox(email)).toEqual([]);
    await setScenario(base, { operation: 'verify', fault: 'reset', times: 1 });
    expect(await api.verifyCode(email, '123456')).toEqual({
      error: { status: 0, message: 'Network Error' },
    });
    // Used up: the next calls are the upstream's again.
    expect(await api.sendCode(email)).toEqual({ data: documentedExample(sendCode, 200) });
    expect(await api.verifyCode(email, '000000')).toMatchObject({ error: { status: 401 } });
  });

  it('saves a real answer as a scenario, which then answers instead of the upstream', async () => {
    const base = proxies.conforming.url;
    const { api } = site(base);
    const first = newEmail();
    const real = await api.requestWhitelist(first);
    expect(real).toMatchObject({ data: { success: true } });
    const [entry] = await journal(base);
    const saved = await call(base, 'POST', `/__mock/scenarios/from-request/${entry?.id}`);
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({
      operation: 'requestWhitelist',
      status: 200,
      times: null,
    });
    const second = newEmail();
    // The same address again would be a 409 from the upstream; the scenario answers its 200.
    expect(await api.requestWhitelist(first)).toEqual(real);
    expect(await api.requestWhitelist(second)).toEqual(real);
    const listed = (await devRoutes(upstream.url).whitelist()).map(({ email }) => email);
    expect(listed).toContain(first);
    expect(listed).not.toContain(second);
  });
});

describe('in front of an upstream that breaks openapi.yaml', () => {
  it('journals the violation with its pointer, sends the event and passes the answer on', async () => {
    const base = proxies.breaking.url;
    const stream = await events(base);
    try {
      const res = await call(base, 'POST', sendCode.path, {
        email: newEmail(),
        recaptchaToken: '',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
      const heard = await stream.next('violation');
      const [entry] = await journal(base);
      expect(entry?.violations).toEqual([missingMessage]);
      expect(heard).toEqual({
        id: entry?.id,
        method: 'POST',
        url: sendCode.path,
        status: 200,
        violations: [missingMessage],
      });
    } finally {
      stream.close();
    }
    // The site meets the answer as it came: a 200 it cannot read as a success.
    expect(await site(base).api.sendCode(newEmail())).toEqual({
      error: { status: 200, message: null },
    });
  });

  it('is caught by Prism in front of the proxy too, at the same place', async () => {
    const res = await call(prismBreaking.url, 'POST', sendCode.path, {
      email: newEmail(),
      recaptchaToken: '',
    });
    expect(violationsOf(res)).toContainEqual(
      expect.objectContaining({
        location: ['response', 'body'],
        message: `Response body ${missingMessage.expected}`,
      }),
    );
    const [entry] = await journal(proxies.breaking.url);
    expect(entry?.violations).toEqual([missingMessage]);
  });

  it('answers 502 in the error shape with MOCK_UPSTREAM_STRICT=true', async () => {
    const { api } = site(proxies.strict.url);
    expect(await api.sendCode(newEmail())).toEqual({
      error: {
        status: 502,
        message: expect.stringMatching(
          /^The upstream's answer to sendCode breaks openapi\.yaml at \/message: must have required property 'message'\./,
        ),
      },
    });
    const [entry] = await journal(proxies.strict.url);
    expect(entry).toMatchObject({
      status: 502,
      upstream: { status: 200 },
      violations: [missingMessage],
    });
  });

  it('refuses to save the violating answer as a scenario', async () => {
    const base = proxies.breaking.url;
    await call(base, 'POST', sendCode.path, { email: newEmail(), recaptchaToken: '' });
    const [entry] = await journal(base);
    const res = await call(base, 'POST', `/__mock/scenarios/from-request/${entry?.id}`);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      success: false,
      message: expect.stringContaining(
        "breaks openapi.yaml at /message: must have required property 'message'",
      ),
    });
  });
});

describe('in front of an upstream that fails', () => {
  it('one that resets its connections: 502 in the error shape', async () => {
    const { api } = site(proxies.resetting.url);
    const result = await api.sendCode(newEmail());
    expect(result).toEqual({
      error: {
        status: 502,
        message: expect.stringMatching(
          new RegExp(`^The upstream ${resetting.url} could not be reached: the connection`),
        ),
      },
    });
    expect(resetting.connections()).toBeGreaterThan(0);
    const [entry] = await journal(proxies.resetting.url);
    expect(entry).toMatchObject({ status: 502, upstream: { status: null } });
  });

  it('one that never answers: 504 in the error shape once MOCK_UPSTREAM_TIMEOUT_MS passes', async () => {
    const { api } = site(proxies.slow.url);
    expect(await api.requestWhitelist(newEmail())).toEqual({
      error: {
        status: 504,
        message: `The upstream ${silent.url} did not answer within 500 ms (MOCK_UPSTREAM_TIMEOUT_MS).`,
      },
    });
    expect(silent.requests()).toBeGreaterThan(0);
  });
});
