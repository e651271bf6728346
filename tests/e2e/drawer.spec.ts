import { expect, hydrated, test } from './fixtures';

test.use({ viewport: { width: 375, height: 812 } });

test.describe('header at 375 px', () => {
  test('hides the bar links and opens a 300 px drawer', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const opener = page.getByRole('button', { name: 'Open navigation' });
    // The popovertarget button reports the state itself; aria-expanded there is invalid HTML.
    await expect(opener).not.toHaveAttribute('aria-expanded');
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((element) => element.matches(':popover-open'))).toBe(true);
    await expect(opener).not.toHaveAttribute('aria-expanded');
    const panel = await drawer.boundingBox();
    expect(panel?.width).toBe(300);
    const nav = drawer.getByRole('navigation', { name: 'Mobile' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    // Keyboard focus on the drawer's close button names it at once, above the drawer.
    const close = drawer.getByRole('button', { name: 'Close navigation' });
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const tip = page.locator('.tb-tooltip');
    await expect(tip).toHaveText('Close navigation');
    const box = await tip.boundingBox();
    if (!box) throw new Error('the tooltip has no box');
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.className ?? '',
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toContain('tb-tooltip');
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });

  test('collapses and expands the Products section', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    const toggle = nav.locator('summary', { hasText: 'Products' });
    await expect(nav.getByRole('link', { name: 'AI Notebook' })).toBeHidden();
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'AI Notebook' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Micro SaaS/ })).toHaveAccessibleName(
      'Micro SaaS, Coming Soon',
    );
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'AI Notebook' })).toBeHidden();
  });

  test('closes when a link is tapped, and the link navigates', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    await nav.locator('summary', { hasText: 'Products' }).click();
    await nav.getByRole('link', { name: 'Scheduler' }).click();
    await expect(page).toHaveURL('/scheduler');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scheduler');
  });

  test('closes with its close button and with Escape', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await drawer.getByRole('button', { name: 'Close navigation' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('opens without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Blog' }),
    ).toBeVisible();
    await context.close();
  });

  test('marks the active section inside the drawer', async ({ page }) => {
    await page.goto('/blog');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const active = page.getByRole('navigation', { name: 'Mobile' }).locator('[data-active]');
    await expect(active).toHaveText('Blog');
  });
});
