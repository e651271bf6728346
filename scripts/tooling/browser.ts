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

/**
 * The flags every Chromium here starts with. The last one stops headless Chromium from building
 * the address bar's suggestion list, a WebUI page in a renderer of its own, for every new window
 * (every Playwright context): it cost the end-to-end suite a third of its time
 * (docs/decisions/0072-no-omnibox-popup-in-test-browsers.md; tests/e2e/test-browser.spec.ts).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

/**
 * A full-page screenshot shows only what the browser has drawn, and it does not draw a band far
 * below the viewport until a visitor scrolls near it (`content-visibility: auto`): such
 * bands come out blank. Whole-page shots add this style first (Playwright's `addStyleTag`): every
 * band drawn, as a visitor who scrolls to it sees it.
 */
export const DRAW_EVERY_BAND_STYLE = '*{content-visibility:visible!important}';
