import { agentCategories } from '#common/agents';
import { agents } from '#web/content/agents.ts';
import { categoryCounts } from '#common/agent-filter-rules';
import { latestCode } from './auth-helpers';
import { expect, hydrated, test } from './fixtures';

test.describe('marketplace', () => {
  test('lists the 18 agents, each linking to its page', async ({ page }) => {
    await page.goto('/ai-agents');
    const list = page.getByRole('list', { name: 'Connector agents' });
    await expect(list.getByRole('listitem')).toHaveCount(18);
    for (const agent of agents) {
      await expect(list.getByRole('link', { name: agent.name, exact: true })).toHaveAttribute(
        'href',
        `/${agent.slug}`,
      );
    }
    await expect(page.getByRole('link', { name: 'Request email whitelisting' })).toHaveAttribute(
      'href',
      '/email-whitelist',
    );
  });

  test('filters by category with a chip, keeps it in the URL and across a reload', async ({
    page,
  }) => {
    await page.goto('/ai-agents');
    await hydrated(page);
    const filter = page.getByRole('group', { name: 'Category' });
    await filter.getByRole('button', { name: /^Google \d+/ }).click();
    await expect(page).toHaveURL('/ai-agents?category=Google');
    const visible = page.getByRole('list', { name: 'Connector agents' }).locator('li:visible');
    await expect(visible).toHaveCount(12);
    await page.reload();
    await hydrated(page);
    await expect(filter.getByRole('button', { name: /^Google \d+/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(visible).toHaveCount(12);
    await filter.getByRole('button', { name: /^All \d+/ }).click();
    await expect(page).toHaveURL('/ai-agents');
    await expect(visible).toHaveCount(18);
  });

  // Every category of the catalogue has agents, so docs/requirements.md's empty message ("No agents
  // found in the "{category}" category.") cannot show on the built site; agent-filter.test.ts
  // covers it.
  for (const width of [320, 375, 1280]) {
    test(`at ${width} px: chips with counts, filtering in place, the keyboard, and an unknown category`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 768 ? 667 : 900 });
      await page.goto('/ai-agents?category=Nope');
      await hydrated(page);
      const filter = page.getByRole('group', { name: 'Category' });
      const cards = page.getByRole('list', { name: 'Connector agents' }).locator('li:visible');
      const chip = (category: string) =>
        filter.getByRole('button', { name: new RegExp(`^${category} \\d+ agents$`) });

      // One chip per category, each with its count: "All 18", "Google 12", ...
      const counts = categoryCounts(agentCategories, agents);
      await expect(filter.getByRole('button')).toHaveText(
        counts.map(({ category, count }) => `${category} ${count} agents`),
      );
      expect(counts.slice(0, 1)).toEqual([{ category: 'All', count: 18 }]);

      // An unknown category falls back to All, shows all 18 and says so.
      await expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'Nope' })).toHaveText(
        'No category "Nope"; showing all 18 agents.',
      );
      await expect(cards).toHaveCount(18);

      // Nothing reaches past the screen's right edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      // A click filters in place (no reload) and keeps the choice in the URL.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await chip('Google').click();
      await expect(page).toHaveURL('/ai-agents?category=Google');
      await expect(cards).toHaveCount(12);
      await expect(chip('Google')).toHaveAttribute('aria-pressed', 'true');
      await expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByText('No category "Nope"')).toBeHidden();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );

      // The keyboard: Tab moves between chips, with a visible focus ring; Space and Enter choose.
      await chip('All').focus();
      await page.keyboard.press('Tab');
      await expect(chip('Amazon')).toBeFocused();
      const outline = await chip('Amazon').evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).not.toBe('none');
      await page.keyboard.press('Space');
      await expect(page).toHaveURL('/ai-agents?category=Amazon');
      await expect(cards).toHaveCount(2);
      await page.keyboard.press('Shift+Tab');
      await expect(chip('All')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/ai-agents');
      await expect(cards).toHaveCount(18);
      await expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    });
  }

  test('card titles break, if at all, between the vendor and the product', async ({ page }) => {
    await page.goto('/ai-agents');
    const list = page.getByRole('list', { name: 'Connector agents' });
    for (const width of [320, 375, 600, 1000, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const name of ['Amazon DynamoDB', 'Google Search Console', 'Google Maps Geocode']) {
        const link = list.getByRole('link', { name, exact: true });
        // The product's name ("Search Console") is never split across two lines.
        const lines = await link.evaluate((el) =>
          [...el.querySelectorAll('span span')].map((part) => part.getClientRects().length),
        );
        expect(lines, `${name} at ${width} px`).toEqual(lines.map(() => 1));
      }
      // "Amazon DynamoDB" fits one line from 320 px up.
      const amazon = list.getByRole('link', { name: 'Amazon DynamoDB', exact: true });
      const height = await amazon.evaluate((el) => el.getBoundingClientRect().height);
      const lineHeight = await amazon.evaluate((el) =>
        parseFloat(getComputedStyle(el.firstElementChild as Element).lineHeight),
      );
      expect(height, `Amazon DynamoDB at ${width} px`).toBeLessThan(lineHeight * 1.5);
    }
  });
});

