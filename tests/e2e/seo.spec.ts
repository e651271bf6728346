// What search engines and feed readers fetch from the served build: the sitemap matches the route
// table, robots points at it, the feed holds the nine posts, and every page carries its canonical
// URL and social tags (an article its own image, which exists).
import { XMLParser } from 'fast-xml-parser';
import { Window } from 'happy-dom';
import { routes } from '#web/config/routes.ts';
import { site } from '#web/config/site.ts';
import { posts } from '#web/content/blog/posts.ts';
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

// The head tags are in the served HTML, which is what a crawler or a chat's link preview reads:
// parsed from the answer, with no page to open (71 page loads cost about two minutes of CI).
test('every route has its canonical URL, Open Graph and Twitter tags, and its own 1200×630 image', async ({
  request,
}) => {
  const { DOMParser } = new Window();
  const imageTypes = new Map<string, { type?: string; png: boolean; size: string }>();
  for (const route of routes) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const head = new DOMParser().parseFromString(await response.text(), 'text/html');
    const content = (selector: string) => head.querySelector(selector)?.getAttribute('content');
    const canonical = head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical?.replace(/\/$/, ''), route.path).toBe(absolute(route.path));
    expect(content('meta[property="og:url"]'), route.path).toBe(canonical);
    expect(content('meta[property="og:type"]'), route.path).toBe(route.ogType);
    expect(content('meta[name="twitter:card"]'), route.path).toBe('summary_large_image');
    // The feed is RSS 2.0, and every page's alternate link says so.
    const feedLink = head.querySelector('link[rel="alternate"][href$="/feed.xml"]');
    expect(feedLink?.getAttribute('type'), route.path).toBe('application/rss+xml');
    const image = content('meta[property="og:image"]');
    expect(image, route.path).toBe(new URL(route.image.src, site.url).href);
    if (route.page === 'blog/@slug') {
      expect(image).toContain(route.path.replace('/blog/', '/og/'));
      const jsonLd = [...head.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => script.textContent)
        .join(' ');
      expect(jsonLd, route.path).toMatch(/"@type":"BlogPosting"|"@type":"Article"/);
      expect(jsonLd, route.path).toContain('"@type":"BreadcrumbList"');
      // Full ISO 8601 timestamps with a zone, in JSON-LD and on the page.
      const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
      for (const key of ['datePublished', 'dateModified']) {
        expect(new RegExp(`"${key}":"([^"]+)"`).exec(jsonLd)?.[1], `${route.path} ${key}`).toMatch(
          zoned,
        );
      }
      expect(head.querySelector('main time')?.getAttribute('datetime'), route.path).toMatch(zoned);
    }
    const imagePath = new URL(image ?? '', site.url).pathname;
    if (!imageTypes.has(imagePath)) {
      const answer = await request.get(imagePath);
      expect(answer.status(), imagePath).toBe(200);
      // A PNG starts with its 8-byte signature and the IHDR chunk: width and height at bytes 16–23.
      const body = await answer.body();
      imageTypes.set(imagePath, {
        type: answer.headers()['content-type'],
        png:
          body.subarray(1, 4).toString('latin1') === 'PNG' &&
          body.toString('latin1', 12, 16) === 'IHDR',
        size: `${body.readUInt32BE(16)}×${body.readUInt32BE(20)}`,
      });
    }
    expect(imageTypes.get(imagePath), image ?? '').toEqual({
      type: 'image/png',
      png: true,
      size: '1200×630',
    });
  }
});

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
