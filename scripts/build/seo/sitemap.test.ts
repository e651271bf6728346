import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { routes } from '#web/config/routes.ts';
import { buildRobots, buildSitemap } from './sitemap';

const parser = new XMLParser({ isArray: (name) => name === 'url' });

describe('buildSitemap', () => {
  const xml = buildSitemap(routes, 'https://testbeam.dev');
  const urls: { loc: string; lastmod?: string }[] = parser.parse(xml).urlset.url;

  it('is well-formed XML in the sitemaps.org namespace', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it('lists every route of the route table once, as an absolute URL, and nothing else', () => {
    expect(urls.map((url) => url.loc)).toEqual(
      routes.map((route) => `https://testbeam.dev${route.path}`),
    );
    expect(new Set(urls.map((url) => url.loc)).size).toBe(routes.length);
  });

  it('dates the posts and the blog index by the posts', () => {
    const lastmod = (path: string) =>
      urls.find((url) => url.loc === `https://testbeam.dev${path}`)?.lastmod;
    expect(lastmod('/blog/api-testing-mcp-automation')).toBe('2026-10-14');
    expect(lastmod('/blog')).toBe('2026-10-14');
    expect(lastmod('/about')).toBeUndefined();
  });

  it('escapes what XML cannot hold raw', () => {
    expect(buildSitemap([{ path: '/a?b=1&c=<2>' }], 'https://x.dev')).toContain(
      '<loc>https://x.dev/a?b=1&amp;c=&lt;2&gt;</loc>',
    );
  });
});

describe('buildRobots', () => {
  it('allows everything and points at the sitemap', () => {
    expect(buildRobots('https://testbeam.dev')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://testbeam.dev/sitemap.xml\n',
    );
  });
});
