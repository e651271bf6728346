// What a route of the table (routes.ts) is: the page folder that renders it, its titles and
// crumbs, and its social preview card.

import { site } from './site';
import type { Crumb } from './crumb';

/** The folder under web/pages that renders a route. */
export type PageId =
  | 'index'
  | 'about'
  | 'contact'
  | 'api-mcp-studio'
  | 'notebook'
  | 'ai-agents'
  | 'scheduler'
  | 'vector-db-llm'
  | 'agentic-workflow'
  | 'micro-saas'
  | 'blog'
  | 'blog/@slug'
  | 'login'
  | 'email-whitelist'
  | 'terms-of-service'
  | 'privacy-policy'
  | 'agent'
  | 'waitlist'
  | 'screen';

export type { Crumb } from './crumb';

/** The kinds of page the site has, each with its own layout. */
export type Template =
  | 'home'
  | 'about'
  | 'contact'
  | 'product'
  | 'product with gallery'
  | 'coming soon'
  | 'marketplace'
  | 'agent'
  | 'blog index'
  | 'article'
  | 'sign-in'
  | 'whitelist'
  | 'waitlist'
  | 'gallery screen'
  | 'legal';

/** A social preview image: a 1200×630 PNG drawn at build time (scripts/build/gen-og-images.ts). */
export type RouteImage = { src: string; alt: string; width: number; height: number };

export type RouteEntry = {
  path: string;
  page: PageId;
  /**
   * The document title, without the site name suffix. Shorter than the heading where the heading
   * would be cut in a search result (a post's `seoTitle`); page-route.test.ts holds the limits.
   */
  title: string;
  /** The page's `<h1>`. */
  heading: string;
  description: string;
  /** Only where docs/requirements.md names them; the last crumb is the current page. */
  breadcrumbs?: readonly Crumb[];
  /** Open Graph type: `article` for blog posts, `website` for every other page. */
  ogType: 'website' | 'article';
  image: RouteImage;
  /** YYYY-MM-DD of the last content change, where known: the sitemap's <lastmod>. */
  lastmod?: string;
  /**
   * Set on one route per template: the page layout tests, screenshots and benchmarks look at to
   * see every kind of page once (`templateRoutes` in routes.ts).
   */
  template?: Template;
};

/** A route as routes.ts writes it; the SEO fields default to a website page with its own image. */
export type RouteInput = Omit<RouteEntry, 'ogType' | 'image'> &
  Partial<Pick<RouteEntry, 'ogType' | 'image'>>;

/** Every card is 1200×630 px. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The site's card: the home page's, and the not-found page's (it has no route). */
export const defaultImage: RouteImage = {
  src: '/og/default.png',
  alt: `${site.name}: ${site.tagline}`,
  ...OG_SIZE,
};

/**
 * A page's own card, naming it (scripts/build/og/cards.ts draws it), so no two pages share a preview:
 * /og/{the path without its first slash, each further slash a hyphen}.png.
 */
export function pageImage(path: string, alt: string): RouteImage {
  return { src: `/og/${path.slice(1).replaceAll('/', '-')}.png`, alt, ...OG_SIZE };
}
