import type { Locator, Page } from '@playwright/test';
import { homeFaq, microSaasFaq, studioFaq } from '../../web/src/content/faq';
import { studioPage } from '../../web/src/content/product-pages';
import { screens } from '../../web/src/content/screens';
import { expect, hydrated, test } from './fixtures';

const total = screens.length;

/** The home page's carousel, scrolled into view and hydrated (it is a deferred island). */
async function tourCarousel(page: Page): Promise<Locator> {
  await page.goto('/');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Product screenshots' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-ready', 'true');
  return carousel;
}

/** The visible "n / total" counter. */
const counter = (carousel: Locator) => carousel.getByText(/^\d+ \/ \d+$/);

test.describe('home: the screenshot carousel', () => {
  test(`shows slide 1 of ${total} and wraps both ways with Previous and Next`, async ({
    page,
    consoleErrors,
  }) => {
    const carousel = await tourCarousel(page);
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(counter(carousel)).toHaveText(`1 / ${total}`);
    await expect(carousel.getByRole('heading', { name: screens[0]?.title })).toBeVisible();

    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(counter(carousel)).toHaveText(`${total} / ${total}`);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(counter(carousel)).toHaveText(`1 / ${total}`);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(counter(carousel)).toHaveText(`2 / ${total}`);
    expect(consoleErrors).toEqual([]);
  });

  test('jumps to a slide from its thumbnail and from its dot', async ({ page }) => {
    const carousel = await tourCarousel(page);
    const fifth = carousel.getByRole('button', { name: `Slide 5: ${screens[4]?.title}` });
    await fifth.click();
    await expect(counter(carousel)).toHaveText(`5 / ${total}`);
    await expect(carousel.locator('[role="status"]')).toHaveText(`Slide 5 of ${total}`);
    await expect(fifth).toHaveAttribute('aria-current', 'true');

    await carousel.getByTestId('carousel-dot').nth(8).click();
    await expect(counter(carousel)).toHaveText(`9 / ${total}`);
  });

  test('moves with the arrow keys, Home and End from the keyboard', async ({ page }) => {
    const carousel = await tourCarousel(page);
    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter(carousel)).toHaveText(`2 / ${total}`);
    await page.keyboard.press('End');
    await expect(counter(carousel)).toHaveText(`${total} / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter(carousel)).toHaveText(`1 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter(carousel)).toHaveText(`${total} / ${total}`);
    await page.keyboard.press('Home');
    await expect(counter(carousel)).toHaveText(`1 / ${total}`);
  });
});

test('home: the demo video has controls and a poster, and does not play by itself', async ({
  page,
}) => {
  await page.goto('/');
  const video = page.locator('#demo video');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('poster', /\.webp$/);
  await expect(video).not.toHaveAttribute('autoplay');
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
});

for (const [path, items] of [
  ['/', homeFaq],
  ['/micro-saas', microSaasFaq],
  ['/api-mcp-studio', studioFaq],
] as const) {
  test(`${path}: the FAQ keeps one item open at a time and collapses it again`, async ({
    page,
  }) => {
    await page.goto(path);
    const faq = page.locator('main details[name]');
    const questions = faq.locator('summary');
    await expect(questions).toHaveCount(items.length);
    const first = faq.nth(0);
    const second = faq.nth(1);

    await questions.nth(0).click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByText(items[0]?.answer ?? '')).toBeVisible();
    await questions.nth(1).click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');
    await questions.nth(1).click();
    await expect(second).not.toHaveAttribute('open');
    await expect(page.locator('main details[name][open]')).toHaveCount(0);

    // From the keyboard too.
    await questions.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(faq.nth(2)).toHaveAttribute('open', '');
  });
}

test.describe('/api-mcp-studio gallery', () => {
  test(`opens each of the ${studioPage.gallery.items.length} screenshots larger and closes with Escape`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/api-mcp-studio');
    await hydrated(page);
    const gallery = page.getByRole('list', { name: studioPage.gallery.title });
    // A deferred island: it hydrates as it nears the viewport.
    await gallery.scrollIntoViewIfNeeded();
    const openers = gallery.getByRole('button');
    await expect(openers).toHaveCount(10);

    await openers.nth(2).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(studioPage.gallery.items[2]?.title ?? '');
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByRole('heading')).toHaveText(studioPage.gallery.items[3]?.title ?? '');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(openers.nth(3)).toBeFocused();

    await openers.nth(0).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close image' }).click();
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});

test('/about: breadcrumb, four values, three expertise cards, four stats and both actions', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
    'href',
    '/login',
  );
  await page.getByRole('link', { name: 'Schedule Demo' }).click();
  await expect(page).toHaveURL(/\/contact\?category=general&subject=Demo%20request$/);
  await expect(page.getByLabel('Subject')).toHaveValue('Demo request');
});

for (const path of ['/agentic-workflow', '/micro-saas']) {
  test(`${path} says Coming Soon and Join the Waitlist leads to the whitelist request`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByText('Coming Soon', { exact: true }).first()).toBeVisible();
    const join = main.getByRole('link', { name: 'Join the Waitlist' }).first();
    await join.click();
    await expect(page).toHaveURL(/\/email-whitelist$/);
  });
}
