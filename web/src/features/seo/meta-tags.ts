// The social and search tags of a page, from its route table entry. vike-react already writes
// <title>, description, og:title, og:description, og:image and twitter:card (from +title,
// +description and +image); these are the rest.
import { publishedAt } from '#web/content/blog/published-at.ts';
import type { Post } from '#web/content/blog/schema.ts';
import { defaultImage, type RouteEntry } from '#web/config/routes.ts';
import { site } from '#web/config/site.ts';
import { absoluteUrl } from './json-ld';

export type MetaTag = { property: string; content: string } | { name: string; content: string };

export function metaTags(route: RouteEntry | undefined, post?: Post): MetaTag[] {
  const image = route?.image ?? defaultImage;
  const tags: MetaTag[] = [
    { property: 'og:type', content: route?.ogType ?? 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:image:alt', content: image.alt },
  ];
  if (route) tags.splice(1, 0, { property: 'og:url', content: absoluteUrl(route.path) });
  else tags.push({ name: 'robots', content: 'noindex' });
  if (post) {
    tags.push(
      { property: 'article:published_time', content: publishedAt(post.isoDate) },
      { property: 'article:section', content: post.category },
      { name: 'author', content: post.author },
    );
  }
  return tags;
}

/** The absolute og:image URL vike-react writes (web/pages/+image.ts). */
export function imageUrl(route: RouteEntry | undefined): string {
  return absoluteUrl((route?.image ?? defaultImage).src);
}
