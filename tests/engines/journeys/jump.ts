// A jump into the page right after it loads: the product page's "See the screens" link to its
// gallery. Firefox and WebKit place a jump by the estimated heights of bands not drawn yet
// (`content-visibility: auto`) above the target, so no band above a fragment target takes it:
// the gallery's top lands at the top of the window and stays there.

import { studioPage } from '#web/content/product-pages.ts';
import { jumpOffset } from '../../e2e/jump-offset';
import type { Journey } from '../driver';
import { waitFor } from '../wait';
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
    const off = await page.evaluate<number>(jumpOffset(href));
    if (off > 1)
      throw new Error(`the jump to ${href} left its band ${off}px from the window's top`);
    await noConsoleErrors(page);
    return `landed on ${href}`;
  },
};