test.describe('marketplace without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter is a GET form: a chip asks for /ai-agents?category=…', async ({ page }) => {
    await page.goto('/ai-agents');
    const filter = page.getByRole('group', { name: 'Category' });
    await filter.getByRole('button', { name: /^Google \d+/ }).click();
    await expect(page).toHaveURL('/ai-agents?category=Google');
    await filter.getByRole('button', { name: /^All \d+/ }).click();
    await expect(page).toHaveURL(/\/ai-agents\??$/);
  });
});

test.describe('whitelist request', () => {
  test('sends a lower-cased request, confirms it on the page, and refuses a duplicate', async ({
    page,
    request,
  }) => {
    const email = 'WhiteList@example.com';
    await page.goto('/email-whitelist');
    await hydrated(page);
    const field = page.getByLabel(/Email/);
    await field.fill(email);
    await field.press('Enter');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Whitelist Request Sent' }),
    ).toBeVisible();
    // The confirmation stays on the page, with the address, after the toast has gone.
    const confirmation = page.getByRole('status').filter({ hasText: email.toLowerCase() });
    await expect(confirmation.getByRole('heading', { name: 'Request received' })).toBeFocused();
    const stored = (await (await request.get('/__mock/whitelist')).json()) as { email: string }[];
    expect(stored.map((entry) => entry.email)).toContain(email.toLowerCase());

    await confirmation.getByRole('button', { name: 'Request another address' }).click();
    await expect(field).toHaveValue('');
    await field.fill(email.toUpperCase());
    await field.press('Enter');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Duplicate Email' }),
    ).toBeVisible();
  });

  test('shows the messages docs/requirements.md gives for an empty and a malformed email', async ({
    page,
  }) => {
    await page.goto('/email-whitelist');
    await hydrated(page);
    await page.getByRole('button', { name: 'Request Whitelist' }).click();
    await expect(page.getByText('Please enter an email address')).toBeVisible();
    await page.getByLabel(/Email/).fill('someone@nowhere');
    await page.getByRole('button', { name: 'Request Whitelist' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });
});

test('signing in raises at most three toasts at once', async ({ page, request }) => {
  const email = 'toasts@example.com';
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel(/Email/).fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  // Sonner pauses its 4 s timers while the pointer is over the toasts: on a slow machine the
  // early toasts must not expire before the later ones arrive.
  await page.locator('[data-sonner-toast]').first().hover();
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.getByLabel('Verification code').pressSequentially('00000' + attempt);
    // The sixth digit checks the code; a refused one is cleared from the boxes and marked invalid.
    await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Verification code')).toHaveValue('');
  }
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
  expect(await latestCode(request, email)).toMatch(/^\d{6}$/);
});
