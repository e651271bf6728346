// /api/ through nginx: a clear 502 in the error shape when no backend is configured or it does
// not answer (never the site's HTML, never nginx's own page), and with API_ORIGIN at a running
// mock server, a whole sign-in through nginx that lands on the app stand-in, signed in.

import { describe, expect, inject, it } from 'vitest';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  apiTimeoutMessage,
  apiUnreachableMessage,
  methodNotAllowedMessage,
} from '../../scripts/build/headers/nginx-site';
import { clientDir } from '../../scripts/tooling/paths';
import { startStaticServer } from '../../scripts/tooling/static-server';
import { sendCodeTo } from '../e2e/auth-helpers';
import { studioPath } from '#common/app-paths';
import { checkNoApi, withChromium } from './checks';

const nginx = inject('nginxOrigin');

async function postJson(origin: string, path: string, body: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });
  return { response, text: await response.text() };
}

describe('/api/ without a backend (built without API_ORIGIN)', () => {
  const origin = inject('nginxNoApiOrigin');

  it.each([
    ['POST', '/api/auth/generate'],
    ['GET', '/api/auth/google/login-url'],
    ['GET', '/api/anything/else'],
  ])('%s %s: 502 JSON in the error shape, not cached', async (method, path) => {
    await checkNoApi(origin, method, path);
  });
});

describe('/api/ with a backend that does not answer', () => {
  it('is a 502 in the error shape that names the backend', async () => {
    const { response, text } = await postJson(inject('nginxDeadApiOrigin'), '/api/auth/generate', {
      email: 'dead@example.com',
    });
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(text)).toEqual({
      success: false,
      message: apiUnreachableMessage(inject('deadApiOrigin')),
    });
  });
});

describe('/api/ with a backend that takes too long', () => {
  it('is a 504 in the error shape once the timeout passes, never a hang', async () => {
    // A backend that reads the request and never answers.
    const held: ServerResponse[] = [];
    const backend = createServer((_request, response) => void held.push(response));
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const backendOrigin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    const nginx = await startStaticServer({
      siteDir: clientDir,
      apiOrigin: backendOrigin,
      apiTimeoutSeconds: 1,
    });
    try {
      const { response, text } = await postJson(nginx.origin, '/api/auth/generate', {
        email: 'slow@example.com',
      });
      expect(response.status).toBe(504);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(JSON.parse(text)).toEqual({
        success: false,
        message: apiTimeoutMessage(backendOrigin),
      });
    } finally {
      await nginx.stop();
      for (const response of held) response.destroy();
      backend.close();
    }
  });
});

describe('/api/ forwarded to the mock server', () => {
  it('passes the backend’s answers and statuses on, with the site’s security headers once', async () => {
    const bad = await postJson(nginx, '/api/auth/generate', { email: 'not-an-email' });
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({ success: false });
    const { response, text } = await postJson(nginx, '/api/auth/generate', {
      email: 'through-nginx@example.com',
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ success: true });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain(','); // one header, not the backend's and ours joined
    expect(response.headers.get('x-ratelimit-limit')).not.toBeNull();
  });

  it('other methods on the site: 405 with Allow, in the error shape', async () => {
    const response = await fetch(`${nginx}/about`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({
      success: false,
      message: `POST ${methodNotAllowedMessage}`,
    });
  });

  it('a sign-in through nginx lands on the app stand-in, signed in', async () => {
    const email = `nginx-${Date.now().toString(36)}@example.com`;
    await withChromium(async (browser) => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${nginx}/login`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await sendCodeTo(page, email);
      const codeInput = page.getByLabel('Verification code');
      await codeInput.waitFor();
      // The code arrives in the mock's outbox, read here through nginx (the local stand-ins).
      const outbox = (await (
        await fetch(`${nginx}/__mock/outbox?to=${encodeURIComponent(email)}`)
      ).json()) as { code: string }[];
      expect(outbox[0]?.code).toMatch(/^\d{6}$/);
      await codeInput.pressSequentially(outbox[0]?.code ?? '');
      await page.waitForURL(`${nginx}${studioPath}`);
      await page.getByText(`Signed in as ${email}`).waitFor();
      const cookies = await page.context().cookies(nginx);
      expect(cookies.some((cookie) => cookie.domain === 'localhost')).toBe(true);
      expect(errors).toEqual([]);
    });
  });
});
