import type { Page, Route } from '@playwright/test';
import { latestCode, sendCodeTo } from './auth-helpers';
import { expect, hydrated, test } from './fixtures';

// docs/requirements.md §8, the sign-in and whitelist rows, each with the server's message and
// without.
const toast = (page: Page, title: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

const htmlError = (route: Route) =>
  route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
/** The mock's own documented answer `status` for this call (its `Prefer` header). */
const forced = (status: number) => (route: Route) =>
  route.continue({ headers: { ...route.request().headers(), prefer: `code=${status}` } });
const jsonAnswer = (status: number, body: object) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Lets the page's fake clock run a second at a time, so React re-renders between ticks. */
async function waitOutCooldown(page: Page) {
  for (let second = 0; second <= 30; second += 1) await page.clock.runFor(1000);
}

async function toCodeStep(page: Page, path = '/login') {
  await page.goto(path);
  await hydrated(page);
  const email = 'toast@example.com';
  await sendCodeTo(page, email);
  await expect(page.getByLabel('Verification code')).toBeVisible();
  return email;
}

test.describe('send code', () => {
  test('OTP Sent with the server message, and the code request sends recaptchaToken ""', async ({
    page,
  }) => {
    await page.goto('/login');
    await hydrated(page);
    const sent = page.waitForRequest('**/api/auth/generate');
    await sendCodeTo(page, 'sent@example.com');
    expect((await sent).postDataJSON()).toMatchObject({ recaptchaToken: '' });
    await expect(toast(page, 'OTP Sent')).toContainText('a 6-digit code is on its way');
  });

  test('OTP Sent with the fallback naming the address', async ({ page }) => {
    await page.route('**/api/auth/generate', jsonAnswer(200, { success: true, message: '' }));
    await page.goto('/login');
    await hydrated(page);
    const email = 'fallback@example.com';
    await sendCodeTo(page, email);
    await expect(toast(page, 'OTP Sent')).toContainText(
      `We've sent a verification code to ${email}`,
    );
  });

  test('Error with the server message, then with the fallback', async ({ page }) => {
    await page.route(
      '**/api/auth/generate',
      jsonAnswer(429, { success: false, message: 'Too many requests. Try again in 42 seconds.' }),
    );
    await page.goto('/login');
    await hydrated(page);
    await sendCodeTo(page, 'limited@example.com');
    await expect(toast(page, /^Error/)).toContainText(
      'Too many requests. Try again in 42 seconds.',
    );
    await page.unroute('**/api/auth/generate');
    await page.route('**/api/auth/generate', htmlError);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(toast(page, 'Failed to send OTP. Please try again.')).toBeVisible();
  });
});

test.describe('verify', () => {
  test('Login Failed falls back to "Invalid OTP code" when the server says nothing', async ({
    page,
  }) => {
    await toCodeStep(page);
    await page.route('**/api/auth/validate', htmlError);
    await page.getByLabel('Verification code').pressSequentially('123456');
    await expect(toast(page, 'Login Failed')).toContainText('Invalid OTP code. Please try again.');
  });

  test('an agent page falls back to "Invalid verification code"', async ({ page }) => {
    await toCodeStep(page, '/youtube');
    await page.route('**/api/auth/validate', htmlError);
    await page.getByLabel('Verification code').pressSequentially('123456');
    await expect(toast(page, /^Error/)).toContainText(
      'Invalid verification code. Please try again.',
    );
  });

  test("Login Failed with the server's message for the contract's 500, the code kept to retry", async ({
    page,
  }) => {
    await toCodeStep(page);
    await page.route('**/api/auth/validate', forced(500));
    const code = page.getByLabel('Verification code');
    await code.pressSequentially('123456');
    await expect(toast(page, 'Login Failed')).toContainText(
      'Internal server error occurred, please try again later.',
    );
    // Not a refusal (a 401 empties the boxes): the same code can be tried again.
    await expect(code).toHaveValue('123456');
  });

  test('the code check sends recaptchaToken ""', async ({ page, request }) => {
    const email = await toCodeStep(page);
    const checked = page.waitForRequest('**/api/auth/validate');
    await page.getByLabel('Verification code').pressSequentially(await latestCode(request, email));
    expect((await checked).postDataJSON()).toMatchObject({ email, recaptchaToken: '' });
    await expect(toast(page, 'Login Successful')).toBeVisible();
  });
});

test.describe('resend', () => {
  test('OTP Resent once the 30 s countdown is over', async ({ page }) => {
    await page.clock.install();
    await toCodeStep(page);
    await expect(page.getByRole('button', { name: 'Resend in 30s' })).toBeDisabled();
    await page.route(
      '**/api/auth/generate',
      jsonAnswer(200, { success: true, message: 'Sent again.' }),
    );
    await waitOutCooldown(page);
    await page.getByRole('button', { name: 'Resend', exact: true }).click();
    await expect(toast(page, 'OTP Resent')).toBeVisible();
  });

  test('a refused resend says so, with and without the server reason', async ({ page }) => {
    await page.clock.install();
    await toCodeStep(page);
    await waitOutCooldown(page);
    await page.route(
      '**/api/auth/generate',
      jsonAnswer(429, {
        success: false,
        message: 'Please wait 12 seconds before requesting a new code.',
      }),
    );
    await page.getByRole('button', { name: 'Resend', exact: true }).click();
    await expect(toast(page, 'Failed to resend OTP. Please try again.')).toContainText(
      'Please wait 12 seconds',
    );
    await page.unroute('**/api/auth/generate');
    await page.route('**/api/auth/generate', htmlError);
    await page.getByRole('button', { name: 'Resend', exact: true }).click();
    await expect(toast(page, 'Failed to resend OTP. Please try again.')).toHaveCount(2);
  });
});

for (const [answer, handler] of [
  ['an HTML error page', htmlError],
  ["the contract's own 500", forced(500)],
] as const) {
  test(`Google failure (${answer}) says "Internal server error occurred" and stays`, async ({
    page,
  }) => {
    await page.route('**/api/auth/oauth/google/loginUrl**', handler);
    await page.goto('/github');
    await hydrated(page);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(
      toast(page, 'Internal server error occurred, please try again later.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/github$/);
  });
}

test.describe('whitelist', () => {
  test('Request Failed when the server answers without success', async ({ page }) => {
    await page.route('**/api/auth/whitelist', jsonAnswer(200, { success: false, message: 'No.' }));
    await page.goto('/email-whitelist');
    await hydrated(page);
    await page.getByLabel(/Email/).fill('failed@example.com');
    await page.getByRole('button', { name: 'Request Whitelist' }).click();
    await expect(toast(page, 'Request Failed')).toContainText('Failed to submit whitelist request');
  });

  test('the response message when the server refuses (already listed there)', async ({
    page,
    browser,
  }) => {
    const email = 'listed@example.com';
    await page.goto('/email-whitelist');
    await hydrated(page);
    await page.getByLabel(/Email/).fill(email);
    await page.getByRole('button', { name: 'Request Whitelist' }).click();
    await expect(toast(page, 'Whitelist Request Sent')).toBeVisible();
    // Another browser has no local copy of the list: the server is the one to refuse.
    const other = await browser.newPage();
    await other.goto('/email-whitelist');
    await hydrated(other);
    await other.getByLabel(/Email/).fill(email);
    await other.getByRole('button', { name: 'Request Whitelist' }).click();
    await expect(toast(other, 'This email is already in the whitelist')).toBeVisible();
    await other.close();
  });

  test('the fallback when the request breaks without a message', async ({ page }) => {
    await page.route('**/api/auth/whitelist', htmlError);
    await page.goto('/email-whitelist');
    await hydrated(page);
    await page.getByLabel(/Email/).fill('broken@example.com');
    await page.getByRole('button', { name: 'Request Whitelist' }).click();
    await expect(toast(page, 'An error occurred while submitting your request.')).toBeVisible();
  });
});

test('the toaster has docs/requirements.md §2 constants', async ({ page }) => {
  await page.clock.install();
  await page.goto('/email-whitelist');
  await hydrated(page);
  await page.getByLabel(/Email/).fill('demo@testbeam.dev');
  await page.getByRole('button', { name: 'Request Whitelist' }).click();
  const item = toast(page, 'Duplicate Email');
  await expect(item).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications alt\+T/ })).toBeAttached();
  const list = page.locator('[data-sonner-toaster]');
  await expect(list).toHaveAttribute('data-x-position', 'right');
  await expect(list).toHaveAttribute('data-y-position', 'bottom');
  const style = await list.getAttribute('style');
  expect(style).toContain('--width: 356px');
  expect(style).toContain('--gap: 14px');
  const box = await item.boundingBox();
  expect(box?.width).toBe(356);
  await page.keyboard.press('Alt+KeyT');
  await expect(list).toBeFocused();
  await page.keyboard.press('Escape');
  await page.mouse.click(10, 10);
  await page.clock.fastForward(4_100);
  await expect(item).toHaveCount(0);
});

