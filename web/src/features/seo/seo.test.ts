import { describe, expect, it } from 'vitest';
import { findPostBySlug } from '#web/content/blog/posts.ts';
import { findRoute, type RouteEntry } from '#web/config/routes.ts';
import { jsonLdFor, serializeJsonLd } from './json-ld';
import { imageUrl, metaTags } from './meta-tags';

const route = (path: string): RouteEntry => findRoute(path) ?? expect.fail(`no route ${path}`);
const post = findPostBySlug('vs-postman-better-choice-comparison') ?? expect.fail('no post');
const article = route(`/blog/${post.slug}`);
const tag = (tags: ReturnType<typeof metaTags>, key: string) =>
  tags.find((t) => ('property' in t ? t.property : t.name) === key)?.content;

describe('JSON-LD', () => {
  it('describes the product on the home page: rating 4.8 from 350, price 0 USD (docs/requirements.md §9)', () => {
    const [app, ...rest] = jsonLdFor(route('/'));
    expect(rest).toEqual([]);
    expect(app).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, ratingCount: 350 },
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    });
  });

  it('describes an article and its breadcrumb trail', () => {
    const [data, trail] = jsonLdFor(article, post);
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: post.title,
      datePublished: '2025-07-08T09:00:00-07:00',
      dateModified: '2025-07-08T09:00:00-07:00',
      author: { '@type': 'Person', name: 'Priya Raman' },
      mainEntityOfPage: `https://testbeam.dev/blog/${post.slug}`,
      image: [`https://testbeam.dev/og/${post.slug}.png`, `https://testbeam.dev${post.image}`],
    });
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://testbeam.dev/' },
        { position: 2, name: 'Blog', item: 'https://testbeam.dev/blog' },
        { position: 3, name: post.title, item: `https://testbeam.dev/blog/${post.slug}` },
      ],
    });
  });

  it('is serialised so no string can close the <script> element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('meta tags', () => {
  it('mark an article as such, with its own image, size and alt text', () => {
    const tags = metaTags(article, post);
    expect(tag(tags, 'og:type')).toBe('article');
    expect(tag(tags, 'og:url')).toBe(`https://testbeam.dev/blog/${post.slug}`);
    expect(tag(tags, 'og:image:width')).toBe('1200');
    expect(tag(tags, 'og:image:height')).toBe('630');
    expect(tag(tags, 'og:image:alt')).toBe(post.title);
    expect(tag(tags, 'article:published_time')).toBe('2025-07-08T09:00:00-07:00');
    expect(imageUrl(article)).toBe(`https://testbeam.dev/og/${post.slug}.png`);
  });

  it('give every other page its own image, home and the not-found page the site’s', () => {
    const about = metaTags(route('/about'));
    expect(tag(about, 'og:type')).toBe('website');
    expect(imageUrl(route('/about'))).toBe('https://testbeam.dev/og/about.png');
    expect(tag(about, 'og:image:alt')).toBe('About Testbeam');
    expect(imageUrl(route('/'))).toBe('https://testbeam.dev/og/default.png');
    expect(imageUrl(undefined)).toBe('https://testbeam.dev/og/default.png');
    const notFound = metaTags(undefined);
    expect(tag(notFound, 'og:url')).toBeUndefined();
    expect(tag(notFound, 'robots')).toBe('noindex');
  });
});
