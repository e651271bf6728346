// The theme toggle: switched, kept (and painted alike) on the next page, switched back.

import type { Journey } from '../driver';
import { enhanced, settled, waitFor } from '../wait';
import { noConsoleErrors } from './page-checks';

export const theme: Journey = {
  name: 'theme',
  async run(page, origin) {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/`);
    await settled(page);
    await enhanced(page);
    const scheme = () =>
      page.evaluate<string>('document.documentElement.dataset.mantineColorScheme ?? ""');
    const first = await scheme();
    if (first !== 'light' && first !== 'dark')
      throw new Error(`the page starts with scheme "${first}"`);
    const other = first === 'light' ? 'dark' : 'light';
    const toggle = 'header button[aria-label="Toggle light and dark theme"]';
    await page.click(toggle);
    await waitFor(
      async () => (await scheme()) === other,
      `the toggle did not switch ${first} to ${other}`,
    );
    const background = await page.evaluate<string>(
      'getComputedStyle(document.body).backgroundColor',
    );
    await page.goto(`${origin}/about`);
    await settled(page);
    if ((await scheme()) !== other) throw new Error(`the next page forgot the ${other} theme`);
    const after = await page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
    if (after !== background)
      throw new Error(`the ${other} theme paints ${after} on /about, ${background} on /`);
    await enhanced(page);
    await page.click(toggle);
    await waitFor(
      async () => (await scheme()) === first,
      `the toggle did not switch back to ${first}`,
    );
    await noConsoleErrors(page);
    return `${first} → ${other} → ${first}`;
  },
};
