// The site without JavaScript. Every route still shows its main content and the navigation links:
// the pages are pre-rendered HTML, and the islands' server output is complete. The
// marketplace filter works as a plain GET form (the mock serves each category's pre-rendered
// page), the theme follows the system setting, controls that need script are not shown, and the
// form cards say they need it. With JavaScript, nothing changes.
import { PAINTED_ATTRIBUTE } from '#web/client/loader/attributes.ts';
import { agents } from '#web/content/agents.ts';
import { videos } from '#web/content/videos.ts';
import { routes } from '#web/config/routes.ts';
import { noScriptTexts } from '#web/features/auth/NoScriptNote.tsx';
import { COLOR_SCHEME_KEY } from '#web/components/ThemeToggle/theme-toggle.enhance.ts';
import { ink } from '#common/theme/theme';
import { expectNoAxeViolations } from './axe';
import type { Browser, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const googleAgents = agents.filter((agent) => agent.category === 'Google');

/** `#141729` → `rgb(20, 23, 41)`, as getComputedStyle reports it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const DARK_PAGE = rgb(ink[7] as string);
const LIGHT_PAGE = 'rgb(255, 255, 255)';

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
// Playwright's text queries skip what is inside <noscript>, so the notice is found by its marker.
const noScriptNote = (page: Page) => page.locator('main [data-no-script-note]');
const toggle = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Toggle light and dark theme' });
// The product screen beside the sign-in card (from 62em): one picture per scheme.
const screens = (page: Page) => ({
  light: page.locator('main img.tb-light-only').first(),
  dark: page.locator('main img.tb-dark-only').first(),
});

/**
 * axe needs script in the page, so it runs on a copy: the no-JavaScript page's DOM (where the
 * <noscript> contents are real elements), without its scripts and the <noscript> wrappers, served
 * at the same address to a scripted browser. Nothing sets the scheme attribute there either, so
 * the theme is the system's, as without JavaScript.
 */
async function expectNoAxeViolationsWithoutScript(
  page: Page,
  browser: Browser,
  colorScheme: 'light' | 'dark',
) {
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<\/?noscript>/g, '');
  // Explicitly scripted: in a test, newContext() starts from the test's own options (no script).
  const context = await browser.newContext({
    colorScheme,
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
  });
  try {
    const copy = await context.newPage();
    await copy.route(page.url(), (route) =>
      route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
    );
    await copy.goto(page.url());
    await expect(copy.locator('html')).not.toHaveAttribute('data-mantine-color-scheme', /.*/);
    expect(await bodyBackground(copy)).toBe(await bodyBackground(page));
    await expectNoAxeViolations(
      copy,
      `${new URL(page.url()).pathname} without JavaScript, ${colorScheme}`,
    );
  } finally {
    await context.close();
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Every route, in groups of ROUTES_PER_TEST that share one page (a page per route cost about
  // three minutes of CI; all 71 in one test outgrew a loaded machine's minute), with soft checks
  // that report every miss of a page.
  const ROUTES_PER_TEST = 12;
  for (let start = 0; start < routes.length; start += ROUTES_PER_TEST) {
    const group = routes.slice(start, start + ROUTES_PER_TEST);
    test(`routes ${start + 1} to ${start + group.length} of ${routes.length} (${group[0]?.path} … ${group.at(-1)?.path}) read without JavaScript: heading, content, navigation and footer`, async ({
      page,
    }) => {
      for (const route of group) {
        await page.goto(route.path);
        await expect
          .soft(page.getByRole('heading', { level: 1 }), route.path)
          .toHaveText(route.heading);
        const text = await page.getByRole('main').innerText();
        expect.soft(text.length, `${route.path}: main content`).toBeGreaterThan(200);
        const nav = page.getByRole('navigation', { name: 'Main' });
        for (const name of ['Home', 'Marketplace', 'Blog', 'Contact']) {
          await expect.soft(nav.getByRole('link', { name, exact: true }), route.path).toBeVisible();
        }
        await expect
          .soft(
            page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
            route.path,
          )
          .toBeVisible();
      }
    });
  }

  test('/ai-agents?category=Google shows the 12 Google agents only, its chip pressed', async ({
    page,
  }) => {
    await page.goto('/ai-agents?category=Google');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Agents Marketplace');
    const list = page.getByRole('list', { name: 'Connector agents' });
    const visible = list.locator('li:visible');
    await expect(visible).toHaveCount(12);
    await expect(visible.getByRole('link')).toHaveText(googleAgents.map((agent) => agent.name));
    const filter = page.getByRole('group', { name: 'Category' });
    await expect(filter.getByRole('button', { name: 'Google 12 agents' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(filter.getByRole('button', { name: 'All 18 agents' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByRole('status')).toBeHidden();
    // The page is the marketplace itself: its canonical address has no query.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ai-agents$/);

    // A chip is a submit button of the GET form: pressing one loads that category's page.
    await filter.getByRole('button', { name: 'Amazon 2 agents' }).click();
    await expect(page).toHaveURL('/ai-agents?category=Amazon');
    await expect(visible).toHaveCount(2);
    await expect(filter.getByRole('button', { name: 'Amazon 2 agents' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('an unknown category shows all 18 agents and says so', async ({ page }) => {
    await page.goto('/ai-agents?category=nope');
    await expect(page.getByRole('status')).toHaveText('No category "nope"; showing all 18 agents.');
    await expect(
      page.getByRole('list', { name: 'Connector agents' }).locator('li:visible'),
    ).toHaveCount(18);
    await expect(
      page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'All 18 agents' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test.describe('on a dark system', () => {
    test.use({ colorScheme: 'dark' });

    test('/login is dark throughout, hides the theme toggle and says sign-in needs JavaScript', async ({
      page,
      browser,
    }) => {
      await page.goto('/login');
      await expect(page.locator('html')).not.toHaveAttribute('data-mantine-color-scheme', /.*/);
      expect(await bodyBackground(page)).toBe(DARK_PAGE);
      await expect(screens(page).dark).toBeVisible();
      await expect(screens(page).light).toBeHidden();
      await expect(toggle(page)).toBeHidden();
      await expect(noScriptNote(page)).toBeVisible();
      await expect(noScriptNote(page)).toHaveText(noScriptTexts.signIn);
      await expectNoAxeViolationsWithoutScript(page, browser, 'dark');
    });
  });

  test('on a light system /login is light, with the same notice and no toggle', async ({
    page,
    browser,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    expect(await bodyBackground(page)).toBe(LIGHT_PAGE);
    await expect(screens(page).light).toBeVisible();
    await expect(screens(page).dark).toBeHidden();
    await expect(toggle(page)).toBeHidden();
    await expect(noScriptNote(page)).toBeVisible();
    await expect(noScriptNote(page)).toHaveText(noScriptTexts.signIn);
    await expectNoAxeViolationsWithoutScript(page, browser, 'light');
  });

  test('every other sign-in and request card says it needs JavaScript', async ({ page }) => {
    for (const [path, text] of [
      ['/github', noScriptTexts.signIn],
      ['/email-whitelist', noScriptTexts.whitelist],
      ['/micro-saas/waitlist', noScriptTexts.waitlist('Micro SaaS')],
    ] as const) {
      await page.goto(path);
      await expect.soft(noScriptNote(page), path).toBeVisible();
      await expect.soft(noScriptNote(page), path).toContainText(text);
    }
  });

  test('controls that need script are not shown: carousel arrows, thumbnails, Copy link', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.getByRole('heading').first()).toBeVisible();
    for (const name of ['Previous slide', 'Next slide', 'View slide 1 full screen']) {
      await expect.soft(carousel.getByRole('button', { name }), name).toBeHidden();
    }
    await expect(carousel.getByRole('group', { name: 'Choose a slide' })).toBeHidden();
    await page.goto('/blog/api-testing-mcp-automation');
    await expect(page.getByRole('link', { name: /LinkedIn|X|Twitter/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
  });

  test('the demo videos show their posters: no loader marks the first paint, the <noscript> style draws them', async ({
    page,
  }) => {
    for (const path of ['/', '/api-mcp-studio', '/notebook']) {
      await page.goto(path);
      const video = page.locator('#demo video:visible');
      await video.scrollIntoViewIfNeeded();
      await expect(page.locator('html')).not.toHaveAttribute(PAINTED_ATTRIBUTE);
      const posters = videos.flatMap((each) => [each.poster, each.posterDark]);
      const image = await video.evaluate((element) => getComputedStyle(element).backgroundImage);
      expect(
        posters.some((poster) => image.includes(`${poster}")`)),
        `${path}: ${image}`,
      ).toBe(true);
    }
  });
});

test.describe('with JavaScript, as before', () => {
  test.use({ colorScheme: 'dark' });

  test('a dark system gets dark, the toggle works, and a stored choice wins over the system', async ({
    page,
  }) => {
    await page.goto('/login');
    await hydrated(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await bodyBackground(page)).toBe(DARK_PAGE);
    await expect(noScriptNote(page)).toBeHidden();
    await toggle(page).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await bodyBackground(page)).toBe(LIGHT_PAGE);
    expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_SCHEME_KEY)).toBe('light');
    // Reloaded on the same dark system: the stored "light" still wins.
    await page.reload();
    await hydrated(page);
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await bodyBackground(page)).toBe(LIGHT_PAGE);
    await expect(screens(page).light).toBeVisible();
    await expect(screens(page).dark).toBeHidden();
  });

  test('the filter still works on a category page: chips filter in place', async ({ page }) => {
    await page.goto('/ai-agents?category=google');
    await hydrated(page);
    const visible = page.getByRole('list', { name: 'Connector agents' }).locator('li:visible');
    await expect(visible).toHaveCount(12);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const filter = page.getByRole('group', { name: 'Category' });
    await filter.getByRole('button', { name: 'All 18 agents' }).click();
    await expect(page).toHaveURL('/ai-agents');
    await expect(visible).toHaveCount(18);
    await filter.getByRole('button', { name: 'AI 2 agents' }).click();
    await expect(page).toHaveURL('/ai-agents?category=AI');
    await expect(visible).toHaveCount(2);
    // No reload happened: the page's own state is still there.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });
});
