import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentFacts as agents } from '#common/agents';
import { sampleAccounts } from '../../../src/routes/__mock/oauth-google';
import { buildMock, cookieOf } from '../../helpers/mock-app';
import { allowedRedirects, hostileRedirects } from '../../helpers/redirect-cases';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildMock();
});
afterAll(async () => {
  await app.close();
});

const loginUrl = (redirect?: string) =>
  app.inject({
    url: '/api/auth/oauth/google/loginUrl',
    query: redirect === undefined ? {} : { redirect },
    headers: { host: 'localhost:8080' },
  });
const notAllowed = { success: false, message: 'This redirect target is not allowed.' };

describe('GET /api/auth/oauth/google/loginUrl', () => {
  it.each(allowedRedirects)('points at the Google stand-in for %s', async (redirect) => {
    const res = await loginUrl(redirect);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Google sign-in URL created.',
      data: {
        url: `http://localhost:8080/__mock/oauth/google?redirect=${encodeURIComponent(redirect)}`,
      },
    });
  });

  it('lands on the studio when no redirect is given', async () => {
    const res = await loginUrl();
    expect(res.json().data.url).toBe(
      'http://localhost:8080/__mock/oauth/google?redirect=%2Fapi_mcp_studio%2F',
    );
  });

  it('names its configured origin, never the Host the client sent', async () => {
    const res = await app.inject({
      url: '/api/auth/oauth/google/loginUrl?redirect=/api_mcp_studio/',
      headers: { host: 'localhost:3000' },
    });
    expect(res.json().data.url).toMatch(/^http:\/\/localhost:8080\/__mock\/oauth\/google\?/);
  });

  it('names PUBLIC_ORIGIN when one is set (npm run dev sets the Vite server)', async () => {
    const dev = await buildMock({ PUBLIC_ORIGIN: 'http://localhost:3000' });
    const res = await dev.inject({
      url: '/api/auth/oauth/google/loginUrl?redirect=/api_mcp_studio/',
      headers: { host: 'localhost:3000' },
    });
    await dev.close();
    expect(res.json().data.url).toMatch(/^http:\/\/localhost:3000\/__mock\/oauth\/google\?/);
  });

  it('refuses a Host header that is not a host with 403', async () => {
    const res = await app.inject({
      url: '/api/auth/oauth/google/loginUrl',
      headers: { host: 'evil.example/@localhost' },
    });
    expect(res.statusCode).toBe(403);
  });

  it.each(hostileRedirects.map((path) => [JSON.stringify(path), path]))(
    'answers 400 for %s',
    async (_label, redirect) => {
      const res = await loginUrl(redirect);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(notAllowed);
    },
  );

  it('answers 400 for a redirect given twice', async () => {
    const res = await app.inject(
      '/api/auth/oauth/google/loginUrl?redirect=/api_mcp_studio/&redirect=//evil.example',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(notAllowed);
  });
});

describe('the Google stand-in page', () => {
  it('offers the sample accounts and a field for any email, with no script', async () => {
    const res = await app.inject('/__mock/oauth/google?redirect=%2Fconnect%2Fdiscover%2Fgithub%2F');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const { email } of sampleAccounts) {
      const href = `/__mock/oauth/google/callback?email=${encodeURIComponent(email)}&amp;redirect=%2Fconnect%2Fdiscover%2Fgithub%2F`;
      expect(res.body).toContain(`href="${href}"`);
    }
    expect(res.body).toContain('<label for="email">');
    expect(res.body).toContain('<input id="email" name="email" type="email" required');
    expect(res.body).toContain('<form method="get" action="/__mock/oauth/google/callback">');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).not.toContain('<script');
  });

  it.each(['//evil.example', '/connect/discover/nope/', 'javascript:alert(1)'])(
    'refuses the redirect %s',
    async (redirect) => {
      const res = await app.inject({ url: '/__mock/oauth/google', query: { redirect } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(notAllowed);
    },
  );

  it('refuses a missing redirect', async () => {
    const res = await app.inject('/__mock/oauth/google');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(notAllowed);
  });
});

describe('the app stand-in', () => {
  it('says "Not signed in" and links to sign-in without a session', async () => {
    const studio = await app.inject('/api_mcp_studio/');
    expect(studio.statusCode).toBe(200);
    expect(studio.headers['cache-control']).toBe('no-store');
    expect(studio.body).toContain('<h1>API MCP Studio</h1>');
    expect(studio.body).toContain('Not signed in.');
    expect(studio.body).toContain('href="/login"');
    const s3 = await app.inject('/connect/discover/s3-api-keys/');
    expect(s3.body).toContain('<h1>Amazon S3 connector</h1>');
    expect(s3.body).toContain('href="/amazon-s3"');
  });

  it('has a page for each of the 18 connector keys', async () => {
    for (const agent of agents) {
      const res = await app.inject(`/connect/discover/${agent.appConnectorKey}/`);
      expect(res.statusCode, agent.appConnectorKey).toBe(200);
    }
  });

  it('ignores a cookie that names no session', async () => {
    const res = await app.inject({
      url: '/api_mcp_studio/',
      headers: { cookie: 'tb_session=forged' },
    });
    expect(res.body).toContain('Not signed in.');
  });

  it('signs out: the session is gone and the cookie expires', async () => {
    const signIn = await app.inject({
      url: '/__mock/oauth/google/callback',
      query: { email: 'alan@example.com', redirect: '/api_mcp_studio/' },
    });
    const cookie = cookieOf(signIn);
    const page = await app.inject({ url: '/api_mcp_studio/', headers: { cookie } });
    expect(page.body).toContain('<form method="post" action="/__mock/logout">');
    const out = await app.inject({
      method: 'POST',
      url: '/__mock/logout',
      // As the browser posts the form: from the page's own origin.
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:8080',
        'sec-fetch-site': 'same-origin',
      },
      payload: '',
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    expect(String(out.headers['set-cookie'])).toMatch(/^tb_session=; Max-Age=0;/);
    const after = await app.inject({ url: '/api_mcp_studio/', headers: { cookie } });
    expect(after.body).toContain('Not signed in.');
  });
});
