// Layout integrity: one page of every template, at 320, 375, 768, 1280 and 1920 px in both themes.
// Nothing may reach past the viewport, no link or button may clip its text, no grid may end with a
// last row under half full, every container (header, bands, footer) shares one left edge and width
// and the logo lines up with the page's first heading, and the text is set in the web font. The
// rules are in layout-checks.ts; each test loads its page once per theme and resizes through the
// widths, then lists every offender at once.
import { templateRoutes } from '#web/config/routes.ts';
import { alwaysInInter, expect, hydrated, test } from './fixtures';
import {
  ALLOW_PARTIAL_ATTRIBUTE,
  COLOR_SCHEME_KEY,
  colorSchemes,
  CONTAINER_SELECTOR,
  fontViolations,
  layoutViolations,
  layoutWidths,
  WEB_FONT,
} from './layout-checks';
import { measureLayout } from './layout-measure';

const notFound = '/this-page-does-not-exist';

const templates = [
  ...templateRoutes.map((route) => [route.template, route.path] as const),
  ['not found', notFound],
] as const;

const measureOptions = {
  containerSelector: CONTAINER_SELECTOR,
  allowPartialAttribute: ALLOW_PARTIAL_ATTRIBUTE,
  webFont: WEB_FONT,
};

test.describe.configure({ mode: 'parallel' });

for (const [template, path] of templates) {
  test(`${template} (${path}) holds its layout at every width in both themes`, async ({ page }) => {
    const violations: string[] = [];
    await alwaysInInter(page);
    for (const theme of colorSchemes) {
      // Init scripts run in the order they were added, so the last theme set wins on this load.
      await page.addInitScript(([key, scheme]) => localStorage.setItem(key, scheme), [
        COLOR_SCHEME_KEY,
        theme,
      ] as const);
      await page.setViewportSize({ width: layoutWidths[0], height: 900 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === notFound ? 404 : 200);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);

      for (const [index, width] of layoutWidths.entries()) {
        await page.setViewportSize({ width, height: 900 });
        // Two frames: the resize's style and layout, then anything a ResizeObserver changed.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const measured = await page.evaluate(measureLayout, measureOptions);
        violations.push(...layoutViolations(measured, { route: path, width, theme }));
        if (index === 0) violations.push(...fontViolations(measured, { route: path, theme }));
      }
    }
    expect(violations).toEqual([]);
  });
}
