// The site against a real backend (MOCK_UPSTREAM, docs/proxy.md): the mock serves the build and forwards /api/* to a second server on a
// loopback port, checking both ways against openapi.yaml. One backend is another mock (it
// conforms); the other answers a code request with a 200 that lacks its required `message`.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { sendCodeTo } from './auth-helpers';
import { test as base, expect, hydrated } from './fixtures';
import { type SiteServer, startSite } from './site-server';

/** A backend that breaks one rule: its "code sent" 200 has no `message` (SuccessResponse). */
async function startBreakingBackend(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Starts what `start` returns for the worker, and stops it after. */
const serving =
  <T extends { stop: () => Promise<void> }>(start: () => Promise<T>) =>
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
  async ({}, use: (value: T) => Promise<void>) => {
    const running = await start();
    try {
      await use(running);
    } finally {
      await running.stop();
    }
  };

const test = base.extend<
  object,
  {
    backend: SiteServer;
    proxied: SiteServer;
    breaking: { origin: string; stop: () => Promise<void> };
    lenient: SiteServer;
    strict: SiteServer;
  }
>({
  // The conforming backend: another mock, API only.
  backend: [serving(() => startSite({ SERVE_SITE: 'false' })), { scope: 'worker' }],
  proxied: [
    async ({ backend }, use) =>
      serving(() => startSite({ MOCK_UPSTREAM: backend.origin }))({}, use),
    { scope: 'worker', timeout: 45_000 },
  ],
  breaking: [serving(startBreakingBackend), { scope: 'worker' }],
  lenient: [
    async ({ breaking }, use) =>
      serving(() => startSite({ MOCK_UPSTREAM: breaking.origin }))({}, use),
    { scope: 'worker', timeout: 45_000 },
  ],
  strict: [
    async ({ breaking }, use) =>
      serving(() => startSite({ MOCK_UPSTREAM: breaking.origin, MOCK_UPSTREAM_STRICT: 'true' }))(
        {},
        use,
      ),
    { scope: 'worker', timeout: 45_000 },
  ],
});

const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

test('signs in on /login through the proxy: the code comes from the backend, the cookie lands on the mock', async ({
  page,
  request,
  backend,
  proxied,
  consoleErrors,
}) => {
  const email = 'proxy@example.com';
  await page.goto(`${proxied.origin}/login`);
  await hydrated(page);
  await sendCodeTo(page, email);
  await expect(toast(page, 'OTP Sent')).toBeVisible();
  // The backend sent the email: its outbox has the code, the proxy's (this test's namespace) has
  // nothing. The backend's is its default namespace: the proxy never forwards the namespace.
  const outbox = `/__mock/outbox?to=${encodeURIComponent(email)}`;
  expect(await (await request.get(`${proxied.origin}${outbox}`)).json()).toEqual([]);
  const [mail] = (await (await fetch(`${backend.origin}${outbox}`)).json()) as { code: string }[];
  await page.getByLabel('Verification code').pressSequentially(mail?.code ?? '');
  await expect(toast(page, 'Login Successful')).toBeVisible();
  await page.waitForURL(`${proxied.origin}/api_mcp_studio/`);
  await expect(page.getByText(`Signed in through ${backend.origin}`)).toBeVisible();
  const cookies = await page.context().cookies(proxied.origin);
  expect(cookies.map((cookie) => cookie.name)).toContain('tb_session');

  // Both calls went through, forwarded and conforming, in this test's namespace.
  const journal = (await (
    await request.get(`${proxied.origin}/__mock/requests?path=/api/auth/`)
  ).json()) as { url: string; status: number; violations: unknown[]; upstream?: object }[];
  const calls = journal.filter((entry) => entry.upstream !== undefined);
  expect(calls.map((entry) => [entry.url, entry.status, entry.violations.length])).toEqual([
    ['/api/auth/validate', 200, 0],
    ['/api/auth/generate', 200, 0],
  ]);
  expect(consoleErrors).toEqual([]);
});

test('a backend that breaks the contract: the console shows the violation with its pointer', async ({
  page,
  breaking,
  lenient,
}) => {
  const email = 'proxy-breaking@example.com';
  await page.goto(`${lenient.origin}/login`);
  await hydrated(page);
  await sendCodeTo(page, email);
  // Passed on as it came: a 200 without its message is not a "code sent" for the site.
  await expect(toast(page, 'Error')).toContainText('Failed to send OTP. Please try again.');

  await page.goto(`${lenient.origin}/__mock/`);
  await expect(page.getByText(`Mode: Proxy → ${breaking.origin}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Requests' }).click();
  const row = page.getByRole('row').filter({ hasText: '/api/auth/generate' }).first();
  await expect(row).toContainText('1 violation');
  await row.getByRole('button', { name: /^Bodies of POST \/api\/auth\/generate/ }).click();
  const violations = page.getByTestId('violations');
  await expect(violations).toContainText('response');
  await expect(violations).toContainText('sendCode');
  await expect(violations).toContainText('/message');
  await expect(violations).toContainText("must have required property 'message'");
});

test('strict: the same answer becomes a 502, and the page shows its failure toast', async ({
  page,
  strict,
}) => {
  const email = 'proxy-strict@example.com';
  await page.goto(`${strict.origin}/login`);
  await hydrated(page);
  const answered = page.waitForResponse('**/api/auth/generate');
  await sendCodeTo(page, email);
  const response = await answered;
  expect(response.status()).toBe(502);
  const body = (await response.json()) as { success: boolean; message: string };
  expect(body.success).toBe(false);
  expect(body.message).toMatch(/sendCode breaks openapi\.yaml at \/message/);
  await expect(toast(page, 'Error')).toContainText(body.message);
  // Nothing typed is lost: the address is still there for another try.
  await expect(page.getByLabel(/Email/)).toHaveValue(email);
});
