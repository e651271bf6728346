// What a first visit fetches and draws, and when. The page's last bands (the closing band and
// the footer) and the blog's cards are not drawn until they come near (`content-visibility:
// auto`, CSS alone), so a card's picture is not fetched with the page; a jump into the page lands
// on its target; a demo video's poster and player wait for the first paint (the loader's mark
// on <html>), its frame holding their box, and on a phone the player is drawn only as its frame
// comes near; the site's icon travels inside each page. Drawing a band late moves nothing on
// screen, scrolling down or back up. At Lighthouse's phone size.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { svgDataUrl } from '../../scripts/build/inline-favicon';
import { clientDir } from '../../scripts/tooling/paths';
import { PAINTED_ATTRIBUTE } from '#web/client/loader/attributes.ts';
import { studioPage } from '#web/content/product-pages.ts';
import { demoVideo } from '#web/content/videos.ts';
import { expect, test } from './fixtures';
import { jumpOffset } from './jump-offset';

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 412, height: 823 } });

/** Every path the page asks for from now on. */
function requests(page: Page): Set<string> {
  const paths = new Set<string>();
  page.on('request', (request) => paths.add(new URL(request.url()).pathname));
  return paths;
}

/** The light pictures (the test's theme) in `selector` and nowhere else on the page, by path. */
const picturesOnlyIn = (page: Page, selector: string) =>
  page.locator('img:not(.tb-dark-only)').evaluateAll((images, selector) => {
    const path = (image: Element) =>
      new URL(image.getAttribute('src') ?? '', location.href).pathname;
    const elsewhere = new Set(images.filter((image) => !image.closest(selector)).map(path));
    return images
      .filter((image) => image.closest(selector))
      .map(path)
      .filter((picture) => !elsewhere.has(picture));
  }, selector);

/** Two frames: what a scroll makes the browser draw has been drawn. */
const frames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

for (const { path, band, what } of [
  // Without the cards' `content-visibility`, a phone's first load fetched 7 of the blog's 8 card
  // pictures (Chromium's lazy-load margin reaches that far).
  { path: '/blog', band: 'main li:nth-last-child(-n+4)', what: "the last four cards' pictures" },
]) {
  test(`${path} on a phone: ${what} wait until they come near`, async ({ page }) => {
    const asked = requests(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    const far = await picturesOnlyIn(page, band);
    expect(far.length).toBeGreaterThan(0);
    expect(far.filter((picture) => asked.has(picture))).toEqual([]);
    await page.locator(band).last().scrollIntoViewIfNeeded();
    await expect.poll(() => far.some((picture) => asked.has(picture))).toBe(true);
  });
}

test('a jump into the page lands on its target, and so does a page opened with one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/api-mcp-studio');
  const { label, href } = studioPage.intro.secondary;
  await page.getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await page.evaluate<number>(jumpOffset(href))).toBe(0);
  await page.goto(`/api-mcp-studio${href}`);
  expect(await page.evaluate<number>(jumpOffset(href))).toBe(0);
});

