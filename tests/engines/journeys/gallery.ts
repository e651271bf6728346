// A product gallery's screens opened in the full-screen viewer, paged and closed.

import { studioPage } from '#web/content/product-pages.ts';
import type { Journey } from '../driver';
import { settled, waitFor } from '../wait';
import { noConsoleErrors, pathname, text } from './page-checks';

export const gallery: Journey = {
  name: 'gallery',
  async run(page, origin) {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/api-mcp-studio`);
    await settled(page);
    await waitFor(
      () => page.evaluate('document.querySelector("[data-gallery]")?.dataset.enhanced === "true"'),
      'the gallery was never enhanced',
    );
    const titles = studioPage.gallery.items.map((item) => item.title);
    const heading = () =>
      page.evaluate<string>(text('dialog[open] h2, dialog[open] [id$="-title"]'));
    const isOpen = () => page.evaluate<boolean>('document.querySelector("dialog[open]") !== null');
    await page.click('[data-gallery] li:nth-child(3) a');
    await waitFor(
      async () => (await heading()) === titles[2],
      `the third screen's lightbox did not show "${titles[2]}"`,
    );
    if ((await pathname(page)) !== '/api-mcp-studio')
      throw new Error('opening the lightbox left the page');
    await page.click('dialog[open] button[aria-label="Next slide"]');
    await waitFor(
      async () => (await heading()) === titles[3],
      `Next slide did not show "${titles[3]}"`,
    );
    await page.press('ArrowLeft');
    await waitFor(
      async () => (await heading()) === titles[2],
      `ArrowLeft did not go back to "${titles[2]}"`,
    );
    await page.press('Escape');
    await waitFor(async () => !(await isOpen()), 'Escape left the lightbox open');
    const back = await page.evaluate<boolean>(
      'document.activeElement === document.querySelector("[data-gallery] li:nth-child(3) a")',
    );
    if (!back)
      throw new Error('closing the lightbox did not return focus to the screen that opened it');
    await page.click('[data-gallery] li:nth-child(1) a');
    await waitFor(isOpen, 'the first screen did not open');
    await page.click('dialog[open] button[aria-label="Close full-screen view"]');
    await waitFor(async () => !(await isOpen()), 'Close full-screen view left the lightbox open');
    await noConsoleErrors(page);
    return `${titles.length} screens`;
  },
};
