// A jump into the page right after it loads: the product page's "See the screens" link to its
// gallery, clicked before the loader has drawn every band (bands-later.ts). Firefox and WebKit
// place a jump by the estimated heights of undrawn bands above the target, and WebKit has no
// scroll anchoring to hold the target once they are drawn: the loader draws every band before the
// link's jump, so the gallery's top lands at the top of the window and stays there.

import { studioPage } from '#web/content/product-pages.ts';
import { jumpOffset } from '../../e2e/jump-offset';
import type { Journey } from '../driver';
import { bandsDrawn, waitFor } from '../wait';
import { noConsoleErrors } from './page-checks';

export const jump: Journey = {
  name: 'jump',
  async run(page, origin) {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/api-mcp-studio`);
    const { href } = studioPage.intro.secondary;
    await page.click(`main a[href="${href}"]`);
    await waitFor(
      async () => (await page.evaluate<string>('location.hash')) === href,
      `the link did not jump to ${href}`,
    );
    await bandsDrawn(page);
    const off = await page.evaluate<number>(jumpOffset(href));
    if (off > 1)
      throw new Error(`the jump to ${href} left its band ${off}px from the window's top`);
    await noConsoleErrors(page);
    return `landed on ${href}`;
  },
};
