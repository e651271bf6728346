// Every test here runs in a mock namespace of its own (./mock-namespace.ts), with these on top.
import type { Page } from '@playwright/test';
import { test as base, expect } from './mock-namespace';

type Fixtures = {
  /** Console errors and uncaught exceptions seen by the page during a test. */
  consoleErrors: string[];
  /** Content-Security-Policy violations the browser reported; any one fails the test. */
  cspViolations: string[];
  /** Route handlers still running when the test ends are let go (automatic). */
  routesLetGo: void;
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
  // A route handler (alwaysInInter's, a spec's own) can still be serving a late request when the
  // test ends: the stylesheet the loader fetches after the first paint, say. Closing the context
  // under it fails a passing test with "apiResponse.text: Response has been disposed"
  // (Playwright: an unrouted handler that throws "may result in an unhandled error"). The
  // handlers are let go first, their late errors ignored.
  routesLetGo: [
    async ({ page }, use) => {
      await use();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Draws every page of `page` in Inter, however loaded the machine: the site's `@font-face` says
 * `font-display: optional`, so a page whose font is not there within the browser's short block
 * period stays in the fallback face for its life (by design: nothing moves), and on a busy CI
 * machine even a cached font can miss it. Documents and stylesheets are served with `block`
 * instead (wait for the font, up to 3 s), for the specs that hold the design in the site's own
 * typeface; first-page-font.spec.ts holds what a visitor's first page really does. A route of
 * the spec's own registered later, for a stylesheet, hands on with `route.fallback()`.
 */
export async function alwaysInInter(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const type = route.request().resourceType();
    if (type !== 'document' && type !== 'stylesheet') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replaceAll('font-display:optional', 'font-display:block');
    // The body is decoded text now: its encoding and length headers no longer apply.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) => !['content-encoding', 'content-length'].includes(name),
      ),
    );
    await route.fulfill({ response, body, headers });
  });
}
