import { sendCodeTo } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, hydrated, test } from './fixtures';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const colorScheme of ['light', 'dark'] as const) {
      test(`sign-in with errors shown, on the code step and with a toast, ${colorScheme}`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto('/login');
        await hydrated(page);
        await sendCodeTo(page, 'not-an-email');
        await expectNoAxeViolations(page, `email error, ${colorScheme}`);
        await sendCodeTo(page, 'a11y@example.com');
        // Measured once it has faded in: mid-animation text is part-transparent.
        const toast = page.locator('[data-sonner-toast][data-mounted="true"]').first();
        await expect(toast).toHaveCSS('opacity', '1');
        await expectNoAxeViolations(page, `code step with toast, ${colorScheme}`);
        await page.getByRole('button', { name: 'Verify & Sign In' }).click();
        await page.getByText('OTP must be 6 digits').waitFor();
        await expectNoAxeViolations(page, `code error, ${colorScheme}`);
      });
    }
  });
}
