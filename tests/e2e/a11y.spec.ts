// The route sweep: every route answers with its title, heading, description, breadcrumbs and no
// console error; a title and description that fit a search result, one <h1>, no badge run into a
// name (search-snippet.ts); and axe (WCAG 2.0, 2.1 and 2.2 A and AA, best practices, target size),
// organised around what differs between pages: every route's own content once, on
// every route of the route table and the 404 page at 375 px in the dark theme (where a page's own
// text wraps and its targets crowd; colours come from the template, not the content); and each
// template in the other three pairings (1280 px light and dark, 375 px light) on one page of it
// (one test, one page, theme and width switched in place); then the interactive states no page
// shows on load. Feature specs add their own states (sign-in-a11y.spec.ts: code step, errors,
// toasts; contact.spec.ts: form errors).
import { routes, templateRoutes } from '#web/config/routes.ts';
import { products } from '#web/content/products.ts';
import { expectNoAxeViolations } from './axe';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { expectTooltipsOnIconControls } from './icon-controls';
import { accessibleNames, expectSearchSnippetAndNames } from './search-snippet';

const notFound = '/this-page-does-not-exist';
const paths = [...routes.map((route) => route.path), notFound];
/** One page of each template (as layout.spec.ts visits them). */
const templates = [...templateRoutes.map((route) => route.path), notFound];

type Scheme = 'light' | 'dark';

/** One route at one width and theme: its head, heading, names, tooltips and axe. */
async function sweep(page: Page, path: string, width: number, colorScheme: Scheme) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(path === notFound ? 404 : 200);
  await hydrated(page);
  const route = routes.find((entry) => entry.path === path);
  if (route) {
    await expect(page).toHaveTitle(`${route.title} | Testbeam`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      route.description,
    );
    if (route.breadcrumbs) {
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('listitem')).toHaveText(
        route.breadcrumbs.map((crumb) => crumb.label),
      );
    }
  } else {
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      '404: Oops! Page not found',
    );
  }
  await expectSearchSnippetAndNames(page, `${path} at ${width} px`);
  await expectTooltipsOnIconControls(page, `${path} at ${width} px`);
  if (path === '/') {
    // Chromium's own names (Playwright's put a space before the comma, for the link's
    // empty ::after); the badge's capitals are CSS.
    const names = (await accessibleNames(page)).map((name) => name.toLowerCase());
    for (const product of products.filter((entry) => entry.comingSoon)) {
      expect(names).toContain(`${product.name}, coming soon`.toLowerCase());
    }
  }
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
  await expectNoAxeViolations(page, `${path} at ${width} px, ${colorScheme}`);
  await page.waitForLoadState('networkidle');
}

// Each route (and each template) in one test and one page, theme and width switched in place: a
// page per pairing cost minutes of CI.
for (const { name, swept, pairings } of [
  {
    name: 'every route at 375 px dark',
    swept: paths,
    pairings: [[375, 'dark']],
  },
  {
    name: 'one page of each template at 1280 px light and dark and 375 px light',
    swept: templates,
    pairings: [
      [1280, 'light'],
      [1280, 'dark'],
      [375, 'light'],
    ],
  },
] as const) {
  test.describe(`axe on ${name}`, () => {
    for (const path of swept) {
      test(`${path}`, async ({ page, consoleErrors }) => {
        for (const [width, colorScheme] of pairings) {
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme });
          await sweep(page, path, width, colorScheme);
        }
        // The 404 page logs itself (docs/requirements.md) and the browser reports the 404 status.
        if (path !== notFound) expect(consoleErrors).toEqual([]);
      });
    }
  });
}

