import type { Locator, Page } from '@playwright/test';
import { latestCode } from './auth-helpers';
import { expect, hydrated, test } from './fixtures';
import { focusPlacement } from './focus-placement';

// Sign-in, contact, carousel, FAQ and drawer work without a mouse (the carousel's keys
// are in carousel.spec.ts, the FAQ's in home-products.spec.ts, the Products menu's in
// header.spec.ts), and focus is never hidden under the sticky header.

/** Presses Tab until `target` has focus; fails after `limit` presses rather than looping. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} not reached after ${limit} Tab presses`);
}

test('sign-in from the keyboard: Tab to the email, Enter, type the code, land in the app', async ({
  page,
  request,
}) => {
  const email = 'keys@example.com';
  await page.goto('/login');
  await hydrated(page);
  await tabTo(page, page.getByLabel(/Email/));
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const code = page.getByLabel('Verification code');
  await expect(code).toBeFocused();
  await page.keyboard.type(await latestCode(request, email));
  await page.waitForURL('**/api_mcp_studio/');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});

test('the contact form from the keyboard: every field in order, then Enter on Send', async ({
  page,
  request,
}) => {
  const subject = 'keyboard only';
  await page.goto('/contact');
  await hydrated(page);
  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type('Grace Hopper');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('grace@example.com');
  await page.keyboard.press('Tab');
  const category = page.getByLabel('Category');
  await expect(category).toBeFocused();
  // A focused <select> takes the first letter of an option, as for any keyboard user.
  await page.keyboard.press('B');
  await expect(category).toHaveValue('billing');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Subject')).toBeFocused();
  await page.keyboard.type(subject);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Message')).toBeFocused();
  await page.keyboard.type('Can an invoice carry our purchase order number?');
  await tabTo(page, page.getByRole('button', { name: 'Send message' }), 5);
  await page.keyboard.press('Enter');
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Message sent successfully!' }),
  ).toBeVisible();
  const messages = (await (await request.get('/__mock/messages')).json()) as {
    subject: string;
    category: string;
  }[];
  expect(messages).toContainEqual(expect.objectContaining({ subject, category: 'billing' }));
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the drawer from the keyboard: open, move through it, close with Escape', async ({
    page,
  }) => {
    await page.goto('/about');
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Open navigation' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const blog = drawer.getByRole('link', { name: 'Blog' });
    await tabTo(page, blog, 20);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await tabTo(page, opener, 1);
    await page.keyboard.press('Enter');
    await tabTo(page, drawer.getByRole('link', { name: 'Blog' }), 20);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/blog');
  });
});

for (const [width, path] of [
  [1280, '/'],
  [375, '/'],
  [375, '/blog/api-testing-mcp-automation'],
] as const) {
  test(`focus is never under the sticky header: Tab through ${path} at ${width} px and back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await hydrated(page);
    const count = await page.locator('a[href], button, input, select, textarea, summary').count();
    const seen: string[] = [];
    // Forward, the browser scrolls a focused element up from the bottom edge; backward (Shift+Tab),
    // it scrolls one down to the top edge, where the sticky header is: scroll-padding-top in
    // global.css keeps it clear.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let presses = 0; presses < count + 5; presses += 1) {
        await page.keyboard.press(key);
        const placement = await page.evaluate(focusPlacement);
        if (!placement) continue;
        seen.push(placement.label);
        expect(
          placement.visible,
          `${key}: ${placement.label} is under the header or off screen`,
        ).toBe(true);
      }
    }
    expect(seen.length).toBeGreaterThan(40);
  });
}

test('the skip link: Enter on it, and the next Tab lands in the page, past the header', async ({
  page,
}) => {
  await page.goto('/api-mcp-studio');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => ({
    inMain: document.querySelector('main')?.contains(document.activeElement) ?? false,
    inHeader: document.querySelector('header')?.contains(document.activeElement) ?? false,
  }));
  expect(focused).toEqual({ inMain: true, inHeader: false });
});

test("a tap on the page's text moves no focus (nothing restyles under the finger)", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto('/api-mcp-studio');
  await hydrated(page);
  await page.locator('main p').first().tap();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  await context.close();
});
