// The product galleries: each thumbnail is a link to its screen's page of the site, so
// without JavaScript (and before the lightbox code runs) a click opens the screen inside the site,
// never the raw image file; with JavaScript, web/src/components/Gallery/gallery.enhance.ts opens it
// in the site's one full-screen viewer (web/src/components/Lightbox) instead. One page load per case.
import { studioPage } from '#web/content/product-pages.ts';
import { findScreenPage, screenPath } from '#web/content/screen-pages.ts';
import { expect, test } from './fixtures';

const items = studioPage.gallery.items;
const title = (index: number) => items[index]?.title ?? '';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a screen of /api-mcp-studio opens its page of the site, with its heading and neighbors', async ({
    page,
  }) => {
    await page.goto('/api-mcp-studio');
    const gallery = page.getByRole('list', { name: studioPage.gallery.title });
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().isNavigationRequest()),
      gallery.getByRole('link', { name: title(1) }).click(),
    ]);
    const path = screenPath('/api-mcp-studio', items[1] ?? { src: '' });
    expect(new URL(page.url()).pathname).toBe(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(1));
    // The screen itself, large, in the site's layout (the picture of the visitor's theme).
    await expect(page.getByRole('img', { name: items[1]?.alt })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const screens = page.getByRole('navigation', { name: 'API MCP Studio screens' });
    await expect(screens.getByRole('link', { name: `Previous: ${title(0)}` })).toHaveAttribute(
      'href',
      findScreenPage('/api-mcp-studio/screens/collections')?.path ?? '',
    );
    await screens.getByRole('link', { name: `Next: ${title(2)}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(2));
    await page
      .getByRole('navigation', { name: 'API MCP Studio screens' })
      .getByRole('link', {
        name: `All ${items.length} screens`,
      })
      .click();
    await expect(page).toHaveURL(/\/api-mcp-studio#gallery$/);
  });
});

test('with JavaScript, a screen opens in the full-screen viewer: previous, next, Escape and close', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/api-mcp-studio');
  const gallery = page.getByRole('list', { name: studioPage.gallery.title });
  await gallery.scrollIntoViewIfNeeded();
  // Plain code, loaded by the boot script on pages with a gallery; links until it runs.
  await expect(page.locator('[data-gallery]')).toHaveAttribute('data-enhanced', 'true');
  const openers = gallery.getByRole('link');
  await expect(openers).toHaveCount(items.length);

  await openers.nth(2).click();
  const dialog = page.getByRole('dialog');
  await expect(page.getByRole('dialog', { name: title(2) })).toBeVisible();
  await expect(page).toHaveURL(/\/api-mcp-studio$/);
  await expect(dialog).toContainText(`3 / ${items.length}`);
  await expect(dialog.getByRole('img', { name: items[2]?.alt }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Next slide' }).click();
  await expect(dialog.getByRole('heading')).toHaveText(title(3));
  await expect(dialog.getByRole('img', { name: items[3]?.alt }).first()).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('heading')).toHaveText(title(2));

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(openers.nth(2)).toBeFocused();

  await openers.nth(0).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close full-screen view' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(openers.nth(0)).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
