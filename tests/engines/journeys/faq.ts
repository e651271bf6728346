// The FAQ: one question open at a time.

import type { Journey } from '../driver';
import { scrolledTo, settled, waitFor } from '../wait';
import { noConsoleErrors } from './page-checks';

export const faq: Journey = {
  name: 'faq',
  async run(page, origin) {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/`);
    await settled(page);
    const openOnes = () =>
      page.evaluate<number[]>(
        'Array.from(document.querySelectorAll("details[name]"), (item, at) => (item.open ? at : -1)).filter((at) => at >= 0)',
      );
    const count = await page.evaluate<number>('document.querySelectorAll("details[name]").length');
    if (count < 2) throw new Error(`the home page has ${count} FAQ item(s)`);
    const summary = (at: number) => `details[name]:nth-of-type(${at + 1}) > summary`;
    await scrolledTo(page, summary(0));
    await page.click(summary(0));
    await waitFor(
      async () => JSON.stringify(await openOnes()) === '[0]',
      'the first question did not open',
    );
    // One open at a time (<details name>): opening the second closes the first.
    await page.click(summary(1));
    await waitFor(
      async () => JSON.stringify(await openOnes()) === '[1]',
      `opening the second question left ${JSON.stringify(await openOnes())} open`,
    );
    const answer = await page.evaluate<number>(
      'document.querySelector("details[name]:nth-of-type(2) > p").getBoundingClientRect().height',
    );
    if (answer <= 0) throw new Error('the open answer has no height');
    await page.click(summary(1));
    await waitFor(
      async () => (await openOnes()).length === 0,
      'a second click left the question open',
    );
    await noConsoleErrors(page);
    return `${count} questions`;
  },
};
