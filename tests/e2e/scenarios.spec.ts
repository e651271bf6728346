import type { Page } from '@playwright/test';
import { sendCodeTo, uniqueEmail } from './auth-helpers';
import { expect, hydrated, test } from './fixtures';

// The pattern the README recommends to frontend developers: set a scenario over HTTP, then let
// the page meet it through its own code; no route interception, no app code edited.
const toast = (page: Page, title: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

test('a "send-code → 429" scenario makes /login show its 429 toast, then sending works', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('scenario');
  // `email` keeps the scenario to this test's address: tests in parallel share the mock.
  const set = await request.post('/__mock/scenarios', {
    data: { operation: 'sendCode', status: 429, times: 1, email },
  });
  expect(set.status()).toBe(201);
  const { id } = (await set.json()) as { id: string };
  try {
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
    expect(await (await request.get('/__mock/scenarios')).json()).not.toContainEqual(
      expect.objectContaining({ id }),
    );
  } finally {
    // A failed test leaves nothing behind for the others (404 when already used up).
    await request.delete(`/__mock/scenarios/${id}`);
  }
});
