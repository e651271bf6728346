// With JavaScript off, every route still shows its main content and the navigation links: the
// pages are pre-rendered HTML, and the islands' server output is complete. One page walks every
// route (no script runs, so nothing carries over), with soft checks that report every miss.
import { routes } from '../../web/src/config/routes';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test('every route reads without JavaScript: heading, content, navigation and footer', async ({
  page,
}) => {
  for (const route of routes) {
    await page.goto(route.path);
    await expect
      .soft(page.getByRole('heading', { level: 1 }), route.path)
      .toHaveText(route.heading);
    const text = await page.getByRole('main').innerText();
    expect.soft(text.length, `${route.path}: main content`).toBeGreaterThan(200);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Marketplace', 'Blog', 'Contact']) {
      await expect.soft(nav.getByRole('link', { name, exact: true }), route.path).toBeVisible();
    }
    await expect
      .soft(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }), route.path)
      .toBeVisible();
  }
});
