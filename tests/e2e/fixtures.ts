import { expect, type Page, test as base } from '@playwright/test';
import { FONT_CACHED_KEY } from '../../scripts/build/critical-css';

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
 * Loads the page as any but the first page of a tab is drawn: in Inter from the cache (the first
 * page of a tab keeps the metric-matched fallback face, scripts/build/critical-css.ts). For the
 * specs that hold the design in the site's own typeface; critical-css.spec.ts checks the first.
 */
export async function asALaterPageOfTheTab(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), FONT_CACHED_KEY);
}
