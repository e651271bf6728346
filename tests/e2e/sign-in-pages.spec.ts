// /login, /email-whitelist and a waitlist laid out as product sign-in pages: one
// heading, the form on a phone's first screen straight after it, and on a wide screen the form
// beside a product panel rather than alone at the left of an empty page.
import { type Locator, type Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const pages = [
  { path: '/login', submit: 'Send Verification Code', panel: 'How signing in works' },
  { path: '/email-whitelist', submit: 'Request Whitelist', panel: 'What whitelisting gives you' },
  { path: '/micro-saas/waitlist', submit: 'Join the Waitlist', panel: 'How the waitlist works' },
] as const;

/** Phones at their smallest common first screen (iPhone SE, 1st and 2nd generation). */
const widths = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
};

/** The form's card: the nearest box with a border around the submit button. */
const cardOf = (page: Page, submit: string) =>
  page
    .getByRole('main')
    .locator('[data-form-card]')
    .filter({ has: page.getByRole('button', { name: submit, exact: true }) });

for (const { width, height } of widths) {
  test(`at ${width} px: one heading, the form first on a phone, beside a product panel when wide`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    for (const { path, submit, panel } of pages) {
      await page.goto(path);
      await hydrated(page);
      const main = page.getByRole('main');
      const h1 = main.getByRole('heading', { level: 1 });
      const button = main.getByRole('button', { name: submit, exact: true });
      const card = cardOf(page, submit);
      const note = main.getByText(panel, { exact: true });

      if (path === '/login') {
        // "Sign in to Testbeam" is the page's heading, once: the card has none of its own.
        await expect(page.getByRole('heading', { name: 'Sign in to Testbeam' })).toHaveCount(1);
        await expect(h1).toHaveText('Sign in to Testbeam');
        await expect(card.getByRole('heading')).toHaveCount(0);
      }
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);

      const [h1Box, buttonBox, cardBox, panelBox] = await Promise.all([
        box(h1),
        box(button),
        box(card),
        box(note),
      ]);
      expect(await page.evaluate(() => scrollY), path).toBe(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(width);
      if (width < 768) {
        // The form comes straight after the heading, whole, on the first screen.
        expect(cardBox.y, `${path}: card below the heading`).toBeGreaterThan(h1Box.y);
        expect(
          buttonBox.y + buttonBox.height,
          `${path}: ${submit} on the first screen`,
        ).toBeLessThanOrEqual(height);
        expect(panelBox.y, `${path}: the panel after the form`).toBeGreaterThan(
          cardBox.y + cardBox.height,
        );
      } else {
        // Two columns: the panel fills the right half beside the card, level with it.
        expect(panelBox.x, `${path}: panel right of the card`).toBeGreaterThan(
          cardBox.x + cardBox.width,
        );
        expect(panelBox.y, `${path}: panel level with the card`).toBeLessThan(
          cardBox.y + cardBox.height,
        );
        const panelBoxRight = await note
          .locator('xpath=..')
          .evaluate((el) => el.getBoundingClientRect().right);
        expect(panelBoxRight, `${path}: no empty right half`).toBeGreaterThan(width * 0.8);
        expect(
          buttonBox.y + buttonBox.height,
          `${path}: ${submit} on the first screen`,
        ).toBeLessThanOrEqual(height);
      }
    }
  });
}
