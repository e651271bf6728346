// THE route table. It feeds the header's links and active state, the footer, the pre-render
// list, page titles and descriptions, breadcrumbs, the route tests and the one page per template
// that layout tests, screenshots and benchmarks visit. A unit test fails when a page folder under
// web/pages and this table disagree.

import { agents } from '#web/content/agents.ts';
import { posts } from '#web/content/blog/posts.ts';
import { products } from '#web/content/products.ts';
import { screenDescription, screenPages, screenTitle } from '#web/content/screen-pages.ts';
import { waitlists } from '#web/content/waitlists.ts';
import {
  type Crumb,
  type PageId,
  defaultImage,
  OG_SIZE,
  pageImage,
  type RouteEntry,
  type RouteInput,
  type Template,
} from './route-types';

export { defaultImage, pageImage } from './route-types';
export type { Crumb, PageId, RouteEntry, RouteImage, Template } from './route-types';

/** The newest post's date: when /blog last changed. */
const newestPostDate = posts
  .map((post) => post.isoDate)
  .sort()
  .at(-1);

const home: Crumb = { label: 'Home', href: '/' };

const mainRoutes: RouteInput[] = [
  {
    path: '/',
    page: 'index',
    template: 'home',
    title: 'AI-assisted API and MCP testing',
    heading: 'Test every API and MCP server with AI at your side',
    description:
      'Testbeam reads the OpenAPI or MCP description of each API you add, fills in parameters with AI and shows the results, so your team tests instead of scripting.',
    image: defaultImage,
  },
  {
    path: '/about',
    page: 'about',
    template: 'about',
    title: 'About',
    heading: 'About Testbeam',
    description:
      'Why we build Testbeam: our mission, our values and the team behind the AI-assisted API and MCP testing platform.',
    breadcrumbs: [home, { label: 'About', href: '/about' }],
  },
  {
    path: '/contact',
    page: 'contact',
    template: 'contact',
    title: 'Contact',
    heading: 'Contact us',
    description:
      'Questions about Testbeam, a connector you need, a feature idea or billing? Pick a category, write to the team, and a person reads and answers every message.',
    breadcrumbs: [home, { label: 'Contact', href: '/contact' }],
  },
  {
    path: '/api-mcp-studio',
    page: 'api-mcp-studio',
    template: 'product',
    title: 'API MCP Studio',
    heading: 'API MCP Studio',
    description:
      'Discover, call and test REST and MCP endpoints with OAuth 2.0, API keys and bearer tokens, parameter autofill and instant results.',
  },
  {
    path: '/notebook',
    page: 'notebook',
    template: 'product with gallery',
    title: 'AI Notebook',
    heading: 'AI Notebook',
    description:
      'Explore API results with SQL or Pandas, or ask in plain words and check the query the AI wrote, then chart the answer and share the notebook with your team.',
  },
  {
    path: '/ai-agents',
    page: 'ai-agents',
    template: 'marketplace',
    title: 'AI Agents Marketplace',
    heading: 'AI Agents Marketplace',
    description: `No-code connector agents that download data from Google, Amazon, GitHub, OpenAI and CoinGecko: ${agents.length} agents, filterable by category, each with its own sign-in.`,
  },
  {
    path: '/scheduler',
    page: 'scheduler',
    title: 'Scheduler',
    heading: 'Scheduler',
    description:
      "Run API workflows every few minutes, daily or on a cron schedule, pass tokens and cursors from step to step, and read each run's status, duration and response.",
  },
  {
    path: '/vector-db-llm',
    page: 'vector-db-llm',
    title: 'Vector DB & LLM',
    heading: 'Vector DB & LLM',
    description:
      'Embed the fields you choose from API responses in a vector index, keep it current with scheduled runs, and get LLM answers that show the records they used.',
  },
  {
    path: '/agentic-workflow',
    page: 'agentic-workflow',
    title: 'Agentic Workflow',
    heading: 'Agentic Workflow',
    description:
      'Coming soon: AI agents that plan API and MCP calls toward a goal, decide on each response, ask before steps that change data, and keep a full audit trail.',
  },
  {
    path: '/micro-saas',
    page: 'micro-saas',
    template: 'coming soon',
    title: 'Micro SaaS Solutions',
    heading: 'Micro SaaS Solutions',
    description:
      'Coming soon: turn the APIs you already test into small, specialized apps you can sell, with hosting, customer sign-in and billing included. Join the waitlist.',
  },
  {
    path: '/blog',
    page: 'blog',
    template: 'blog index',
    title: 'Blog',
    heading: 'Testbeam blog',
    description:
      'Articles on API testing, MCP, vector databases, scheduling and how Testbeam compares with Postman and Insomnia.',
    ...(newestPostDate ? { lastmod: newestPostDate } : {}),
  },
  {
    path: '/login',
    page: 'login',
    template: 'sign-in',
    title: 'Sign in',
    heading: 'Sign in to Testbeam',
    // The code's length and lifetime are said once, in the first point beside the form.
    description:
      'Sign in to Testbeam with a code we email you or with your Google account, and land straight in API MCP Studio.',
  },
  {
    path: '/email-whitelist',
    page: 'email-whitelist',
    template: 'whitelist',
    title: 'Request email whitelisting',
    heading: 'Request email whitelisting',
    description:
      'Ask to have your email whitelisted for workflow notifications and for connectors such as Gmail and Drive that need Google review. Support reads every request.',
  },
  {
    path: '/terms-of-service',
    page: 'terms-of-service',
    template: 'legal',
    title: 'Terms of Service',
    heading: 'Terms of Service',
    description:
      'The terms for using Testbeam: accounts, the free and paid plans, acceptable use, connectors, AI features, API keys and your data, under Wyoming law.',
  },
  {
    path: '/privacy-policy',
    page: 'privacy-policy',
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    description:
      'What personal data Testbeam collects, how AI features and connectors use it, where our cloud host stores it, how long we keep it and the rights you have.',
  },
];

