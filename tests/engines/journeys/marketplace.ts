// The marketplace's category filter and its URL.

import type { Journey } from '../driver';
import { enhanced, settled, waitFor } from '../wait';
import { noConsoleErrors, pathname } from './page-checks';

export const marketplace: Journey = {
  name: 'marketplace',
  async run(page, origin) {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/ai-agents`);
    await settled(page);
    await enhanced(page);
    const shown = () =>
      page.evaluate<number>(
        'Array.from(document.querySelectorAll("[aria-label=\\"Connector agents\\"] > li")).filter((card) => card.getClientRects().length > 0).length',
      );
    const pressed = () =>
      page.evaluate<string>(
        'document.querySelector("[data-category-choice][aria-pressed=\\"true\\"]")?.dataset.categoryChoice ?? ""',
      );
    if ((await shown()) !== 18)
      throw new Error(`the marketplace shows ${await shown()} agents, not 18`);
    await page.click('[data-category-choice="Google"]');
    await waitFor(
      async () => (await pathname(page)) === '/ai-agents?category=Google',
      'the Google chip did not put ?category=Google in the URL',
    );
    await waitFor(
      async () => (await shown()) === 12,
      `the Google chip shows ${await shown()} agents, not 12`,
    );
    if ((await pressed()) !== 'Google') throw new Error('the Google chip is not pressed');
    await page.goto(`${origin}/ai-agents?category=Google`);
    await settled(page);
    if ((await shown()) !== 12 || (await pressed()) !== 'Google')
      throw new Error('a reload lost the Google filter');
    await enhanced(page);
    await page.click('[data-category-choice="All"]');
    await waitFor(async () => (await pathname(page)) === '/ai-agents', 'All did not clear the URL');
    await waitFor(async () => (await shown()) === 18, `All shows ${await shown()} agents, not 18`);
    await noConsoleErrors(page);
  },
};
