// What the site's journeys ask of a page: its console errors, an element's text, its path.

import type { EngineDriver } from '../driver';

/** Throws when the page logged an error since the last look. */
export async function noConsoleErrors(page: EngineDriver) {
  const errors = await page.consoleErrors();
  if (errors.length > 0) throw new Error(`console: ${errors.join(' | ')}`);
}

export const text = (selector: string) =>
  `(document.querySelector(${JSON.stringify(selector)})?.textContent ?? '').replace(/\\s+/g, ' ').trim()`;
export const pathname = (page: EngineDriver) =>
  page.evaluate<string>('location.pathname + location.search');
