import type { Page } from '@playwright/test';
import { latestCode, paste, sendCodeTo } from './auth-helpers';
import { expect, hydrated, test } from './fixtures';

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

test.describe('sign-in by emailed code', () => {
  test('on /login: send, read the outbox, type the code, land in the app signed in', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = 'login@example.com';
    await page.goto('/login');
    await hydrated(page);
    await sendCodeTo(page, email);
    await expect(toasts(page).filter({ hasText: 'OTP Sent' })).toBeVisible();
    const codeInput = page.getByLabel('Verification code');
    await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
    await expect(codeInput).toHaveAttribute('maxlength', '6');
    await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();

    await codeInput.pressSequentially(await latestCode(request, email));
    await expect(toasts(page).filter({ hasText: 'Login Successful' })).toBeVisible();
    await page.waitForURL('**/api_mcp_studio/');
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  for (const [path, name, key] of [
    ['/github', 'GitHub', 'github'],
    ['/amazon-s3', 'Amazon S3', 's3-api-keys'],
    ['/api-mcp-studio-access', 'API MCP Studio', 'ai-api-studio'],
  ] as const) {
    test(`on ${path}: lands on /connect/discover/${key}/ signed in`, async ({ page, request }) => {
      const email = 'agent@example.com';
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(name);
      await sendCodeTo(page, email);
      await page
        .getByLabel('Verification code')
        .pressSequentially(await latestCode(request, email));
      await page.waitForURL(`**/connect/discover/${key}/`);
      await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    });
  }

  for (const pasted of ['123 456', '123-456']) {
    test(`pasting "${pasted}" fills all six slots`, async ({ page }) => {
      await page.goto('/login');
      await hydrated(page);
      await sendCodeTo(page, 'paste@example.com');
      await page.getByLabel('Verification code').focus();
      // Six digits check themselves at once; a wrong code is then cleared from the boxes, so
      // the check is what shows the paste became "123456".
      const check = page.waitForRequest('**/api/auth/validate');
      await paste(page, '#sign-in-code', pasted);
      expect((await check).postDataJSON()).toMatchObject({ code: '123456' });
    });
  }

  test('a wrong code says Login Failed with the server message; Back to email clears the code', async ({
    page,
  }) => {
    await page.goto('/login');
    await hydrated(page);
    const email = 'wrong@example.com';
    await sendCodeTo(page, email);
    const codeInput = page.getByLabel('Verification code');
    await codeInput.pressSequentially('000000');
    const failed = toasts(page).filter({ hasText: 'Login Failed' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(
      'Invalid or expired code. Check the code or request a new one.',
    );
    await page.getByRole('button', { name: 'Back to email' }).click();
    await expect(page.getByLabel(/Email/)).toHaveValue(email);
    // The same address is in its 30 s resend cooldown: come back with another one.
    await sendCodeTo(page, 'wrong-again@example.com');
    await expect(page.getByLabel('Verification code')).toHaveValue('');
  });

  test('an agent page words a failed check its own way', async ({ page }) => {
    await page.goto('/gmail');
    await hydrated(page);
    await sendCodeTo(page, 'agent-wrong@example.com');
    await page.getByLabel('Verification code').pressSequentially('000000');
    const failed = toasts(page).filter({ hasText: /^Error/ });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(
      'Invalid or expired code. Check the code or request a new one.',
    );
  });

  test('shows the messages docs/requirements.md gives for a bad email and a short code', async ({
    page,
  }) => {
    await page.goto('/login');
    await hydrated(page);
    await sendCodeTo(page, 'not-an-email');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await sendCodeTo(page, 'short@example.com');
    await page.getByLabel('Verification code').pressSequentially('123');
    await page.getByRole('button', { name: 'Verify & Sign In' }).click();
    await expect(page.getByText('OTP must be 6 digits')).toBeVisible();
  });
});

test.describe('sign-in with Google (the mock stand-in)', () => {
  test('redirects to the account picker and lands in the app signed in', async ({ page }) => {
    await page.goto('/login');
    await hydrated(page);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL('**/__mock/oauth/google**');
    await page
      .getByRole('link')
      .or(page.getByRole('button'))
      .filter({ hasText: '@' })
      .first()
      .click();
    await page.waitForURL('**/api_mcp_studio/');
    await expect(page.getByText(/Signed in as .+@/)).toBeVisible();
  });
});
