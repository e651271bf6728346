import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, hydrated, test } from './fixtures';

// One mock server serves every spec, in parallel: each test here finds its message by its own
// subject, and nothing here resets the mock (that would sign out another worker's test).

const RECAPTCHA_SCRIPT = '/__mock/recaptcha/api.js';

async function openForm(page: Page, path = '/contact') {
  await page.goto(path);
  await hydrated(page);
  return page.getByRole('form', { name: 'Contact form' });
}

async function fillForm(page: Page, subject: string) {
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Category').selectOption({ label: 'Request connector' });
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('We would love to test our Jira workflows with Testbeam.');
}

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });
const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

test('shows the breadcrumb and the five fields, the categories of docs/requirements.md', async ({
  page,
}) => {
  await openForm(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
  ).toHaveText(['Home', 'Contact']);
  await expect(page.getByLabel('Category').locator('option')).toHaveText([
    'Select a category',
    'General support',
    'Whitelist',
    'Feature request',
    'Request connector',
    'Billing',
  ]);
});

test('sends a valid message, loading the bot check only on submit', async ({
  page,
  request,
  consoleErrors,
}) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === RECAPTCHA_SCRIPT) scripts.push(sent.url());
  });
  await openForm(page);
  await fillForm(page, 'e2e: a Jira connector');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);

  await sendButton(page).click();
  await expect(toast(page, 'Message sent successfully!')).toContainText(
    "We'll get back to you within 24 hours.",
  );
  expect(scripts).toHaveLength(1);
  // A confirmation stays on the page after the toast: what was sent and where the reply goes.
  const confirmation = page.getByRole('status').filter({ hasText: 'e2e: a Jira connector' });
  await expect(confirmation.getByRole('heading', { name: 'Message sent' })).toBeFocused();
  await expect(confirmation).toContainText('ada@example.com');
  await toast(page, 'Message sent successfully!')
    .getByRole('button', { name: 'Close toast' })
    .click();
  await expect(toast(page, 'Message sent successfully!')).toBeHidden();
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(page.getByLabel('Name')).toHaveValue('');

  const messages = await (await request.get('/__mock/messages')).json();
  expect(messages).toContainEqual(
    expect.objectContaining({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      category: 'connector',
      subject: 'e2e: a Jira connector',
    }),
  );
  expect(consoleErrors).toEqual([]);
});

test('shows the exact messages under each field and keeps the values', async ({ page }) => {
  const form = await openForm(page);
  await page.getByLabel('Name').fill('A');
  await page.getByLabel('Email').fill('ada@');
  await page.getByLabel('Message').fill('Too short');
  await sendButton(page).click();
  for (const [label, message] of [
    ['Name', 'Name must be at least 2 characters'],
    ['Email', 'Please enter a valid email address'],
    ['Category', 'Please select a category'],
    ['Subject', 'Subject is required'],
    ['Message', 'Message must be at least 10 characters'],
  ]) {
    await expect(form.getByLabel(label as string)).toHaveAccessibleDescription(
      new RegExp(message as string),
    );
  }
  await expect(page.getByLabel('Name')).toHaveValue('A');
  await expect(page.getByLabel('Email')).toHaveValue('ada@');
  await expect(page.getByLabel('Message')).toHaveValue('Too short');
  await expect(page.getByLabel('Name')).toBeFocused();
});

test("shows the failure toast with the server's message when the API fails", async ({ page }) => {
  // The mock's documented scenario header (README): force the contract's 500 for this call.
  await page.route('**/api/auth/contactus', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
  );
  await openForm(page);
  await fillForm(page, 'e2e: a failing send');
  await sendButton(page).click();
  const failure = toast(page, 'Failed to send message');
  await expect(failure).toContainText('Internal server error occurred, please try again later.');
  await expect(failure).toHaveAttribute('data-type', 'error');
  await expect(page.getByLabel('Subject')).toHaveValue('e2e: a failing send');
});

test('shows "reCAPTCHA Error" when the server refuses the bot check (its 403)', async ({
  page,
}) => {
  // The mock's documented 403 for this call, as a backend gives it for a token it will not take.
  await page.route('**/api/auth/contactus', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=403' } }),
  );
  await openForm(page);
  await fillForm(page, 'e2e: a refused bot check');
  await sendButton(page).click();
  await expect(toast(page, 'reCAPTCHA Error')).toContainText('Please try again');
  await expect(page.getByLabel('Subject')).toHaveValue('e2e: a refused bot check');
});

test('shows "reCAPTCHA Error" and sends nothing when the bot check cannot load', async ({
  page,
  request,
}) => {
  await page.route(`**${RECAPTCHA_SCRIPT}*`, (route) => route.abort());
  await openForm(page);
  await fillForm(page, 'e2e: no bot check');
  await sendButton(page).click();
  await expect(toast(page, 'reCAPTCHA Error')).toContainText('Please try again');
  await expect(page.getByLabel('Subject')).toHaveValue('e2e: no bot check');
  await expect(sendButton(page)).toBeEnabled();
  const stored = (await (await request.get('/__mock/messages')).json()) as unknown;
  expect(JSON.stringify(stored)).not.toContain('e2e: no bot check');
});

test('pre-fills category and subject from the Schedule Demo link', async ({ page }) => {
  await openForm(page, '/contact?category=general&subject=Demo%20request');
  await expect(page.getByLabel('Category')).toHaveValue('general');
  await expect(page.getByLabel('Subject')).toHaveValue('Demo request');
});

for (const width of [1280, 375]) {
  test(`has no axe violations at ${width} px, errors shown`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openForm(page);
    await expectNoAxeViolations(page, 'empty form');
    await sendButton(page).click();
    await expect(page.getByText('Subject is required')).toBeVisible();
    await expectNoAxeViolations(page, 'errors shown');
    await fillForm(page, `e2e: axe at ${width}`);
    await sendButton(page).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
    // Measured once the toast has faded in: mid-animation text is part-transparent.
    const shown = page.locator('[data-sonner-toast][data-mounted="true"]').first();
    await expect(shown).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page, 'message sent');
  });
}
