import { expect, test } from './fixtures';

test.describe('the not-found page', () => {
  for (const path of [
    '/no-such-page',
    '/blog/no-such-post',
    '/about/extra',
    '/github-enterprise',
  ]) {
    test(`${path} answers 404 with the real not-found page`, async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Page not found | Testbeam');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveAccessibleName('404: Oops! Page not found');
      await expect(heading.getByText('404')).toBeVisible();
      await expect(heading.getByText('Oops! Page not found')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      await expect.poll(() => logged.some((line) => line.includes(path))).toBe(true);
    });
  }

  test('Return to Home goes to the home page', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('404');
  });

  test('unknown API paths answer JSON, not the HTML page', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      message: expect.stringContaining('/api/no-such-endpoint'),
    });
  });
});
