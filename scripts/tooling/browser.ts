import { existsSync } from 'node:fs';

/**
 * The browser for the end-to-end suite, the screenshots and the Lighthouse and INP benchmarks:
 * CHROME_PATH when set, else Debian's Chromium when installed (this machine and CI, where
 * Playwright cannot download its own), else Playwright's own browser (a developer machine after
 * `npx playwright install chromium`).
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A full-page screenshot shows only what the browser has drawn, and it does not draw a band far
 * below the viewport until a visitor scrolls near it (`content-visibility: auto`): such
 * bands come out blank. Whole-page shots add this style first (Playwright's `addStyleTag`): every
 * band drawn, as a visitor who scrolls to it sees it.
 */
export const DRAW_EVERY_BAND_STYLE = '*{content-visibility:visible!important}';
