// docs/requirements.md §9: every icon-only control has a tooltip. Checked on every route by
// a11y.spec.ts in the visit it already makes, and in the open viewer and lightbox: a link or button
// that shows only an icon (an <svg>, no text, no image) must carry `data-tooltip` with its name
// (web/src/client/tooltip.ts shows it).
import { expect, type Page } from '@playwright/test';

export async function expectTooltipsOnIconControls(page: Page, label: string) {
  const missing = await page
    .locator('a, button, summary, [role="button"]')
    .evaluateAll((elements) =>
      elements
        .filter((el) => (el.textContent ?? '').trim() === '')
        .filter((el) => el.querySelector('svg') && !el.querySelector('img'))
        // sonner's close button: the tooltip reads its aria-label (no attribute slot there).
        .filter((el) => !el.matches('[data-sonner-toast] button[data-close-button]'))
        .filter((el) => {
          const tip = el.getAttribute('data-tooltip')?.trim();
          return !tip;
        })
        .map((el) => el.getAttribute('aria-label') ?? el.outerHTML.slice(0, 120)),
    );
  expect(missing, `${label}: icon-only controls without a tooltip`).toEqual([]);
}
