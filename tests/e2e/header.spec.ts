import { products } from '#web/content/products.ts';
import { expect, hydrated, test } from './fixtures';

test.describe('header at 1280 px', () => {
  test('shows the brand, the links and both sign-in buttons', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Testbeam' })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator(':scope > a')).toHaveText(['Home', 'Marketplace', 'Blog', 'Contact']);
    await expect(nav.getByText('Products')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(header.getByRole('button', { name: 'Open navigation' })).toBeHidden();
  });

  test('stays on screen when the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 320 });
    await page.goto('/about');
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('Products lists the 7 product pages, Coming Soon on the last two', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.locator('details');
    await expect(menu.getByRole('link').first()).toBeHidden();
    await nav.getByText('Products').click();
    const items = menu.getByRole('link');
    await expect(items).toHaveCount(7);
    for (const [index, product] of products.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(product.name);
      await expect(item).toHaveAttribute('href', product.path);
      await expect(item.getByText('Coming Soon')).toHaveCount(product.comingSoon ? 1 : 0);
      await expect(item).toHaveAccessibleName(
        product.comingSoon ? `${product.name}, Coming Soon` : product.name,
      );
    }
    await items.filter({ hasText: 'Scheduler' }).click();
    await expect(page).toHaveURL('/scheduler');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scheduler');
  });

  test('the Products menu closes on Escape and on a click elsewhere', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const firstProduct = nav.locator('details').getByRole('link').first();
    await nav.getByText('Products').click();
    await expect(firstProduct).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(firstProduct).toBeHidden();
    await nav.getByText('Products').click();
    await expect(firstProduct).toBeVisible();
    await page.mouse.click(1200, 700);
    await expect(firstProduct).toBeHidden();
  });

  test('the Products menu works from the keyboard', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const summary = page.getByRole('navigation', { name: 'Main' }).locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('API MCP Studio');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/api-mcp-studio');
  });

  test('a resting pointer opens Products, a passing one does not, and it closes after leaving', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.locator('details');
    const summary = menu.locator('summary');
    const box = await summary.boundingBox();
    if (!box) throw new Error('Products has no box');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // Sweeping across without resting: closed.
    await page.mouse.move(centre.x - 200, centre.y);
    await page.mouse.move(centre.x + 200, centre.y, { steps: 4 });
    await page.waitForTimeout(400);
    await expect(menu).not.toHaveAttribute('open');
    // Resting on it opens it; leaving and coming back within the grace keeps it; leaving closes it.
    await page.mouse.move(centre.x, centre.y);
    await expect(menu).toHaveAttribute('open', '');
    await page.mouse.move(centre.x, centre.y + 400);
    await page.mouse.move(centre.x, centre.y);
    await expect(menu).toHaveAttribute('open', '');
    await page.mouse.move(centre.x, centre.y + 400);
    await expect(menu).not.toHaveAttribute('open');
    // A click on a menu the pointer opened keeps it open (it pins it until a click elsewhere).
    await page.mouse.move(centre.x, centre.y);
    await expect(menu).toHaveAttribute('open', '');
    await page.mouse.click(centre.x, centre.y);
    await page.mouse.move(centre.x, centre.y + 400);
    await page.waitForTimeout(400);
    await expect(menu).toHaveAttribute('open', '');
    await page.mouse.click(centre.x, centre.y + 400);
    await expect(menu).not.toHaveAttribute('open');
    // Type-ahead from the keyboard once it is open.
    await summary.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('sc');
    await expect(page.locator(':focus')).toHaveText('Scheduler');
  });

  test('icon-only controls name themselves in a tooltip after a rest', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const toggle = page
      .getByRole('banner')
      .getByRole('button', { name: 'Toggle light and dark theme' });
    await toggle.hover();
    const tip = page.locator('.tb-tooltip');
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText('Toggle light and dark theme');
    const [tipBox, toggleBox] = [await tip.boundingBox(), await toggle.boundingBox()];
    if (!tipBox || !toggleBox) throw new Error('the tooltip or the toggle has no box');
    expect(tipBox.y).toBeGreaterThanOrEqual(toggleBox.y + toggleBox.height);
    expect(tipBox.x + tipBox.width).toBeLessThanOrEqual(1280);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });

  const activeCases = [
    ['/', 'Home'],
    ['/ai-agents', 'Marketplace'],
    ['/blog', 'Blog'],
    ['/blog/api-testing-mcp-automation', 'Blog'],
    ['/contact', 'Contact'],
    ['/scheduler', 'Products'],
    ['/micro-saas', 'Products'],
  ] as const;
  for (const [path, label] of activeCases) {
    test(`highlights ${label} on ${path}`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const active = nav.locator('[data-active]');
      await expect(active).toHaveCount(1);
      await expect(active).toHaveText(label);
    });
  }

  test('highlights nothing on a page outside the sections', async ({ page }) => {
    await page.goto('/about');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).locator('[data-active]'),
    ).toHaveCount(0);
  });

  test('switches between light and dark and remembers the choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await hydrated(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Toggle light and dark theme' })
      .click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('follows the system theme before any script of the app runs', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('shows a placeholder image when the logo fails to load', async ({ page }) => {
    await page.route('**/logo.svg', (route) => route.abort());
    await page.goto('/');
    await hydrated(page);
    const logo = page.getByRole('banner').getByTestId('site-logo');
    await expect(logo).toHaveAttribute('src', '/logo-placeholder.svg');
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test.describe('footer', () => {
  test('has the product, company, support and social links and the 2024 line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const product = footer.getByRole('navigation', { name: 'Product' });
    await expect(product.getByRole('link')).toHaveText(products.map((p) => p.name));
    const company = footer.getByRole('navigation', { name: 'Company' });
    await expect(company.getByRole('link')).toHaveText(['About', 'Blog', 'Contact']);
    const support = footer.getByRole('navigation', { name: 'Support' });
    await expect(support.getByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      'mailto:support@testbeam.dev',
    );
    await expect(support.getByRole('link', { name: 'Community chat' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(support.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(support.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    const social = footer.getByRole('list', { name: 'Social links' }).getByRole('link');
    await expect(social).toHaveCount(5);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer).toContainText('© 2024 Testbeam');
  });
});
