// What a search result and a screen reader get from a page, checked on every route by
// a11y.spec.ts in the visit it already makes: the served <title> and description fit a result
// (web/src/config/page-route.test.ts holds the same limits over the route table), the page has
// one <h1>, and no accessible name runs a badge into the text before it.
import { expect, type Page } from '@playwright/test';
import { agents } from '#web/content/agents.ts';
import { blogCategories } from '#web/content/blog/schema.ts';

/** Badge texts that follow a name: product, agent and blog badges. */
const badges = [
  'Coming Soon',
  'Featured',
  ...new Set(agents.map((agent) => agent.badge)),
  ...blogCategories,
]
  // "AI", "MCP" and "New" also end ordinary words and names ("OpenAI").
  .filter((badge) => badge.length > 3)
  // Badges are set in capitals, and Chromium's names keep the capitals.
  .flatMap((badge) => [badge, badge.toUpperCase()]);
/** A letter or digit straight before a badge: "Agentic WorkflowComing Soon". */
const gluedBadge = new RegExp(`[\\p{L}\\d](${badges.join('|')})\\b`, 'u');

/**
 * Accessible names two ways. Chromium's, read from the browser's own accessibility tree (what a
 * screen reader on Chromium is given; Chromium adds a space around a badge, but without a comma).
 * And the text of every element named by its content, as a reader that ignores layout joins it
 * ("Agentic WorkflowComing Soon"); this also covers the closed Products menu and drawer.
 */
export async function accessibleNames(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    const fromTree = nodes
      .filter((node) => !node.ignored)
      .filter((node) => !['StaticText', 'InlineTextBox'].includes(String(node.role?.value)))
      .map((node) => String(node.name?.value ?? ''));
    const fromText = await page
      .locator('a, button, summary, h1, h2, h3, h4, h5, h6, [role="button"], [role="link"]')
      .evaluateAll((elements) =>
        elements
          .filter((el) => !el.hasAttribute('aria-label') && !el.hasAttribute('aria-labelledby'))
          .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()),
      );
    return [...fromTree, ...fromText].filter(Boolean);
  } finally {
    await session.detach();
  }
}

export async function expectSearchSnippetAndNames(page: Page, label: string) {
  const title = await page.title();
  expect(title.length, `${label}: <title> "${title}"`).toBeLessThanOrEqual(60);
  const description =
    (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  expect(description.length, `${label}: description "${description}"`).toBeGreaterThanOrEqual(110);
  expect(description.length, `${label}: description "${description}"`).toBeLessThanOrEqual(160);
  await expect(page.locator('h1'), `${label}: one <h1>`).toHaveCount(1);
  const glued = (await accessibleNames(page)).filter((name) => gluedBadge.test(name));
  expect(glued, `${label}: names with a badge run into the text before it`).toEqual([]);
  await expectVisibleRatings(page, label);
}

/** Review markup must describe what the page shows: every aggregateRating is on screen in words. */
async function expectVisibleRatings(page: Page, label: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const ratings = blocks.flatMap((text) => {
    const found: { ratingValue: unknown; ratingCount: unknown; bestRating: unknown }[] = [];
    JSON.parse(text, (key, value) => {
      if (key === 'aggregateRating') found.push(value);
      return value;
    });
    return found;
  });
  const visible = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  for (const rating of ratings) {
    expect(visible, `${label}: the rating in the structured data`).toContain(
      `${rating.ratingValue} out of ${rating.bestRating} from ${rating.ratingCount} ratings`,
    );
  }
}