const agentRoutes: RouteInput[] = agents.map((agent) => ({
  path: agent.route,
  page: 'agent',
  title:
    agent.slug === 'api-mcp-studio-access'
      ? 'Sign in to API MCP Studio'
      : `${agent.name} connector agent`,
  heading:
    agent.slug === 'api-mcp-studio-access'
      ? 'API MCP Studio access'
      : `${agent.name} connector agent`,
  description: agent.description,
  breadcrumbs: agent.breadcrumbs,
  ...(agent.slug === 'github' ? { template: 'agent' as const } : {}),
}));

/** Where "Join the Waitlist" leads: its product's waitlist (docs/decisions/0005-copy.md). */
const waitlistRoutes: RouteInput[] = waitlists.map((waitlist) => ({
  path: waitlist.path,
  page: 'waitlist',
  title: `Join the ${waitlist.name} waitlist`,
  heading: `Join the ${waitlist.name} waitlist`,
  description: `${waitlist.summary} It is not out yet: leave your email and we will write once, when early access opens.`,
  ...(waitlist.id === 'micro-saas' ? { template: 'waitlist' as const } : {}),
}));

/** One page per gallery screen: where a thumbnail leads without JavaScript. */
const screenRoutes: RouteInput[] = screenPages.map((screen, index) => ({
  path: screen.path,
  page: 'screen',
  title: screenTitle(screen),
  heading: screen.slide.title,
  description: screenDescription(screen),
  image: pageImage(screen.path, `${screen.slide.title} (${screen.product.name})`),
  breadcrumbs: [
    home,
    { label: screen.product.name, href: screen.product.path },
    { label: screen.slide.title, href: screen.path },
  ],
  ...(index === 0 ? { template: 'gallery screen' as const } : {}),
}));

const postRoutes: RouteInput[] = posts.map((post) => ({
  path: `/blog/${post.slug}`,
  page: 'blog/@slug',
  title: post.seoTitle ?? post.title,
  heading: post.title,
  description: post.excerpt,
  breadcrumbs: [
    home,
    { label: 'Blog', href: '/blog' },
    { label: post.title, href: `/blog/${post.slug}` },
  ],
  ogType: 'article',
  image: { src: `/og/${post.slug}.png`, alt: post.title, ...OG_SIZE },
  lastmod: post.isoDate,
  ...(post.slug === 'vs-postman-better-choice-comparison' ? { template: 'article' as const } : {}),
}));

export const routes: readonly RouteEntry[] = [
  ...mainRoutes,
  ...agentRoutes,
  ...waitlistRoutes,
  ...screenRoutes,
  ...postRoutes,
].map((route) => ({ ogType: 'website', image: pageImage(route.path, route.heading), ...route }));

/** Strips a trailing slash (but keeps "/") so /about and /about/ name the same route. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

const byPath = new Map(routes.map((route) => [route.path, route]));

export function findRoute(pathname: string): RouteEntry | undefined {
  return byPath.get(normalizePath(pathname));
}

export function routesOf(page: PageId): RouteEntry[] {
  return routes.filter((route) => route.page === page);
}

/** One route of every template, in the table's order. */
export const templateRoutes: readonly (RouteEntry & { template: Template })[] = routes.filter(
  (route): route is RouteEntry & { template: Template } => route.template !== undefined,
);

/** The route that shows `template`. */
export function templateRoute(template: Template): RouteEntry {
  const route = templateRoutes.find((entry) => entry.template === template);
  if (!route) throw new Error(`no route of the table shows the "${template}" template`);
  return route;
}

/** A page folder that renders exactly one route (not agent, waitlist, screen or post pages). */
export type SinglePageId = Exclude<PageId, 'agent' | 'waitlist' | 'screen' | 'blog/@slug'>;

/** The route of a one-route page: its path and title are read here, never typed again. */
export function routeOf(page: SinglePageId): RouteEntry {
  const [route, ...others] = routesOf(page);
  if (!route || others.length > 0) throw new Error(`"${page}" is not one route of the table`);
  return route;
}

export const pathOf = (page: SinglePageId): string => routeOf(page).path;

export type Section = 'home' | 'ai-agents' | 'blog' | 'contact' | 'products';

const marketplacePath = pathOf('ai-agents');
const blogPath = pathOf('blog');
const contactPath = pathOf('contact');

const productSectionPaths = new Set([
  ...products.map((product) => product.path).filter((path) => path !== marketplacePath),
  ...waitlists.map((waitlist) => waitlist.path),
  ...screenPages.map((screen) => screen.path),
]);

/** The header's active section, derived from the path (docs/requirements.md §4). */
export function activeSection(pathname: string): Section | null {
  const path = normalizePath(pathname);
  if (path === pathOf('index')) return 'home';
  if (path === marketplacePath) return 'ai-agents';
  if (path === blogPath || path.startsWith(`${blogPath}/`)) return 'blog';
  if (path === contactPath) return 'contact';
  if (productSectionPaths.has(path)) return 'products';
  return null;
}
