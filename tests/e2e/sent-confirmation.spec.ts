// A sent contact message and a sent whitelist request leave a confirmation on
// the page at every width, inside the screen, focused, and still there once the toast has gone.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

test.describe.configure({ mode: 'parallel' });

async function expectConfirmation(page: Page, heading: string, address: string, width: number) {
  const confirmation = page.getByRole('status').filter({ hasText: address });
  const title = confirmation.getByRole('heading', { name: heading });
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  const box = await confirmation.boundingBox();
  if (!box) throw new Error('the confirmation has no box');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  // Dismissing the toast leaves the confirmation where it was.
  await page
    .locator('[data-sonner-toast]')
    .first()
    .getByRole('button', { name: 'Close toast' })
    .click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(title).toBeVisible();
  return confirmation;
}

for (const [width, height] of [
  [320, 568],
  [375, 667],
  [1280, 800],
] as const) {
  test(`at ${width} px a sent whitelist request and a sent message stay confirmed on the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });

    const email = `stays-${width}@example.com`;
    await page.goto('/email-whitelist');
    await hydrated(page);
    await page.getByLabel(/Email/).fill(email);
    await page.getByRole('button', { name: 'Request Whitelist' }).click();
    const whitelist = await expectConfirmation(page, 'Request received', email, width);
    await expect(whitelist).toContainText('pending');

    await page.goto('/contact');
    await hydrated(page);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Category').selectOption('feature');
    await page.getByLabel('Subject').fill(`e2e: stays at ${width}`);
    await page.getByLabel('Message').fill('A confirmation that outlives the toast, please.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const message = await expectConfirmation(page, 'Message sent', email, width);
    await expect(message).toContainText(`e2e: stays at ${width}`);
    await expect(message).toContainText('within 24 hours');
  });
}
