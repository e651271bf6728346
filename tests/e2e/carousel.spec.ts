// The home page's screenshot carousel: Previous and Next, thumbnails, keys, the full-screen viewer
// it opens (web/src/components/Lightbox), swipes, and its code loading only where it is needed.
import type { Locator, Page } from '@playwright/test';
import { screens } from '#web/content/screens.ts';
import { expect, hydrated, test } from './fixtures';

const total = screens.length;

/** The home page's carousel, scrolled into view, its code ready (no longer pending). */
async function tourCarousel(page: Page): Promise<Locator> {
  await page.goto('/');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Product screenshots' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).not.toHaveAttribute('data-pending');
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
    await expect(carousel.getByRole('heading', { name: screens[1]?.title })).toBeInViewport();
    expect(consoleErrors).toEqual([]);
  });

  test('jumps to a slide from its thumbnail, the one set of jump controls', async ({ page }) => {
    const carousel = await tourCarousel(page);
    const fifth = carousel.getByRole('button', { name: `Slide 5: ${screens[4]?.title}` });
    await fifth.click();
    await expect(counter(carousel)).toHaveText(`5 / ${total}`);
    await expect(carousel.getByRole('status')).toHaveText(
      `Slide 5 of ${total}: ${screens[4]?.title}`,
    );
    await expect(fifth).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByTestId('carousel-dot')).toHaveCount(0);
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

    // From the image too: focus follows to the image of the new slide.
    await carousel.getByRole('button', { name: 'View slide 1 full screen' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter(carousel)).toHaveText(`2 / ${total}`);
    await expect(carousel.getByRole('button', { name: 'View slide 2 full screen' })).toBeFocused();
  });

  for (const { width, height, maxHeight } of [
    { width: 1280, height: 800, maxHeight: 720 },
    { width: 375, height: 812, maxHeight: 812 },
  ]) {
    test(`at ${width}×${height} image, arrows, counter and thumbnails fit on one screen, no thumbnail cut off`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const carousel = await tourCarousel(page);
      const box = await carousel.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(maxHeight);
      expect(box?.width).toBeLessThanOrEqual(width);

      const strip = carousel.getByRole('group', { name: 'Choose a slide' });
      const within = async (thumbnail: Locator) => {
        const [outer, inner] = [await strip.boundingBox(), await thumbnail.boundingBox()];
        return Boolean(
          outer && inner && inner.x >= outer.x && inner.x + inner.width <= outer.x + outer.width,
        );
      };
      const thumbnails = strip.getByRole('button');
      if (width >= 1280) {
        for (const thumbnail of await thumbnails.all()) expect(await within(thumbnail)).toBe(true);
      }
      // Wherever the strip scrolls, the current thumbnail is brought wholly into view, and only
      // the strip moves, never the page.
      await carousel.getByRole('button', { name: 'Next slide' }).focus();
      const pageY = await page.evaluate(() => window.scrollY);
      for (const key of ['End', 'Home', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']) {
        await page.keyboard.press(key);
        await expect.poll(() => within(strip.locator('[aria-current="true"]'))).toBe(true);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(pageY);
    });
  }

  test('opens the slide full screen, pages through it and closes back to the image', async ({
    page,
    consoleErrors,
  }) => {
    const carousel = await tourCarousel(page);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await carousel.getByRole('button', { name: 'View slide 2 full screen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(screens[1]?.title ?? '');
    await expect(counter(dialog)).toHaveText(`2 / ${total}`);
    await dialog.getByRole('button', { name: 'Next slide' }).click();
    await expect(dialog).toHaveAccessibleName(screens[2]?.title ?? '');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(dialog)).toHaveText(`${total} / ${total}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(counter(carousel)).toHaveText(`${total} / ${total}`);
    await expect(
      carousel.getByRole('button', { name: `View slide ${total} full screen` }),
    ).toBeFocused();

    await carousel.getByRole('button', { name: `View slide ${total} full screen` }).click();
    await dialog.getByRole('button', { name: 'Close full-screen view' }).click();
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('on a phone the viewer shows the screen readably large, to pan, in the current theme', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const carousel = await tourCarousel(page);
    await carousel.getByRole('button', { name: 'View slide 1 full screen' }).click();
    const dialog = page.getByRole('dialog', { name: screens[0]?.title });
    const shown = dialog.getByRole('img', { name: screens[0]?.alt });
    await expect(shown).toHaveAttribute('src', screens[0]?.srcDark ?? '');
    // At least three quarters of the screen's own size, so its text is legible...
    const box = await shown.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual((screens[0]?.width ?? 0) * 0.75);
    expect(box?.height).toBeLessThanOrEqual(812);
    // ...and the part beyond the phone's width is reached by panning its pane.
    const pane = dialog.getByRole('group', { name: `Slide 1 of ${total}` });
    expect(await pane.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Next slide' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Close full-screen view' })).toBeInViewport();
  });

  test('follows a swipe: the slide the track comes to rest on is the current one', async ({
    page,
  }) => {
    const carousel = await tourCarousel(page);
    const track = page.locator('#tour-carousel-slides');
    // A sideways wheel (a trackpad swipe) of two slides over the track; scroll-snap settles it.
    const box = await track.boundingBox();
    const slideWidth = await track.evaluate(
      (element) => (element.children[1] as HTMLElement).offsetLeft,
    );
    await page.mouse.move((box?.x ?? 0) + 40, (box?.y ?? 0) + 40);
    await page.mouse.wheel(slideWidth * 2, 0);
    await expect(counter(carousel)).toHaveText(`3 / ${total}`);
    await expect(carousel.getByRole('status')).toHaveText(
      `Slide 3 of ${total}: ${screens[2]?.title}`,
    );
    await expect(
      carousel.getByRole('button', { name: `Slide 3: ${screens[2]?.title}` }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test('without scrollend (Safari before 26.2), a second wheel landing after the first settled is followed', async ({
    page,
  }) => {
    // What WebKitGTK 2.50 and older Safari lack; the carousel then waits 120 ms without a scroll.
    await page.addInitScript(() => {
      for (const owner of [window, Window.prototype, Document.prototype, HTMLElement.prototype]) {
        delete (owner as { onscrollend?: unknown }).onscrollend;
      }
    });
    const carousel = await tourCarousel(page);
    expect(await page.evaluate(() => 'onscrollend' in window)).toBe(false);
    const track = page.locator('#tour-carousel-slides');
    const box = await track.boundingBox();
    const slideWidth = await track.evaluate(
      (element) => (element.children[1] as HTMLElement).offsetLeft,
    );
    // Headless Chromium scrolls a wheel at once; WebKit lands the second wheel's scroll later,
    // after the first has settled. The page plays WebKit: it holds that scroll back 200 ms.
    await track.evaluate((element, left) => {
      let wheels = 0;
      element.addEventListener(
        'wheel',
        (event) => {
          if (++wheels !== 2) return;
          event.preventDefault();
          setTimeout(() => element.scrollBy({ left, behavior: 'instant' }), 200);
        },
        { passive: false },
      );
    }, slideWidth);
    await page.mouse.move((box?.x ?? 0) + 40, (box?.y ?? 0) + 40);
    await page.mouse.wheel(slideWidth, 0);
    await page.waitForTimeout(40);
    await page.mouse.wheel(slideWidth, 0);

    const slides = carousel.getByRole('group', { name: new RegExp(`of ${total}$`) });
    await expect(slides.nth(2)).not.toHaveAttribute('inert');
    await expect(counter(carousel)).toHaveText(`3 / ${total}`);
    await expect(
      carousel.getByRole('button', { name: `Slide 3: ${screens[2]?.title}` }),
    ).toHaveAttribute('aria-current', 'true');
    // The counter follows the track itself: the slide it rests on, the only one not inert.
    const resting = await track.evaluate((element) =>
      [...element.children].findIndex(
        (slide) => Math.abs((slide as HTMLElement).offsetLeft - element.scrollLeft) < 2,
      ),
    );
    expect(resting).toBe(2);
    await expect(carousel.locator('[aria-roledescription="slide"]:not([inert])')).toHaveCount(1);
    await carousel.getByRole('button', { name: 'View slide 3 full screen' }).click();
    await expect(page.getByRole('dialog', { name: screens[2]?.title })).toBeVisible();
  });

  test('its code, without React, loads on a page with a carousel and on no other', async ({
    page,
  }) => {
    const scripts = (path: string) => {
      const bodies: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) bodies.push(response.text());
      });
      return async () => {
        await page.goto(path);
        await hydrated(page);
        await page.mouse.wheel(0, 20_000);
        await page.waitForLoadState('networkidle');
        page.removeAllListeners('response');
        return Promise.all(bodies);
      };
    };
    const isCarousel = (code: string) => code.includes('data-thumbnails');
    const home = await scripts('/')();
    expect(home.filter(isCarousel)).toHaveLength(1);
    // No React (its error links name react.dev) among what the home page fetches, scrolled to the end.
    expect(home.filter((code) => code.includes('react.dev/errors'))).toEqual([]);
    expect((await scripts('/about')()).filter(isCarousel)).toEqual([]);
  });
});
