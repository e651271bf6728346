import { expect, test } from './fixtures';

test.describe('legal pages', () => {
  for (const [path, heading, date, count] of [
    ['/terms-of-service', 'Terms of Service', 'Last updated: 8/22/2024', 16],
    ['/privacy-policy', 'Privacy Policy', 'Effective date: 8/22/2024', 10],
  ] as const) {
    test(`${path}: dated, ${count} numbered sections, contents that jump clear of the header`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(date)).toBeVisible();
      const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
      await expect(contents).toHaveCount(count);
      await expect(contents.first()).toHaveText(/^1\. /);
      await expect(contents.last()).toHaveText(new RegExp(`^${count}\\. `));

      // A section in the middle, so the jump really scrolls it to the top of the viewport.
      const link = contents.nth(2);
      const target = (await link.getAttribute('href')) ?? '';
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      const section = page.locator(target);
      await expect(section).toBeInViewport();
      const header = await page.getByRole('banner').boundingBox();
      const box = await section.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    });
  }

  test('the terms are governed by Wyoming law; the privacy policy names the cloud host', async ({
    page,
  }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('main')).toContainText('Wyoming');
    await page.goto('/privacy-policy');
    await expect(page.getByRole('main')).toContainText(/cloud host/i);
  });
});