test('a form page loads sonner after its islands, untouched; a page without one does not', async ({
  page,
}) => {
  // sonner's own code is the only JavaScript that names its toaster's attribute.
  const marker = 'data-sonner-toaster';
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    );
  const withSonner = async (entries: { url: string; startTime: number }[]) => {
    const found: { url: string; startTime: number }[] = [];
    for (const entry of entries) {
      if ((await (await page.request.get(entry.url)).text()).includes(marker)) found.push(entry);
    }
    return found;
  };
  // When the boot script marks the islands hydrated, on the page's own clock.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
      observer.disconnect();
    });
    // The document itself: <html> is not parsed yet when this runs.
    observer.observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
  });

  await page.goto('/login');
  // Nobody touches the page: the toaster comes by itself, once the form is hydrated.
  await expect(page.getByRole('region', { name: /Notifications alt\+T/ })).toBeAttached();
  const hydratedAt = await page.evaluate(
    () => (window as unknown as { hydratedAt: number }).hydratedAt,
  );
  const sonner = await withSonner(await scripts());
  expect(sonner).toHaveLength(1);
  expect(sonner[0]?.startTime).toBeGreaterThanOrEqual(hydratedAt);

  // A page without a form has nothing scheduled once hydrated (Copy link loads it on its press).
  await page.goto('/about');
  await hydrated(page);
  expect(await withSonner(await scripts())).toEqual([]);
  await expect(page.locator(`[${marker}]`)).toHaveCount(0);
});
