import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMock, cookieOf } from '../../helpers/mock-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildMock();
});
afterAll(async () => {
  await app.close();
});

const notAllowed = { success: false, message: 'This redirect target is not allowed.' };

describe('the Google stand-in callback', () => {
  const callback = (query: Record<string, string>) =>
    app.inject({ url: '/__mock/oauth/google/callback', query });

  it('signs in (Google), sets the cookie and sends the browser to the app path', async () => {
    const res = await callback({
      email: 'Grace@Example.com',
      redirect: '/connect/discover/github/',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/connect/discover/github/');
    expect(String(res.headers['set-cookie'])).toMatch(/^tb_session=[^;]+;.*HttpOnly.*SameSite=Lax/);
    const page = await app.inject({
      url: '/connect/discover/github/',
      headers: { cookie: cookieOf(res) },
    });
    expect(page.body).toContain('<h1>GitHub connector</h1>');
    expect(page.body).toContain('Signed in as <strong>grace@example.com</strong> (Google)');
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', '/connect/discover/x/'])(
    'refuses the redirect %s, with no cookie',
    async (redirect) => {
      const res = await callback({ email: 'ada@example.com', redirect });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(notAllowed);
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );

  it.each(['not-an-email', '<script>@x.co', ''])('refuses the email %j', async (email) => {
    const res = await callback({ email, redirect: '/api_mcp_studio/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/email/) });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('the session cookie behind a TLS proxy (TRUST_PROXY)', () => {
  const signIn = (target: FastifyInstance, proto: string) =>
    target.inject({
      url: '/__mock/oauth/google/callback',
      query: { email: 'ada@example.com', redirect: '/api_mcp_studio/' },
      headers: { 'x-forwarded-proto': proto },
    });

  it('is __Host-tb_session and Secure when the request came over HTTPS', async () => {
    const proxied = await buildMock({ TRUST_PROXY: 'true' });
    const res = await signIn(proxied, 'https');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-tb_session=[^;]+;.*Path=\/;.*HttpOnly;.*Secure;.*SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/);
    const page = await proxied.inject({
      url: '/api_mcp_studio/',
      headers: { cookie: cookieOf(res), 'x-forwarded-proto': 'https' },
    });
    await proxied.close();
    expect(page.body).toContain('Signed in as <strong>ada@example.com</strong>');
  });

  it('is plain tb_session without Secure over http://localhost', async () => {
    const res = await signIn(app, 'https');
    // Without TRUST_PROXY the forwarded protocol is not believed.
    expect(String(res.headers['set-cookie'])).toMatch(/^tb_session=/);
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});
