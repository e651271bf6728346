// An article's Copy link.

import { routesOf } from '#web/config/routes.ts';
import type { Journey } from '../driver';
import { enhanced, settled, waitFor } from '../wait';
import { noConsoleErrors } from './page-checks';

export const copyLink: Journey = {
  name: 'copy-link',
  async run(page, origin) {
    const article = routesOf('blog/@slug')[0];
    if (!article) throw new Error('no article route');
    await page.setViewport(1280, 800);
    await page.goto(origin + article.path);
    await settled(page);
    await enhanced(page);
    await page.click('[data-copy-link] button');
    const said = () => page.evaluate<string>('document.body.innerText');
    await waitFor(
      async () => /Link copied!|Failed to copy/.test(await said()),
      'Copy link showed no toast',
    );
    if (!(await said()).includes('Link copied!'))
      throw new Error('Copy link said "Failed to copy"');
    await noConsoleErrors(page);
    return article.path;
  },
};
