// With JavaScript off, every route still shows its main content and the navigation links: the
// pages are pre-rendered HTML, and the islands' server output is complete.
import { routes } from '../../web/src/config/routes';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

for (const route of routes) {
  test(`${route.path} reads without JavaScript`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    const main = page.getByRole('main');
    expect((await main.innerText()).length, 'main content').toBeGreaterThan(200);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Marketplace', 'Blog', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
    ).toBeVisible();
  });
}
