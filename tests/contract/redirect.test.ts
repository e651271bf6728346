// The login URL's `redirect` must not be an open redirect: only the allow-list (the studio and
// one path per catalogue connector, docs/decisions/0002-addresses.md) is accepted, as exact
// strings.
//
// Each hostile payload is sent three ways:
// - to the mock itself, on the contract operation (getGoogleLoginUrl), on the Google stand-in page
//   and on its callback, the route that actually redirects: each must answer 400 in the error
//   shape (the operation's answer checked with Ajv against openapi.yaml), with no Location and
//   no session cookie. Straight to the mock, because Prism refuses most of these itself (422,
//   the parameter's pattern), so they would never reach the mock through it;
// - through Prism's validating proxy: refused by Prism (422) or forwarded and answered with the
//   mock's documented 400, never a violation.
// Payloads are raw query strings, so each percent-encoding is exactly what the server receives.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedRedirects,
  cookiePair,
  type DevRoutes,
  devRoutes,
  sessionCookieLine,
} from './dev-routes';
import { documentedExample, expectDocumented } from './documented';
import {
  call,
  raisedRateLimits,
  type Running,
  startMock,
  startPrism,
  violationsOf,
} from './harness';
import { matches, responseSchema } from '@testbeam/contract/src/contract-document';
import { operationById } from '@testbeam/contract/src/repository-contract';

let mock: Running;
let prism: Running;
let dev: DevRoutes;

beforeAll(async () => {
  mock = await startMock(raisedRateLimits);
  prism = await startPrism(mock.url);
  dev = devRoutes(mock.url);
});

afterAll(async () => {
  await prism?.stop();
  await mock?.stop();
});

const loginUrl = operationById('getGoogleLoginUrl');
const pickerPath = '/__mock/oauth/google';
const callbackPath = '/__mock/oauth/google/callback';

/** A decoded value, sent percent-encoded as a browser or URLSearchParams would. */
const encoded = (value: string) => encodeURIComponent(value);

// [what it tries, the raw query-string value of `redirect`]
const hostile: Array<[string, string]> = [
  ['protocol-relative', encoded('//evil.example')],
  ['protocol-relative with path', encoded('//evil.example/api_mcp_studio/')],
  ['three slashes', encoded('///evil.example')],
  ['absolute https', encoded('https://evil.example')],
  ['absolute http to an allowed path', encoded('http://evil.example/api_mcp_studio/')],
  ['the mock origin spelled out', encoded('http://localhost:8080/api_mcp_studio/')],
  ['scheme with one slash', encoded('https:/evil.example')],
  ['slash backslash', encoded('/\\evil.example')],
  ['two backslashes', encoded('\\\\evil.example')],
  ['slash backslash slash', encoded('/\\/evil.example/')],
  ['backslash after an allowed path', encoded('/api_mcp_studio/\\evil.example')],
  ['javascript:', encoded('javascript:alert(1)')],
  ['JaVaScRiPt: mixed case', encoded('JaVaScRiPt:alert(1)')],
  ['javascript: with a tab inside', encoded('java\tscript:alert(1)')],
  ['javascript: behind a leading space', encoded(' javascript:alert(1)')],
  ['data: URL', encoded('data:text/html,<script>alert(1)</script>')],
  ['vbscript:', encoded('vbscript:msgbox(1)')],
  ['userinfo @', encoded('https://app.testbeam.dev@evil.example/')],
  ['@ after an allowed path', encoded('/api_mcp_studio/@evil.example')],
  ['@ in front', encoded('@evil.example/api_mcp_studio/')],
  ['slashes sent unencoded', '//evil.example'],
  ['encoded slashes in lower-case hex', '%2f%2fevil.example'],
  ['slash then encoded slashes', '/%2F%2Fevil.example'],
  ['double-encoded slashes', '%252F%252Fevil.example'],
  ['double-encoded allowed path', '%252Fapi_mcp_studio%252F'],
  ['encoded backslashes in lower-case hex', '%5c%5cevil.example'],
  ['encoded letter in a connector key', encoded('/connect/discover/%67ithub/')],
  ['encoded slash inside an allowed path', encoded('/api_mcp_studio%2F')],
  ['%u escape', '%u002F%u002Fevil.example'],
  ['broken escape', '%E0%A4%A'],
  ['upper case', encoded('/API_MCP_STUDIO/')],
  ['mixed case connector', encoded('/connect/discover/GitHub/')],
  ['fullwidth solidus', encoded('／／evil.example')],
  ['fullwidth letter', encoded('/ａpi_mcp_studio/')],
  ['no trailing slash', encoded('/api_mcp_studio')],
  ['no leading slash', encoded('api_mcp_studio/')],
  ['double trailing slash', encoded('/api_mcp_studio//')],
  ['dot segments', encoded('/api_mcp_studio/../../evil.example')],
  ['dot segments into an allowed path', encoded('/connect/discover/../api_mcp_studio/')],
  ['query appended', encoded('/api_mcp_studio/?next=//evil.example')],
  ['fragment appended', encoded('/api_mcp_studio/#//evil.example')],
  ['unknown connector', encoded('/connect/discover/evil/')],
  ['connector prefix only', encoded('/connect/discover/')],
  ['extra segment', encoded('/connect/discover/github/evil/')],
  ['tab in front', encoded('\t/api_mcp_studio/')],
  ['newline after', encoded('/api_mcp_studio/\n')],
  ['header injection', encoded('/api_mcp_studio/\r\nLocation: https://evil.example')],
  ['NUL after', encoded('/api_mcp_studio/\u0000')],
  ['line separator after', encoded('/api_mcp_studio/\u2028')],
  ['space in front', encoded(' /api_mcp_studio/')],
  ['plus read as a space', '/api_mcp_studio/+'],
  ['empty', ''],
  ['a lone slash', encoded('/')],
  [
    'repeated: allowed first',
    `${encoded('/api_mcp_studio/')}&redirect=${encoded('//evil.example')}`,
  ],
  [
    'repeated: hostile first',
    `${encoded('//evil.example')}&redirect=${encoded('/api_mcp_studio/')}`,
  ],
];

