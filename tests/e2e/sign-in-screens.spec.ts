import type { Locator, Page } from '@playwright/test';
import { latestCode, sendCodeTo } from './auth-helpers';
import { expect, hydrated, test } from './fixtures';

// The code step on every screen: one page load per width checks the layout of both steps,
// a wrong code's handling and where toasts land. Heights are a small phone's (iPhone SE 1st and
// 2nd generation), where a toast at the bottom used to cover "Verify & Sign In".

type Box = { x: number; y: number; width: number; height: number };

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const show = (box: Box | null) =>
  box ? `x ${box.x.toFixed(1)}–${(box.x + box.width).toFixed(1)}` : 'none';

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** A button whose label is cut off is wider inside than its own box. */
const isClipped = (button: Locator) =>
  button.evaluate((element) => element.scrollWidth > element.clientWidth + 1);

/** Once every toast has slid in, none overlaps the button. */
async function expectToastsClearOf(page: Page, button: Locator) {
  const toasts = page.locator('[data-sonner-toast][data-mounted="true"]');
  await expect(toasts.first()).toBeVisible();
  await expect(toasts.first()).toHaveCSS('opacity', '1');
  await expect(toasts.first()).not.toHaveAttribute('data-swiping', 'true');
  // sonner animates the transform; measured when it stops moving.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
      (toast) => toast.getAnimations().length === 0,
    ),
  );
  const target = await boxOf(button);
  for (const toast of await toasts.all()) {
    // One may have timed out (4 s) since the list was read.
    const box = await toast.boundingBox();
    if (!box) continue;
    expect(
      overlap(box, target),
      `toast at y ${box.y}–${box.y + box.height} covers the button`,
    ).toBe(false);
  }
}

for (const viewport of [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: both steps fit the card, a wrong code uses one try, toasts keep clear`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    let checks = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/auth/validate')) checks += 1;
    });
    await page.goto('/login');
    await hydrated(page);
    const card = page.locator('form').first().locator('xpath=ancestor::*[@data-form-card]');
    const emailStep = await boxOf(card);
    const send = page.getByRole('button', { name: 'Send Verification Code' });
    const google = page.getByRole('button', { name: 'Continue with Google' });
    for (const button of [google, send]) {
      expect(await isClipped(button), `${await button.textContent()} is clipped`).toBe(false);
      expect(inside(await boxOf(button), await boxOf(card))).toBe(true);
    }
    // Google on top, as wide as Send below it (each in a form of its own).
    const [googleBox, sendBox] = [await boxOf(google), await boxOf(send)];
    expect(googleBox.y).toBeLessThan(sendBox.y);
    expect(googleBox.width).toBeCloseTo(sendBox.width, 0);

    // A refused send: its toast keeps clear of the button that sent it.
    await page.route('**/api/auth/generate', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: 'down' }),
    );
    await sendCodeTo(page, 'screens@example.com');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to send OTP' }),
    ).toBeVisible();
    await expectToastsClearOf(page, send);
    await page.unroute('**/api/auth/generate');

    const email = 'screens@example.com';
    await sendCodeTo(page, email);
    const codeInput = page.getByLabel('Verification code');
    await expect(codeInput).toBeFocused();
    const verify = page.getByRole('button', { name: 'Verify & Sign In' });
    await expect(verify).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    // The code step keeps the card's width: nothing in it (boxes, a long address) widens it.
    const codeStep = await boxOf(card);
    expect(show(codeStep)).toBe(show(emailStep));
    expect(
      inside(codeStep, { x: 0, y: codeStep.y, width: viewport.width, height: codeStep.height }),
    ).toBe(true);
    const form = await boxOf(codeInput.locator('xpath=ancestor::form'));
    expect(inside(form, codeStep)).toBe(true);
    const slots = codeInput.locator('xpath=ancestor::*[@data-input-otp-container]/div[1]/div');
    await expect(slots).toHaveCount(6);
    for (const slot of await slots.all()) {
      const box = await boxOf(slot);
      expect(inside(box, form), `slot ${show(box)} outside the form ${show(form)}`).toBe(true);
    }

    const code = await latestCode(request, email);
    const wrong = code === '000000' ? '111111' : '000000';
    await codeInput.pressSequentially(wrong);
    const failed = page.locator('[data-sonner-toast]').filter({ hasText: 'Login Failed' });
    await expect(failed).toContainText(
      'Invalid or expired code. Check the code or request a new one.',
    );
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid or expired code. Check the code or request a new one.',
    );
    await expect(codeInput).toHaveAttribute('aria-invalid', 'true');
    await expect(codeInput).toHaveValue('');
    await expect(codeInput).toBeFocused();
    await expect(verify).toBeDisabled();
    await expectToastsClearOf(page, verify);

    // Enter submits the form: nothing is sent for the refused (and cleared) code.
    await codeInput.press('Enter');
    await codeInput.pressSequentially(wrong);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(codeInput).toHaveValue('');
    expect(checks).toBe(1);

    await codeInput.pressSequentially(code);
    await page.waitForURL('**/api_mcp_studio/');
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    expect(checks).toBe(2);
  });
}

// An agent page places the card lower than /login does: the code step still opens clear of the
// toasts, whichever way the page around it is laid out.
for (const viewport of [
  { width: 320, height: 568 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px on /github: "OTP Sent" keeps clear of Verify & Sign In`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/github');
    await hydrated(page);
    await sendCodeTo(page, 'screens-agent@example.com');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'OTP Sent' })).toBeVisible();
    const verify = page.getByRole('button', { name: 'Verify & Sign In' });
    await expect(verify).toBeInViewport({ ratio: 1 });
    await expectToastsClearOf(page, verify);
  });
}