for (const path of ['/', '/api-mcp-studio']) {
  test(`${path}: the demo video's poster is asked for after the first paint, not before`, async ({
    page,
  }) => {
    // Playwright's record of the request, not the page's Resource Timing: Chromium sometimes
    // leaves out the entry of a background that did load (requested and finished, no entry), and
    // a test that waits for the entry then waits forever.
    const posters = [demoVideo.poster, demoVideo.posterDark];
    const posterRequest = page.waitForRequest((request) =>
      posters.some((poster) => new URL(request.url()).pathname === poster),
    );
    await page.goto(path);
    await page.locator('#demo video:visible').scrollIntoViewIfNeeded();
    const request = await posterRequest;
    await request.response();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
    const paint = await page.evaluate(
      () =>
        performance.timeOrigin +
        (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
    );
    expect(request.timing().startTime).toBeGreaterThan(paint);
    await expect(page.locator('html')).toHaveAttribute(PAINTED_ATTRIBUTE, '');
  });
}

test("/ on a phone: the demo's player joins after the first paint, in the box its frame drew", async ({
  page,
}) => {
  // At the first paint (the loader's mark not yet on <html>), what the first frame drew.
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      const video = document.querySelector('#demo video:not(.tb-dark-only)');
      const frame = video?.parentElement;
      Object.assign(window, {
        atFirstPaint: {
          marked: document.documentElement.hasAttribute('data-painted'),
          display: video && getComputedStyle(video).display,
          frame: frame?.getBoundingClientRect().toJSON(),
        },
      });
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const first = await page.evaluate(
    () => (window as unknown as { atFirstPaint: Record<string, unknown> }).atFirstPaint,
  );
  expect(first).toMatchObject({ marked: false, display: 'none' });
  const video = page.locator('#demo video:visible');
  await expect(video).toHaveAttribute('controls', '');
  const [box, frame] = await video.evaluate((element) => [
    element.getBoundingClientRect().toJSON(),
    element.parentElement?.getBoundingClientRect().toJSON(),
  ]);
  expect(box).toEqual(frame);
  expect(frame).toEqual(first.frame);
});

test("/ on a phone: the demo's player is drawn only as its frame comes near, in the box the frame held", async ({
  page,
}) => {
  // Chromium tells each change of a `content-visibility: auto` element's state.
  await page.addInitScript(() => {
    const states: boolean[] = [];
    Object.assign(window, { frameStates: states });
    document.addEventListener(
      'contentvisibilityautostatechange',
      (event) => {
        const target = event.target;
        if (
          target instanceof Element &&
          target.closest('#demo') &&
          target.querySelector(':scope > video')
        ) {
          states.push((event as Event & { skipped: boolean }).skipped);
        }
      },
      true,
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const frame = page.locator('#demo video:not(.tb-dark-only)').locator('..');
  const states = () =>
    page.evaluate(() => (window as unknown as { frameStates: boolean[] }).frameStates);
  const inPage = () =>
    frame.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top + scrollY, width: box.width, height: box.height };
    });
  // Loaded, a screen and more below: not drawn, yet already the player's size.
  expect(await states()).toEqual([true]);
  const held = await inPage();
  const video = page.locator('#demo video:visible');
  expect(held.height).toBeCloseTo((held.width * demoVideo.height) / demoVideo.width, 0);
  await video.scrollIntoViewIfNeeded();
  await expect.poll(states).toEqual([true, false]);
  expect(await inPage()).toEqual(held);
  expect(await video.evaluate((element) => element.getBoundingClientRect().height)).toBe(
    held.height,
  );
});

/** The sum of the layout shifts the page has recorded (none follow input here). */
const shifted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          let total = 0;
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            total += entry.value;
          }
          resolve(total);
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer never calls back.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );

for (const path of ['/', '/api-mcp-studio', '/blog']) {
  test(`${path} on a phone: the bands drawn as they come move nothing, down to the end and back up`, async ({
    page,
  }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    for (
      let step = 0;
      (await page.evaluate(() => scrollY + innerHeight)) < (await height());
      step++
    ) {
      expect(step, 'the page ends').toBeLessThan(60);
      await page.mouse.wheel(0, 600);
      await frames(page);
    }
    expect(await shifted(page), `${path}, scrolling down`).toBe(0);

    // A fresh visit that jumps to the end at once: the bands above are drawn as the visitor
    // scrolls back up, each replacing its estimated height with its own.
    await page.goto('about:blank');
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await frames(page);
    for (let step = 0; (await page.evaluate(() => scrollY)) > 0; step++) {
      expect(step, 'the page starts').toBeLessThan(60);
      await page.mouse.wheel(0, -600);
      await frames(page);
    }
    expect(await shifted(page), `${path}, scrolling back up from the end`).toBe(0);
  });
}

test("every page carries the site's icon inside it, the same picture as /favicon.svg", () => {
  const icon = readFileSync(join(clientDir, 'favicon.svg'), 'utf8');
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  expect(pages.length).toBeGreaterThan(70);
  for (const file of pages) {
    const html = readFileSync(join(clientDir, file), 'utf8');
    const links = [...html.matchAll(/<link rel="icon" href="([^"]*)"/g)].map((link) => link[1]);
    expect(links, file).toEqual([svgDataUrl(icon)]);
  }
});