test.describe('axe in interactive states', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme });

      test('the Products menu open', async ({ page }) => {
        await page.goto('/');
        await hydrated(page);
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByText('Products').click();
        await expect(nav.locator('details').getByRole('link').first()).toBeVisible();
        await expectNoAxeViolations(page, 'Products menu open');
      });

      test('the drawer open at 375 px with Products expanded', async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 812 });
        await page.goto('/blog');
        await hydrated(page);
        await page.getByRole('button', { name: 'Open navigation' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await expect(drawer).toBeVisible();
        await drawer.locator('summary', { hasText: 'Products' }).click();
        await expect(drawer.getByRole('link', { name: /Micro SaaS/ })).toBeVisible();
        await expectNoAxeViolations(page, 'drawer open');
      });

      test('a gallery image open', async ({ page }) => {
        await page.goto('/notebook');
        await hydrated(page);
        const gallery = page.locator('[data-gallery][data-enhanced]');
        await gallery.scrollIntoViewIfNeeded();
        await gallery.getByRole('link').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectTooltipsOnIconControls(page, 'gallery open');
        await expectNoAxeViolations(page, 'gallery open');
      });

      test('the home carousel on another slide', async ({ page }) => {
        await page.goto('/');
        await hydrated(page);
        const carousel = page.getByRole('region', { name: 'Product screenshots' });
        await carousel.scrollIntoViewIfNeeded();
        await expect(carousel).not.toHaveAttribute('data-pending');
        await carousel.getByRole('button', { name: 'Next slide' }).click();
        await page.locator('main details[name]').first().locator('summary').click();
        await expectNoAxeViolations(page, 'carousel on slide 2, FAQ item open');
      });

      test('the home carousel viewer open', async ({ page }) => {
        await page.goto('/');
        await hydrated(page);
        const carousel = page.getByRole('region', { name: 'Product screenshots' });
        await carousel.scrollIntoViewIfNeeded();
        await expect(carousel).not.toHaveAttribute('data-pending');
        await carousel.getByRole('button', { name: 'View slide 1 full screen' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectTooltipsOnIconControls(page, 'carousel viewer open');
        await expectNoAxeViolations(page, 'carousel viewer open');
      });

      test('the marketplace with an unknown category, then filtered', async ({ page }) => {
        // An unknown category: All pressed, all 18 agents and the note that says so.
        await page.goto('/ai-agents?category=Nope');
        await hydrated(page);
        await expect(page.getByText('No category "Nope"; showing all 18 agents.')).toBeVisible();
        await expectNoAxeViolations(page, 'marketplace, unknown category');
        await page.getByRole('button', { name: /^Google \d+/ }).click();
        await expect(page).toHaveURL('/ai-agents?category=Google');
        await expectNoAxeViolations(page, 'marketplace, one category');
      });

      test('the whitelist form with an error, an approved address and a confirmation', async ({
        page,
      }) => {
        await page.goto('/email-whitelist');
        await hydrated(page);
        await page.getByRole('button', { name: 'Request Whitelist' }).click();
        await expect(page.getByText('Please enter an email address')).toBeVisible();
        await expectNoAxeViolations(page, 'whitelist error');
        // An approved address says so beside the form; a new one leaves a confirmation.
        await page.getByLabel(/Email/).fill('demo@testbeam.dev');
        await page.getByRole('button', { name: 'Request Whitelist' }).click();
        await expect(page.getByText(/is already approved/)).toBeVisible();
        await expect(page.locator('[data-sonner-toast][data-mounted="true"]').first()).toHaveCSS(
          'opacity',
          '1',
        );
        await expectNoAxeViolations(page, 'whitelist already approved');
        await page.getByLabel(/Email/).fill(`axe-${colorScheme}@example.com`);
        await page.getByRole('button', { name: 'Request Whitelist' }).click();
        await expect(page.getByRole('heading', { name: 'Request received' })).toBeFocused();
        await expect(page.locator('[data-sonner-toast][data-mounted="true"]').first()).toHaveCSS(
          'opacity',
          '1',
        );
        await expectNoAxeViolations(page, 'whitelist confirmation');
      });
    });
  }
});
