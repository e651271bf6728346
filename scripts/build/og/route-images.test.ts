// The route table's preview images (web/src/config/routes.ts): every one a 1200×630 card that
// scripts/build/gen-og-images.ts draws, and no image shared by two pages with different titles, so a
// link preview always names the page it leads to.
import { describe, expect, it } from 'vitest';
import { defaultImage, routes } from '#web/config/routes.ts';

describe('the route table’s Open Graph images', () => {
  it.each(routes.map((route) => [route.path, route.image] as const))(
    '%s has a 1200×630 card under /og/ with alt text',
    (_path, image) => {
      expect(image.src).toMatch(/^\/og\/[a-z0-9-]+\.png$/);
      expect(image).toMatchObject({ width: 1200, height: 630 });
      expect(image.alt.trim()).not.toBe('');
    },
  );

  it('never give two pages with different titles one image', () => {
    const titles = new Map<string, Set<string>>();
    for (const route of routes) {
      titles.set(route.image.src, (titles.get(route.image.src) ?? new Set()).add(route.title));
    }
    const shared = [...titles].filter(([, names]) => names.size > 1);
    expect(Object.fromEntries(shared.map(([src, names]) => [src, [...names]]))).toEqual({});
  });

  it('give each page its own card, named after its path and alt text naming it; home the site’s', () => {
    for (const route of routes.filter((entry) => entry.page !== 'blog/@slug')) {
      if (route.path === '/') {
        expect(route.image).toBe(defaultImage);
        continue;
      }
      expect(route.image.src, route.path).toBe(
        `/og/${route.path.slice(1).replaceAll('/', '-')}.png`,
      );
      expect(route.image.alt, route.path).toContain(route.heading);
    }
  });
});
