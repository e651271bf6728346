import type { PageContext } from 'vike/types';
import { normalizePath } from '#web/config/routes.ts';
import { findPostBySlug } from '#web/content/blog/posts.ts';

// Only the nine known slugs are articles; anything else under /blog/ is the not-found page.
export function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const match = normalizePath(pageContext.urlPathname).match(/^\/blog\/([^/]+)$/);
  const slug = match?.[1];
  return slug && findPostBySlug(slug) ? { routeParams: { slug } } : false;
}
