// Agent pages that explain and reassure, at 320, 375 and 1280 px. Each test
// loads one agent page once at one width and checks everything on it: the card's heading, the
// badges against the marketplace card's, the whitelist link, the example table, the page's width
// and where the sign-in card sits.
import type { Page } from '@playwright/test';
import { findAgentBySlug } from '#web/content/agents.ts';
import { expect, test } from './fixtures';

/** Phones as small as an iPhone SE (375 × 667) and a 320 px Android; a laptop screen. */
const screens = [
  { width: 320, height: 640, phone: true },
  { width: 375, height: 667, phone: true },
  { width: 1280, height: 800, phone: false },
] as const;

/** The three pages and the words before each one's whitelist link. */
const pages = [
  ['github', 'Optional for GitHub: a whitelisted email gets you email notifications.'],
  ['gmail', 'Gmail needs a whitelisted email before it can connect.'],
  ['coingecko', 'Optional for CoinGecko: a whitelisted email gets you email notifications.'],
] as const;

type Badges = { category: string; badges: string[] };

/** The category and badges a card or page shows, by the attributes AgentBadge and both set. */
async function badgesIn(scope: ReturnType<Page['locator']>): Promise<Badges> {
  return {
    category: ((await scope.locator('[data-agent-category]').textContent()) ?? '').trim(),
    // The text, not its rendering: Mantine's badge sets it in capitals with CSS.
    badges: (await scope.locator('[data-agent-badge]').allTextContents()).map((text) =>
      text.trim(),
    ),
  };
}

// What the marketplace cards show, read once from /ai-agents.
const marketplace = new Map<string, Badges>();

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/ai-agents');
  for (const [slug] of pages) {
    const name = findAgentBySlug(slug)?.name ?? slug;
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    marketplace.set(slug, await badgesIn(card));
  }
  await page.close();
});

for (const screen of screens) {
  for (const [slug, whitelistReason] of pages) {
    test(`/${slug} at ${screen.width} px explains the connector and offers one sign-in`, async ({
      page,
    }) => {
      const agent = findAgentBySlug(slug);
      if (!agent) throw new Error(`no agent ${slug}`);
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.goto(`/${slug}`);
      const main = page.getByRole('main');

      // The card says what really happens: a Testbeam sign-in that then connects the service.
      const cardHeading = main.getByRole('heading', {
        name: `Sign in to Testbeam to connect ${agent.name}`,
      });
      await expect(cardHeading).toBeVisible();

      // The same category and badge as the marketplace card ("Whitelist required" on /gmail).
      const onPage = await badgesIn(main);
      expect(onPage).toEqual(marketplace.get(slug));
      expect(onPage.badges).toEqual([agent.badge]);

      // The whitelist link once on every agent page (docs/requirements.md §2), worded for it.
      const whitelistLink = page.locator('a[href="/email-whitelist"]');
      await expect(whitelistLink).toHaveCount(1);
      await expect(whitelistLink.locator('xpath=..')).toHaveText(
        `${whitelistReason} Request email whitelisting`,
      );
      await expect(page.getByText(/needs review first/)).toHaveCount(0);

      // What it collects: the example table, three rows under its column headers.
      const table = main.getByRole('table', { name: `${agent.collects.title} (example rows)` });
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText([...agent.collects.columns]);
      await expect(table.locator('tbody tr')).toHaveCount(3);
      // The access it asks for and the three steps.
      await expect(main.getByRole('heading', { name: 'Access it asks for' })).toBeVisible();
      await expect(main.getByRole('heading', { name: agent.authorize.title })).toBeVisible();

      // Nothing makes the page scroll sideways; a wide table scrolls inside its own box.
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);

      const google = main.getByRole('button', { name: 'Continue with Google' });
      const googleBox = await google.boundingBox();
      const headingBox = await cardHeading.boundingBox();
      if (screen.phone) {
        // On a phone the card comes straight after the intro: its first action on the first screen.
        expect(googleBox && googleBox.y + googleBox.height).toBeLessThanOrEqual(screen.height);
        const tableBox = await table.boundingBox();
        expect(headingBox && tableBox && headingBox.y < tableBox.y).toBe(true);
      } else {
        // On a desktop the card sits beside the details and stays in view while they scroll.
        const sendBox = await main
          .getByRole('button', { name: 'Send Verification Code' })
          .boundingBox();
        expect(sendBox && sendBox.y + sendBox.height).toBeLessThanOrEqual(screen.height);
        const tableBox = await table.boundingBox();
        expect(headingBox && tableBox && headingBox.x > tableBox.x + tableBox.width).toBe(true);
        const access = main.getByRole('heading', { name: 'Access it asks for' });
        await access.evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
        await expect(cardHeading).toBeInViewport({ ratio: 1 });
        await expect(google).toBeInViewport({ ratio: 1 });
      }
    });
  }
}

test('at 320 px a wide example table scrolls inside its own focusable box', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/github');
  const region = page.getByRole('region', { name: /Issues from a repository/ });
  await expect(region).toHaveAttribute('tabindex', '0');
  const scrolls = await region.evaluate((box) => box.scrollWidth > box.clientWidth);
  expect(scrolls).toBe(true);
});
