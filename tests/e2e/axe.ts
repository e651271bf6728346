import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.0, 2.1 and 2.2 A and AA, and best practices. `wcag22aa` carries the target-size rule.
 * (Tags only: AxeBuilder's withRules would replace them, not add to them.)
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it is now and fails with one line per violation and its targets.
 *
 * In axe's legacy mode: one `axe.run` in the page. The default runs axe in each frame and then
 * merges the results in a new blank page of the same context, a page opened and closed per call;
 * our pages have no frames (held below: legacy mode would skip a cross-origin one), so the merge
 * adds only a page's cost, and the sweep's renderer crash came at such a page's close (issue 42).
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  expect(
    page.frames().map((frame) => frame.url()),
    `${label}: a frame; axe's legacy mode skips cross-origin frames`,
  ).toHaveLength(1);
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    // Only violations come back: serialising every passing node of a long article costs seconds.
    .options({ resultTypes: ['violations'] })
    .withTags(axeTags)
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, label).toEqual([]);
}
