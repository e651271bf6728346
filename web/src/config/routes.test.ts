import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  activeSection,
  findRoute,
  normalizePath,
  pathOf,
  routeOf,
  routes,
  templateRoute,
  templateRoutes,
} from './routes';

// docs/requirements.md §2, spelled out here on purpose: the table must match the spec, not itself.
const mainPaths = [
  '/',
  '/about',
  '/contact',
  '/api-mcp-studio',
  '/api-mcp-studio-access',
  '/notebook',
  '/ai-agents',
  '/scheduler',
  '/vector-db-llm',
  '/agentic-workflow',
  '/micro-saas',
  '/blog',
  '/login',
  '/email-whitelist',
  '/terms-of-service',
  '/privacy-policy',
];
const agentPaths = [
  '/amazon-dynamodb',
  '/amazon-s3',
  '/api-mcp-studio-access',
  '/coingecko',
  '/github',
  '/gmail',
  '/google-analytics',
  '/google-calendar',
  '/google-contacts',
  '/google-docs',
  '/google-drive',
  '/google-maps-geocode',
  '/google-pagespeed',
  '/google-search-console',
  '/google-tasks',
  '/openai',
  '/youtube',
  '/youtube-analytics',
];
const blogSlugs = [
  'api-testing-mcp-automation',
  'building-scalable-ai-microservices',
  'ai-vector-databases-better-llm-performance',
  'ai-automating-workflows-intelligent-scheduling',
  'mcp-studio-revolutionizing-api-management',
  'mcp-toolset-overview-api-vs-mcp-comparison',
  'vs-postman-better-choice-comparison',
  'vs-postman-vs-insomnia-difference-comparison',
  'intellisense-ai-driven-testing-vs-postman',
];

// A page per gallery screen, where a thumbnail leads without JavaScript.
const screenPaths = Object.entries({
  '/api-mcp-studio': [
    'collections',
    'auth-setup',
    'autofill',
    'results',
    'data-explorer',
    'notebook',
    'marketplace',
    'agents',
    'scheduler',
    'vector-db',
  ],
  '/notebook': ['notebook', 'ask', 'pandas', 'chart', 'share'],
  '/scheduler': ['editor', 'run', 'history', 'destinations'],
  '/vector-db-llm': ['vector-index', 'vector-fields', 'vector-chat', 'vector-sources'],
  '/micro-saas': ['blueprint', 'templates', 'launch'],
}).flatMap(([product, slugs]) => slugs.map((slug) => `${product}/screens/${slug}`));

const pagesDir = join(import.meta.dirname, '../../pages');

/** Folders under web/pages holding a +Page.tsx, as route-table page ids ("blog/@slug"). */
function pageFolders(dir = pagesDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory() || name === '_error') return [];
    const own = readdirSync(path).includes('+Page.tsx') ? [relative(pagesDir, path)] : [];
    return [...own, ...pageFolders(path)];
  });
}

describe('route table', () => {
  it('holds exactly the routes of docs/requirements.md §2 (16 main, 17 more agents, 9 posts), the two waitlists and the 26 gallery screens', () => {
    const expected = new Set([
      ...mainPaths,
      ...agentPaths,
      ...blogSlugs.map((s) => `/blog/${s}`),
      // docs/decisions/0005-copy.md: Join the Waitlist leads to a page about that product's
      // waitlist.
      '/agentic-workflow/waitlist',
      '/micro-saas/waitlist',
      ...screenPaths,
    ]);
    expect(expected.size).toBe(16 + 17 + 9 + 2 + 26);
    expect(new Set(routes.map((route) => route.path))).toEqual(expected);
    expect(routes).toHaveLength(expected.size);
  });

  it('and the page folders under web/pages agree, both ways', () => {
    const folders = new Set(pageFolders());
    const pageIds = new Set(routes.map((route) => route.page));
    expect([...folders].sort()).toEqual([...pageIds].sort());
  });

  it('gives every route a title, a heading and a description of useful length', () => {
    for (const route of routes) {
      expect(route.title.length, route.path).toBeGreaterThan(2);
      expect(route.heading.length, route.path).toBeGreaterThan(2);
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(50);
      expect(route.description.length, route.path).toBeLessThanOrEqual(170);
    }
    expect(new Set(routes.map((route) => route.title)).size).toBe(routes.length);
  });

  it.each([
    ['/about', ['Home', 'About']],
    ['/contact', ['Home', 'Contact']],
    ['/github', ['Home', 'AI Agents', 'GitHub']],
    ['/blog/api-testing-mcp-automation', ['Home', 'Blog']],
  ])('gives %s the breadcrumbs docs/requirements.md names', (path, labels) => {
    const crumbs = findRoute(path)?.breadcrumbs ?? [];
    expect(crumbs.slice(0, labels.length).map((crumb) => crumb.label)).toEqual(labels);
    expect(crumbs.at(-1)?.href).toBe(path);
  });

  it('finds a route with or without a trailing slash', () => {
    expect(normalizePath('/about/')).toBe('/about');
    expect(normalizePath('/')).toBe('/');
    expect(findRoute('/about/')?.page).toBe('about');
    expect(findRoute('/nope')).toBeUndefined();
  });

  it("reads a one-route page's path and title from the table, and refuses a page of many", () => {
    expect(pathOf('login')).toBe('/login');
    expect(routeOf('about')).toBe(findRoute('/about'));
    expect(() => routeOf('agent' as never)).toThrow(/not one route/);
  });

  it('marks one route of each template, each template once', () => {
    const templates = templateRoutes.map((route) => route.template);
    expect(new Set(templates).size).toBe(templates.length);
    expect(templates.toSorted()).toEqual([
      'about',
      'agent',
      'article',
      'blog index',
      'coming soon',
      'contact',
      'gallery screen',
      'home',
      'legal',
      'marketplace',
      'product',
      'product with gallery',
      'sign-in',
      'waitlist',
      'whitelist',
    ]);
    expect(templateRoute('article').page).toBe('blog/@slug');
    expect(templateRoute('agent').page).toBe('agent');
  });
});

describe('activeSection', () => {
  it.each([
    ['/', 'home'],
    ['/ai-agents', 'ai-agents'],
    ['/blog', 'blog'],
    ['/blog/vs-postman-better-choice-comparison', 'blog'],
    ['/contact', 'contact'],
    ['/api-mcp-studio', 'products'],
    ['/notebook', 'products'],
    ['/scheduler', 'products'],
    ['/vector-db-llm/', 'products'],
    ['/agentic-workflow', 'products'],
    ['/micro-saas', 'products'],
    ['/api-mcp-studio/screens/collections', 'products'],
    ['/about', null],
    ['/login', null],
    ['/github', null],
    ['/nowhere', null],
  ])('%s → %s', (path, section) => {
    expect(activeSection(path)).toBe(section);
  });
});
