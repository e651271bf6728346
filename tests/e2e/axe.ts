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
 * adds only a page's cost, and closing such a page is where a long sweep's renderer crashed.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  await animationsEnded(page);
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

/**
 * Waits for the page's running animations and transitions that end (a spinner's loop does not)
 * to end. axe reads colours as they are drawn: a marketplace chip pressed a moment ago was still
 * fading to the brand colour behind its already white label (a 120 ms transition), and axe read
 * that mixture as too little contrast. `getAnimations` brings styles up to date first, so a
 * transition the last click started is among them.
 */
async function animationsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
