import { agents } from '../../web/src/content/agents';
import { latestCode, uniqueEmail } from './auth-helpers';
import { expect, hydrated, test } from './fixtures';

test.describe('marketplace', () => {
  test('lists the 18 agents, each linking to its page', async ({ page }) => {
    await page.goto('/ai-agents');
    const list = page.getByRole('list', { name: 'Connector agents' });
    await expect(list.getByRole('listitem')).toHaveCount(18);
    for (const agent of agents) {
      await expect(list.getByRole('link', { name: agent.name, exact: true })).toHaveAttribute(
        'href',
        `/${agent.slug}`,
      );
    }
    await expect(page.getByRole('link', { name: 'Request email whitelisting' })).toHaveAttribute(
      'href',
      '/email-whitelist',
    );
  });

  test('filters by category, keeps it in the URL and across a reload', async ({ page }) => {
    await page.goto('/ai-agents');
    await hydrated(page);
    await page.getByLabel('Category').selectOption('Google');
    await expect(page).toHaveURL('/ai-agents?category=Google');
    const visible = page.getByRole('list', { name: 'Connector agents' }).locator('li:visible');
    await expect(visible).toHaveCount(12);
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Category')).toHaveValue('Google');
    await expect(visible).toHaveCount(12);
    await page.getByLabel('Category').selectOption('All');
    await expect(page).toHaveURL('/ai-agents');
    await expect(visible).toHaveCount(18);
  });

  test('says so when a category has no agents', async ({ page }) => {
    await page.goto('/ai-agents?category=Blockchain');
    await hydrated(page);
    await expect(page.getByText('No agents found in the "Blockchain" category.')).toBeVisible();
  });
});

test.describe('whitelist request', () => {
  test('sends a lower-cased request, confirms it on the page, and refuses a duplicate', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('WhiteList').replace('whitelist', 'WhiteList');
    await page.goto('/email-whitelist');
    await hydrated(page);
    const field = page.getByLabel(/Email/);
    await field.fill(email);
    await field.press('Enter');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Whitelist Request Sent' }),
    ).toBeVisible();
    // The confirmation stays on the page, with the address, after the toast has gone.
    const confirmation = page.getByRole('status').filter({ hasText: email.toLowerCase() });
    await expect(confirmation.getByRole('heading', { name: 'Request received' })).toBeFocused();
    const stored = (await (await request.get('/__mock/whitelist')).json()) as { email: string }[];
    expect(stored.map((entry) => entry.email)).toContain(email.toLowerCase());

    await confirmation.getByRole('button', { name: 'Request another address' }).click();
    await expect(field).toHaveValue('');
    await field.fill(email.toUpperCase());
    await field.press('Enter');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Duplicate Email' }),
    ).toBeVisible();
  });

  test('shows the SPEC messages for an empty and a malformed email', async ({ page }) => {
    await page.goto('/email-whitelist');
    await hydrated(page);
    await page.getByRole('button', { name: 'Request Whitelist' }).click();
    await expect(page.getByText('Please enter an email address')).toBeVisible();
    await page.getByLabel(/Email/).fill('someone@nowhere');
    await page.getByRole('button', { name: 'Request Whitelist' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });
});

test('signing in raises at most three toasts at once', async ({ page, request }) => {
  const email = uniqueEmail('toasts');
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel(/Email/).fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  // Sonner pauses its 4 s timers while the pointer is over the toasts: on a slow machine the
  // early toasts must not expire before the later ones arrive.
  await page.locator('[data-sonner-toast]').first().hover();
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.getByLabel('Verification code').fill('');
    await page.getByLabel('Verification code').pressSequentially('00000' + attempt);
    await expect(page.getByRole('button', { name: 'Verify & Sign In' })).toBeEnabled();
  }
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
  expect(await latestCode(request, email)).toMatch(/^\d{6}$/);
});
