// What a page's Open Graph card says above its heading (its section of the site: an agent's
// category, a screen's product) and which blog cover motif is drawn behind it, chosen for what the
// page is about. One entry per kind of page, so a new kind fails the type check until it has one.
import type { PageId, RouteEntry } from '#web/config/routes.ts';
import { site } from '#web/config/site.ts';
import { agents } from '#web/content/agents.ts';
import type { BlogCategory } from '#web/content/blog/schema.ts';
import { findPostBySlug } from '#web/content/blog/posts.ts';
import { products } from '#web/content/products.ts';
import { findScreenPage } from '#web/content/screen-pages.ts';
import { waitlists } from '#web/content/waitlists.ts';

export type PageLabel = { eyebrow: string; art: BlogCategory };

// A product's page, its waitlist and its screens share its motif.
const productArt: Record<string, BlogCategory> = {
  '/api-mcp-studio': 'Product',
  '/ai-agents': 'MCP',
  '/notebook': 'Product',
  '/scheduler': 'Automation',
  '/vector-db-llm': 'AI',
  '/agentic-workflow': 'MCP',
  '/micro-saas': 'Engineering',
};

function found<T>(value: T | undefined, route: RouteEntry): T {
  if (value === undefined) throw new Error(`No content behind ${route.path}`);
  return value;
}

function product(route: RouteEntry): PageLabel {
  const entry = found(
    products.find((candidate) => candidate.path === route.path),
    route,
  );
  return {
    eyebrow: entry.comingSoon ? 'Coming soon' : 'Products',
    art: productArt[entry.path] ?? 'Product',
  };
}

const legal = (): PageLabel => ({ eyebrow: 'Legal', art: 'Comparisons' });

const labels: Record<PageId, (route: RouteEntry) => PageLabel> = {
  index: () => ({ eyebrow: site.productName, art: 'MCP' }),
  about: () => ({ eyebrow: 'Company', art: 'Engineering' }),
  contact: () => ({ eyebrow: 'Support', art: 'MCP' }),
  'api-mcp-studio': product,
  notebook: product,
  'ai-agents': product,
  scheduler: product,
  'vector-db-llm': product,
  'agentic-workflow': product,
  'micro-saas': product,
  blog: () => ({ eyebrow: 'Blog', art: 'Comparisons' }),
  'blog/@slug': (route) => {
    const post = found(findPostBySlug(route.path.split('/').at(-1) ?? ''), route);
    return { eyebrow: post.category, art: post.category };
  },
  login: () => ({ eyebrow: 'Account', art: 'Product' }),
  'email-whitelist': () => ({ eyebrow: 'Account', art: 'Automation' }),
  'terms-of-service': legal,
  'privacy-policy': legal,
  agent: (route) => {
    const agent = found(
      agents.find((candidate) => candidate.route === route.path),
      route,
    );
    // The marketplace's filter: "Google agents", "AI agents".
    return { eyebrow: `${agent.category} agents`, art: 'MCP' };
  },
  waitlist: (route) => {
    const waitlist = found(
      waitlists.find((candidate) => candidate.path === route.path),
      route,
    );
    return { eyebrow: 'Coming soon', art: productArt[waitlist.productPath] ?? 'Product' };
  },
  // The description already says which screen of how many.
  screen: (route) => {
    const { product } = found(findScreenPage(route.path), route);
    return { eyebrow: product.name, art: productArt[product.path] ?? 'Product' };
  },
};

export function pageLabel(route: RouteEntry): PageLabel {
  return labels[route.page](route);
}
