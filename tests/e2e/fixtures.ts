import { expect, type Page, test as base } from '@playwright/test';

type Fixtures = {
  /** Console errors and uncaught exceptions seen by the page during a test. */
  consoleErrors: string[];
  /** Content-Security-Policy violations the browser reported; any one fails the test. */
  cspViolations: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  // Automatic: every test, in every state it drives the page into, is also a CSP check.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (violation: string) =>
        violations.push(violation),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)
            .__reportCspViolation;
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Loads the page as a later page of the tab: the font is in the cache, so the page is drawn in
 * Inter even on a machine too loaded to fetch it within `font-display: optional`'s block period
 * (the first page of a tab is held by first-page-font.spec.ts). For the specs that hold the design
 * in the site's own typeface.
 */
export async function asALaterPageOfTheTab(page: Page): Promise<void> {
  await page.goto('/this-page-does-not-exist');
  await page.evaluate(() => document.fonts.load('1em "Inter Variable"').then(() => undefined));
}
