// Every route at 1280 and 375 px: it has an <h1>, does not scroll sideways, logs no error.

import { routes } from '#web/config/routes.ts';
import type { Journey } from '../driver';
import { settled } from '../wait';

export const everyRoute: Journey = {
  name: 'routes',
  async run(page, origin) {
    const problems: string[] = [];
    const widths: string[] = [];
    for (const asked of [1280, 375]) {
      const { width } = await page.setViewport(asked, 800);
      widths.push(width === asked ? `${width}` : `${width} (asked ${asked})`);
      for (const { path } of routes) {
        await page.goto(origin + path);
        await settled(page);
        const seen = await page.evaluate<{ h1: boolean; scroll: number; inner: number }>(
          '({ h1: document.querySelector("h1") !== null, scroll: document.documentElement.scrollWidth, inner: innerWidth })',
        );
        const errors = await page.consoleErrors();
        if (!seen.h1) problems.push(`${path} @${width}: no <h1>`);
        if (seen.scroll > seen.inner) {
          problems.push(`${path} @${width}: scrolls sideways (${seen.scroll} > ${seen.inner})`);
        }
        if (errors.length > 0) problems.push(`${path} @${width}: ${errors.join(' | ')}`);
      }
    }
    if (problems.length > 0) {
      throw new Error(
        `${problems.length} problem(s) over ${routes.length * 2} visits: ${problems.join('; ')}`,
      );
    }
    return `${routes.length} routes at ${widths.join(', ')} px`;
  },
};
