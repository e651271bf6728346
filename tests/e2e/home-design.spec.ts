// The home page's design promises (issue "Look like the best developer-tool sites"): the product
// itself on the first screen in both themes, in the theme's own drawing, and a page that stays
// short: at most 5,000 px at 1280 px wide and 8,000 px at 375 px.
import { COLOR_SCHEME_KEY } from '#web/components/ThemeToggle/theme-toggle.enhance.ts';
import { DRAW_EVERY_BAND_STYLE } from '../../scripts/tooling/browser';
import { alwaysInInter, expect, test } from './fixtures';

const screens = [
  { width: 1280, height: 800, maxHeight: 5000 },
  { width: 375, height: 812, maxHeight: 8000 },
] as const;

test.describe.configure({ mode: 'parallel' });

for (const scheme of ['light', 'dark'] as const) {
  test(`home, ${scheme}: the product is on the first screen and the page stays short`, async ({
    page,
  }) => {
    await alwaysInInter(page);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      COLOR_SCHEME_KEY,
      scheme,
    ] as const);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await page.evaluate(() => document.fonts.ready);
    // The page's own height: a band not drawn yet holds an estimated one (browser.ts says why).
    await page.addStyleTag({ content: DRAW_EVERY_BAND_STYLE });
    const hero = page.getByRole('region', { name: /Test every API/ });
    for (const { width, height, maxHeight } of screens) {
      await page.setViewportSize({ width, height });
      // The one product screen shown is this theme's drawing, and all of it is above the fold.
      const shot = hero.locator('img:visible');
      await expect(shot).toHaveCount(1);
      await expect(shot).toHaveAttribute(
        'src',
        scheme === 'dark'
          ? /\/images\/screens\/.+-dark\.svg$/
          : /\/images\/screens\/[a-z-]+(?<!-dark)\.svg$/,
      );
      await expect(shot).toHaveJSProperty('complete', true);
      const box = await shot.boundingBox();
      expect(box, `${width} px`).not.toBeNull();
      expect(
        (box?.y ?? 0) + (box?.height ?? 0),
        `${width} px: bottom of the product screen`,
      ).toBeLessThanOrEqual(height);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(pageHeight, `${width} px: page height`).toBeLessThanOrEqual(maxHeight);
    }
  });
}

// The bento's small tiles on a phone: the icon alone makes the first column, so a Coming Soon
// badge (over its title) does not push that title right of the others.
for (const width of [320, 375]) {
  test(`at ${width} px every small bento tile's title starts at the same place`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.addStyleTag({ content: DRAW_EVERY_BAND_STYLE });
    const tiles = page.locator('li[data-size="small"]');
    const lefts = await tiles.evaluateAll((items) =>
      items.map((tile) => Math.round(tile.querySelector('h3')?.getBoundingClientRect().left ?? -1)),
    );
    const badged = await tiles.filter({ hasText: 'Coming Soon' }).count();
    expect(badged).toBeGreaterThan(0);
    expect(new Set(lefts).size, `title edges ${lefts.join(', ')}`).toBe(1);
  });
}
