import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.0, 2.1 and 2.2 A and AA, and best practices. `wcag22aa` carries the target-size rule.
 * (Tags only: AxeBuilder's withRules would replace them, not add to them.)
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe on the page as it is now and fails with one line per violation and its targets. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  const { violations } = await new AxeBuilder({ page })
    // Only violations come back: serialising every passing node of a long article costs seconds.
    .options({ resultTypes: ['violations'] })
    .withTags(axeTags)
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, label).toEqual([]);
}