const refusal = documentedExample(loginUrl, 400);
// The stand-in's callback is not a contract operation, but it answers in the same error shape.
const errorShape = responseSchema(loginUrl, 400);

describe('open-redirect payloads are refused', () => {
  it('covers at least 30 distinct payloads', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
    expect(new Set(hostile.map(([, query]) => query)).size).toBe(hostile.length);
  });

  it.each(hostile)('%s: %s', async (_label, query) => {
    const direct = await fetch(`${mock.url}${loginUrl.path}?redirect=${query}`);
    expect(direct.status).toBe(400);
    expect(await expectDocumented(loginUrl, direct)).toEqual(refusal);

    const picker = await dev.page(`${pickerPath}?redirect=${query}`);
    expect(picker.status).toBe(400);
    expect(await picker.json()).toEqual(refusal);

    const callback = await dev.page(`${callbackPath}?email=ada%40example.com&redirect=${query}`);
    expect(callback.status).toBe(400);
    expect(callback.headers.get('location')).toBeNull();
    expect(sessionCookieLine(callback)).toBeUndefined();
    expect(matches(errorShape, await callback.json())).toBe(true);

    const proxied = await call(prism.url, 'GET', `${loginUrl.path}?redirect=${query}`);
    expect([400, 422]).toContain(proxied.status);
    expect(violationsOf(proxied)).toEqual([]);
    if (proxied.status === 400) expect(await proxied.json()).toEqual(refusal);
  });

  it('refuses any other string, allowed targets bent included (property)', async () => {
    const bent = fc
      .tuple(
        fc.constantFrom(...allowedRedirects),
        fc.string({ minLength: 1, maxLength: 3 }),
        fc.nat(),
      )
      .map(([target, insert, at]) => {
        const cut = at % (target.length + 1);
        return `${target.slice(0, cut)}${insert}${target.slice(cut)}`;
      });
    const other = fc
      .oneof(bent, fc.string(), fc.webUrl(), fc.webPath())
      .filter((value) => !allowedRedirects.includes(value));
    await fc.assert(
      fc.asyncProperty(other, async (value) => {
        const search = new URLSearchParams({ redirect: value });
        const response = await fetch(`${mock.url}${loginUrl.path}?${search}`);
        expect(response.status, value).toBe(400);
        const callback = await dev.page(`${callbackPath}?email=ada%40example.com&${search}`);
        expect(callback.status, value).toBe(400);
      }),
      { numRuns: 200 },
    );
  });
});

describe('every allow-listed target is accepted', () => {
  it('has the studio and the 18 connectors of the catalogue', () => {
    expect(allowedRedirects).toHaveLength(19);
  });

  it('defaults to the studio when redirect is absent', async () => {
    const response = await call(prism.url, 'GET', loginUrl.path);
    expect(response.status).toBe(200);
    const { data } = await expectDocumented(loginUrl, response);
    expect(new URL(data?.url ?? '').searchParams.get('redirect')).toBe('/api_mcp_studio/');
  });

  it.each(allowedRedirects)('%s', async (target) => {
    const search = new URLSearchParams({ redirect: target });
    const response = await call(prism.url, 'GET', `${loginUrl.path}?${search}`);
    expect(response.status).toBe(200);
    const { data } = await expectDocumented(loginUrl, response);
    const url = new URL(data?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${mock.url}${pickerPath}`);
    expect(url.searchParams.get('redirect')).toBe(target);

    expect((await dev.page(`${url.pathname}${url.search}`)).status).toBe(200);
    const callback = await dev.page(`${callbackPath}?email=ada%40example.com&${search}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(target);
    const line = sessionCookieLine(callback) ?? '';
    const landed = await dev.page(target, cookiePair(line));
    expect(await landed.text()).toContain('Signed in as <strong>ada@example.com</strong> (Google)');
  });
});
