import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  crossSiteMessage,
  devCrossSiteMessage,
  hostRefusedMessage,
} from '../../src/plugins/request-guard';
import { maxRecaptchaTokens, RecaptchaTokens } from '../../src/recaptcha/recaptcha-tokens';
import { buildMock, post, sendCode } from '../helpers/mock-app';
import { hostFuzzValues, reportedHosts } from '../helpers/host-fuzz';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A real HTTP request with any Host header (fetch would not let a test set it). */
function get(port: number, path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Raw bytes on a socket, for requests Node's HTTP client refuses to send; resolves at close. */
function raw(port: number, text: string, { hold = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(text);
    if (!hold) socket.end();
  });
}

const statusOf = (answer: string) => Number(answer.split(' ')[1]);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

async function listening(env: Record<string, string> = {}) {
  const app = await buildMock(env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port };
}

describe('the Host allow-list (DNS rebinding)', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await listening({ ALLOWED_HOSTS: 'web,.example.test' }));
  });
  afterAll(() => app.close());

  it('answers no Host value with a 5xx, and never names the Host in the Google URL', async () => {
    const values = hostFuzzValues();
    expect(values.length).toBeGreaterThanOrEqual(200);
    const statuses = new Map<number, number>();
    for (const host of values) {
      const res = await get(port, '/api/auth/oauth/google/loginUrl', host);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect([200, 403], `Host: ${JSON.stringify(host)}`).toContain(res.status);
      const body = JSON.parse(res.body) as { success: boolean; data?: { url: string } };
      if (res.status === 200) {
        expect(body.data?.url, host).toMatch(new RegExp(`^http://localhost:${port}/`));
      } else {
        expect(body.success).toBe(false);
      }
    }
    // Both answers occur: the fuzz covers allowed and refused names alike.
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(403)).toBeGreaterThan(0);
  });

  it.each(reportedHosts)('refuses Host: %s with 403, never naming it', async (host) => {
    const res = await get(port, '/api/auth/oauth/google/loginUrl', host);
    expect(res.status).toBe(403);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(JSON.parse(res.body)).toEqual({ success: false, message: hostRefusedMessage });
  });

  it.each([
    [
      'an absolute-form target naming another host',
      (p: number) =>
        `GET http://rebind.attacker.example/__mock/outbox HTTP/1.1\r\nHost: localhost:${p}\r\n\r\n`,
    ],
    [
      'two Host headers',
      (p: number) =>
        `GET /__mock/outbox HTTP/1.1\r\nHost: localhost:${p}\r\nHost: evil.example\r\n\r\n`,
    ],
    ['no Host header', () => 'GET /__mock/outbox HTTP/1.1\r\n\r\n'],
  ])('refuses %s with 403 in the error shape', async (_case, request) => {
    const answer = await raw(port, request(port));
    expect(statusOf(answer)).toBe(403);
    expect(answer).toMatch(/\r\ncontent-security-policy: /i);
    expect(bodyOf(answer)).toEqual({ success: false, message: hostRefusedMessage });
  });

  it('takes an absolute-form target naming its own host', async () => {
    const answer = await raw(
      port,
      `GET http://localhost:${port}/__mock/whitelist HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(200);
  });

  it('keeps the dev outbox from a page on a rebound name', async () => {
    await sendCode(app, 'ada@example.com', { host: `localhost:${port}` });
    const rebound = await get(port, '/__mock/outbox', 'rebind.attacker.example');
    expect(rebound.status).toBe(403);
    expect(rebound.body).not.toContain('ada@example.com');
    const own = await get(port, '/__mock/outbox', `localhost:${port}`);
    expect(own.status).toBe(200);
    expect(own.body).toContain('ada@example.com');
  });

  it.each([
    ['localhost on the port in use', () => `localhost:${port}`, 200],
    ['127.0.0.1 on the port in use', () => `127.0.0.1:${port}`, 200],
    ['[::1] on the port in use', () => `[::1]:${port}`, 200],
    ['upper case and a final dot', () => `LOCALHOST.:${port}`, 200],
    ['localhost on another port', () => `localhost:${port === 65_535 ? 1 : port + 1}`, 403],
    ['an ALLOWED_HOSTS name on any port', () => 'web:1234', 200],
    ['a name under an ALLOWED_HOSTS domain', () => `ci.example.test:${port}`, 200],
    ['a name that only ends like one', () => 'evilexample.test', 403],
    ['another loopback address', () => `127.0.0.2:${port}`, 403],
  ])('%s: %s', async (_case, host, status) => {
    expect((await get(port, '/__mock/whitelist', host())).status).toBe(status);
  });
});

describe('cross-site writes (CSRF)', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await listening());
  });
  afterAll(() => app.close());
  afterEach(() => app.stores.reset());
  // app.inject() says Host: localhost:80; a listening server answers only its own port.
  const at = (headers: Record<string, string> = {}) => ({ host: `localhost:${port}`, ...headers });

  it("refuses the issue's cross-site form post to /__mock/reset and keeps the data", async () => {
    await post(app, '/api/auth/whitelist', { email: 'ada@example.com' }, at());
    const res = await post(
      app,
      '/__mock/reset',
      'x=1',
      at({ origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: crossSiteMessage });
    expect(app.stores.whitelist.size).toBe(1);
  });

  const writes: Array<[string, unknown]> = [
    ['/api/auth/generate', { email: 'ada@example.com' }],
    ['/api/auth/validate', { email: 'ada@example.com', code: '123456' }],
    ['/api/auth/whitelist', { email: 'ada@example.com' }],
    ['/api/auth/contactus', { name: 'Ada', email: 'ada@example.com', category: 'general' }],
    ['/__mock/reset', undefined],
    ['/__mock/logout', undefined],
    ['/__mock/recaptcha/token', { action: 'submit' }],
  ];
  const foreign: Array<[string, Record<string, string>]> = [
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
    ['another local port', { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' }],
    ['a look-alike origin', { origin: 'http://localhost.evil.example' }],
  ];
  for (const [path, body] of writes) {
    it.each(foreign)(`refuses POST ${path} from %s with 403`, async (_case, headers) => {
      const res = await post(app, path, body, at(headers));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: crossSiteMessage });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  }

  it('nothing was sent or stored by the refused calls', async () => {
    for (const [, headers] of foreign) {
      await post(app, '/api/auth/generate', { email: 'ada@example.com' }, at(headers));
      await post(app, '/api/auth/whitelist', { email: 'ada@example.com' }, at(headers));
    }
    expect(app.stores.outbox.size).toBe(0);
    expect(app.stores.whitelist.size).toBe(0);
  });

  it('takes the same calls from its own origin, as the site makes them', async () => {
    const own = at({ origin: `http://localhost:${port}`, 'sec-fetch-site': 'same-origin' });
    expect((await post(app, '/api/auth/generate', writes[0]?.[1], own)).statusCode).toBe(200);
    expect((await post(app, '/api/auth/whitelist', writes[2]?.[1], own)).statusCode).toBe(200);
    expect((await post(app, '/__mock/reset', undefined, own)).statusCode).toBe(200);
  });

  // The stand-in's callback signs in with a GET: a link on another site must not (login CSRF).
  it.each([
    ['from another site', { 'sec-fetch-site': 'cross-site' }, 403],
    ['from another port of this machine', { 'sec-fetch-site': 'same-site' }, 403],
    ["from the stand-in's own page", { 'sec-fetch-site': 'same-origin' }, 302],
    ['typed into the address bar', { 'sec-fetch-site': 'none' }, 302],
  ])('answers the Google callback opened %s with %i', async (_case, headers, status) => {
    const res = await app.inject({
      url: '/__mock/oauth/google/callback',
      query: { email: 'mallory@example.com', redirect: '/api_mcp_studio/' },
      headers: at(headers),
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers['set-cookie'] === undefined).toBe(status === 403);
  });

  it('takes a client that is not a browser (no Origin, no Sec-Fetch-Site)', async () => {
    expect((await post(app, '/api/auth/generate', writes[0]?.[1], at())).statusCode).toBe(200);
  });

  it('lets another site read nothing either: answers carry no CORS permission', async () => {
    const res = await get(port, '/__mock/outbox', `localhost:${port}`);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

// An <img src="http://localhost:8080/__mock/outbox"> on any page: the browser marks it cross-site.
describe('cross-site requests to the dev surface', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildMock();
  });
  afterAll(() => app.close());
  afterEach(() => app.stores.reset());
  const crossSite = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' };

  it.each([
    ['GET', '/__mock/outbox'],
    ['GET', '/__mock/whitelist'],
    ['GET', '/__mock/messages'],
    ['GET', '/__mock/requests'],
    ['GET', '/__mock/requests.har'],
    ['GET', '/__mock/'],
    ['GET', '/__mock/recaptcha/api.js'],
    ['GET', '/__mock/nope'],
    ['GET', '/__mock/%6Futbox'],
    ['POST', '/__mock/scenarios'],
    ['OPTIONS', '/__mock/outbox'],
  ])('refuses %s %s with 403 in the error shape', async (method, url) => {
    const res = await app.inject({ method: method as 'GET', url, headers: crossSite });
    expect(res.statusCode).toBe(403);
    expect(res.headers['cache-control']).toBe('no-store');
    const { message } = res.json<{ message: string }>();
    expect(res.json()).toEqual({ success: false, message });
    // Writes keep the CSRF words; reads get the dev surface's own.
    expect(message).toBe(method === 'POST' ? crossSiteMessage : devCrossSiteMessage);
  });

  it('reads the header in any case (Cross-Site, CROSS-SITE)', async () => {
    for (const site of ['Cross-Site', 'CROSS-SITE']) {
      const res = await app.inject({ url: '/__mock/outbox', headers: { 'sec-fetch-site': site } });
      expect(res.statusCode, site).toBe(403);
      const write = await app.inject({
        method: 'POST',
        url: '/__mock/reset',
        headers: { 'sec-fetch-site': site },
      });
      expect(write.statusCode, site).toBe(403);
    }
  });

  it('refuses HEAD too, with no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/__mock/outbox', headers: crossSite });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('');
  });

  it('answers the same reads from its own pages, another port, the address bar, or no browser', async () => {
    await sendCode(app, 'ada@example.com');
    for (const site of ['same-origin', 'same-site', 'none', undefined]) {
      const headers = site === undefined ? {} : { 'sec-fetch-site': site };
      const res = await app.inject({ url: '/__mock/outbox', headers });
      expect(res.statusCode, String(site)).toBe(200);
      expect(res.json<unknown[]>(), String(site)).toHaveLength(1);
      const head = await app.inject({ method: 'HEAD', url: '/__mock/outbox', headers });
      expect(head.statusCode, String(site)).toBe(200);
    }
  });

  it('leaves the site and the API reads alone', async () => {
    for (const url of ['/api/auth/oauth/google/loginUrl?redirect=%2Fapi_mcp_studio%2F', '/']) {
      const res = await app.inject({ url, headers: crossSite });
      expect(res.statusCode, url).not.toBe(403);
    }
  });

  // loginUrl names PUBLIC_ORIGIN, which may be another site than the page (127.0.0.1 and
  // localhost): like Google's page, the stand-in opens in a tab from anywhere.
  it("opens the Google stand-in's page in a tab from another site, but not as a resource", async () => {
    const url = '/__mock/oauth/google?redirect=%2Fapi_mcp_studio%2F';
    const tab = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
    const opened = await app.inject({ url, headers: { ...tab, 'sec-fetch-dest': 'document' } });
    expect(opened.statusCode).toBe(200);
    const framed = await app.inject({ url, headers: { ...tab, 'sec-fetch-dest': 'iframe' } });
    expect(framed.statusCode).toBe(403);
    expect((await app.inject({ url, headers: crossSite })).statusCode).toBe(403);
    const outbox = await app.inject({
      url: '/__mock/outbox',
      headers: { ...tab, 'sec-fetch-dest': 'document' },
    });
    expect(outbox.statusCode).toBe(403);
  });
});

