// Structured data (schema.org JSON-LD) for search engines: Article + BreadcrumbList on blog
// posts, BreadcrumbList wherever a page has breadcrumbs, SoftwareApplication on the home page.
import { publishedAt } from '#web/content/blog/published-at.ts';
import type { Post } from '#web/content/blog/schema.ts';
import { productListing } from '#web/content/product.ts';
import type { Crumb } from '#web/config/crumb.ts';
import type { RouteEntry } from '#web/config/routes.ts';
import { site } from '#web/config/site.ts';

type JsonLd = Record<string, unknown>;

export const absoluteUrl = (path: string) => `${site.url}${path}`;

const organization = {
  '@type': 'Organization',
  name: site.name,
  url: absoluteUrl('/'),
  logo: { '@type': 'ImageObject', url: absoluteUrl(site.logo.src) },
};

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}

export function article(post: Post, route: RouteEntry): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(route.image.src), absoluteUrl(post.image)],
    datePublished: publishedAt(post.isoDate),
    dateModified: publishedAt(route.lastmod ?? post.isoDate),
    author: { '@type': 'Person', name: post.author, jobTitle: post.authorRole },
    publisher: organization,
    mainEntityOfPage: absoluteUrl(route.path),
    articleSection: post.category,
    wordCount: post.wordCount,
  };
}

export function softwareApplication(route: RouteEntry): JsonLd {
  const { rating, price, category, operatingSystem } = productListing;
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: `${site.name} ${site.productName}`,
    description: route.description,
    url: absoluteUrl(route.path),
    applicationCategory: category,
    operatingSystem,
    publisher: organization,
    offers: { '@type': 'Offer', price: price.amount, priceCurrency: price.currency },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.value,
      ratingCount: rating.count,
      bestRating: rating.best,
    },
  };
}

/** Every JSON-LD block of a page. `post` is the article a blog route renders. */
export function jsonLdFor(route: RouteEntry, post?: Post): JsonLd[] {
  const blocks: JsonLd[] = [];
  if (route.path === '/') blocks.push(softwareApplication(route));
  if (post) blocks.push(article(post, route));
  if (route.breadcrumbs) blocks.push(breadcrumbList(route.breadcrumbs));
  return blocks;
}

/** JSON for inside <script>: "<" escaped, so no string in the data can close the element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
