// The request guard against other sites: cross-site writes (CSRF) and cross-site reads of the
// dev surface. The Host allow-list and errors before routing: request-guard.test.ts.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { crossSiteMessage, devCrossSiteMessage } from '../../src/util/refusals';
import { buildMock, post, sendCode } from '../helpers/mock-app';
import { get, listening } from '../helpers/raw-http';

describe('cross-site writes (CSRF)', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await listening());
  });
  afterAll(() => app.close());
  afterEach(() => app.namespaces.default.stores.reset());
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
    expect(app.namespaces.default.stores.whitelist.size).toBe(1);
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
    expect(app.namespaces.default.stores.outbox.size).toBe(0);
    expect(app.namespaces.default.stores.whitelist.size).toBe(0);
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
  afterEach(() => app.namespaces.default.stores.reset());
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
