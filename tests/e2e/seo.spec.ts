// What search engines and feed readers fetch from the served build: the sitemap matches the route
// table, robots points at it, the feed holds the nine posts, and every page carries its canonical
// URL and social tags (an article its own image, which exists).
import { XMLParser } from 'fast-xml-parser';
import { routes } from '../../web/src/config/routes';
import { site } from '../../web/src/config/site';
import { posts } from '../../web/src/content/blog/posts';
import { expect, test } from './fixtures';

const absolute = (path: string) => new URL(path, site.url).href.replace(/\/$/, '');
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'item' });

test('sitemap.xml lists exactly the route table, robots.txt points at it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const urls: { loc: string }[] = parser.parse(await sitemap.text()).urlset.url;
  const listed = urls.map((url) => url.loc.replace(/\/$/, '')).sort();
  expect(listed).toEqual(routes.map((route) => absolute(route.path)).sort());

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', site.url).href}`);
});

test('the feed parses as XML with the nine posts', async ({ request }) => {
  const feed = await request.get('/feed.xml');
  expect(feed.ok()).toBe(true);
  const items: { title: string; link: string }[] = parser.parse(await feed.text()).rss.channel.item;
  expect(items.map((item) => item.title).sort()).toEqual(posts.map((post) => post.title).sort());
  expect(items.map((item) => item.link).sort()).toEqual(
    posts.map((post) => absolute(`/blog/${post.slug}`)).sort(),
  );
});

// Each route its own test (all 71 in one outgrew a loaded machine's minute).
for (const route of routes) {
  test(`${route.path} has its canonical URL, Open Graph and Twitter tags; an article its own image`, async ({
    page,
    request,
  }) => {
    await page.goto(route.path);
    const content = (selector: string) => page.locator(selector).getAttribute('content');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical?.replace(/\/$/, ''), route.path).toBe(absolute(route.path));
    expect(await content('meta[property="og:url"]'), route.path).toBe(canonical);
    expect(await content('meta[property="og:type"]'), route.path).toBe(route.ogType);
    expect(await content('meta[name="twitter:card"]'), route.path).toBe('summary_large_image');
    const image = await content('meta[property="og:image"]');
    expect(image, route.path).toBe(new URL(route.image.src, site.url).href);
    if (route.page === 'blog/@slug') {
      expect(image).toContain(route.path.replace('/blog/', '/og/'));
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join(' ')).toMatch(/"@type":"BlogPosting"|"@type":"Article"/);
      expect(jsonLd.join(' ')).toContain('"@type":"BreadcrumbList"');
    }
    const served = await request.get(new URL(image ?? '', site.url).pathname);
    expect(served.headers()['content-type'], image ?? '').toBe('image/png');
  });
}

test('the home page describes the product: rating 4.8 from 350, price 0 USD', async ({ page }) => {
  await page.goto('/');
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  expect(jsonLd).toMatchObject({
    '@type': 'SoftwareApplication',
    aggregateRating: { ratingValue: 4.8, ratingCount: 350 },
    offers: { price: 0, priceCurrency: 'USD' },
  });
});