describe('Cache-Control on data', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildMock();
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/auth/oauth/google/loginUrl'],
    ['POST', '/api/auth/generate'],
    ['GET', '/__mock/outbox'],
    ['GET', '/__mock/whitelist'],
    ['GET', '/__mock/recaptcha/api.js'],
    ['GET', '/api/auth/nope'],
    ['GET', '/__mock/nope'],
    ['GET', '/api/auth/%zz'],
  ])('%s %s answers Cache-Control: no-store', async (method, url) => {
    const res = await app.inject({ method: method as 'GET', url });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('errors before routing', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await listening({ REQUEST_TIMEOUT_MS: '1000' }));
  });
  afterAll(() => app.close());

  function expectShaped(answer: string, status: number) {
    expect(statusOf(answer)).toBe(status);
    expect(answer).toMatch(/\r\ncontent-security-policy: default-src 'self'/i);
    expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(bodyOf(answer)).toEqual({ success: false, message: expect.any(String) });
  }

  it('answers headers too large with 431 in the error shape', async () => {
    const answer = await raw(
      port,
      `GET / HTTP/1.1\r\nHost: localhost:${port}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectShaped(answer, 431);
  });

  it('answers bad chunking with 400 in the error shape', async () => {
    const answer = await raw(
      port,
      `POST /api/auth/generate HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    );
    expectShaped(answer, 400);
  });

  it('answers CONNECT with 405 in the error shape', async () => {
    const answer = await raw(
      port,
      `CONNECT localhost:${port} HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`,
    );
    expectShaped(answer, 405);
  });

  it('answers an Expect it cannot meet with 417 in the error shape', async () => {
    const answer = await raw(
      port,
      `POST /api/auth/generate HTTP/1.1\r\nHost: localhost:${port}\r\nExpect: nope\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
    );
    expectShaped(answer, 417);
  });

  it('answers a body that never finishes with 408 once REQUEST_TIMEOUT_MS has passed', async () => {
    const answer = await raw(
      port,
      `POST /api/auth/generate HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
      { hold: true },
    );
    expectShaped(answer, 408);
  });
});

describe('the reCAPTCHA stand-in under a token flood', () => {
  it(`keeps at most ${maxRecaptchaTokens} live tokens, dropping the oldest`, () => {
    const tokens = new RecaptchaTokens(() => 0);
    const first = tokens.issue('submit');
    const second = tokens.issue('submit');
    for (let i = 0; i < maxRecaptchaTokens - 1; i++) tokens.issue('submit');
    expect(tokens.consume(first, 'submit')).toBe(false);
    expect(tokens.consume(second, 'submit')).toBe(true);
  });
});
