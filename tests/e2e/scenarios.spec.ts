import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { latestCode, sendCodeTo } from './auth-helpers';
import { expect, hydrated, test } from './fixtures';

const harSchema = JSON.parse(
  readFileSync(
    new URL('../../mock-server/test/fixtures/har-1.2.schema.json', import.meta.url),
    'utf8',
  ),
) as object;

// The pattern the README recommends to frontend developers: set a scenario over HTTP, then let
// the page meet it through its own code; no route interception, no app code edited. Each test
// works in a mock namespace of its own (./mock-namespace.ts): its scenarios, journal and HAR
// export hold its own calls alone.
/** The part of a journal entry (GET /__mock/requests, mock-server/openapi.dev.yaml) read here. */
type JournalEntry = { method: string; status: number };

const toast = (page: Page, title: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

test('a "send-code → 429" scenario makes /login show its 429 toast, then sending works', async ({
  page,
  request,
}) => {
  const email = 'scenario@example.com';
  const set = await request.post('/__mock/scenarios', {
    data: { operation: 'sendCode', status: 429, times: 1 },
  });
  expect(set.status()).toBe(201);
  await page.goto('/login');
  await hydrated(page);
  await sendCodeTo(page, email);
  await expect(toast(page, /^Error/)).toContainText(
    'Please wait 30 seconds before requesting a new code.',
  );
  await expect(page.getByLabel('Verification code')).toBeHidden();

  // Used up: the next send gets the real answer.
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(toast(page, 'OTP Sent')).toContainText('a 6-digit code is on its way');
  await expect(page.getByLabel('Verification code')).toBeVisible();
  expect(await (await request.get('/__mock/scenarios')).json()).toEqual([]);

  // The journal saw both calls from this page, the forced 429 and the real 200, newest first.
  const journal = await request.get('/__mock/requests?path=/api/auth/generate');
  const calls = (await journal.json()) as JournalEntry[];
  expect(calls.map((entry) => entry.status)).toEqual([200, 429]);
  expect(calls.every((entry) => entry.method === 'POST')).toBe(true);
});

/** The part of a HAR 1.2 log (GET /__mock/requests.har) read here. */
type Har = {
  log: {
    entries: {
      request: { method: string; url: string; postData?: { text: string } };
      response: { status: number; content: { text?: string } };
    }[];
  };
};

test('the HAR export of a sign-in made in the browser parses and validates against HAR 1.2', async ({
  page,
  request,
}) => {
  const email = 'har@example.com';
  await page.goto('/login');
  await hydrated(page);
  await sendCodeTo(page, email);
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await page.getByLabel('Verification code').pressSequentially(await latestCode(request, email));
  await page.waitForURL('**/api_mcp_studio/');

  const response = await request.get('/__mock/requests.har');
  expect(response.headers()['content-type']).toContain('json');
  const har = (await response.json()) as Har;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(harSchema);
  expect(validate(har), JSON.stringify(validate.errors)).toBe(true);

  // This visitor's two calls are in it, with their bodies, and no other API call.
  const calls = har.log.entries.filter((entry) =>
    new URL(entry.request.url).pathname.startsWith('/api/'),
  );
  expect(calls.every((entry) => entry.request.postData?.text.includes(email))).toBe(true);
  expect(
    calls.map((entry) => [new URL(entry.request.url).pathname, entry.response.status]),
  ).toEqual([
    ['/api/auth/generate', 200],
    ['/api/auth/validate', 200],
  ]);
});
