// sitemap.xml and robots.txt, from the route table: every route, none missing, none extra.
import { escapeXml } from '@testbeam/contract/src/xml';

type SitemapRoute = { path: string; lastmod?: string };

export function buildSitemap(routes: readonly SitemapRoute[], siteUrl: string): string {
  const urls = routes.map((route) => {
    const lastmod = route.lastmod ? `<lastmod>${route.lastmod}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${siteUrl}${route.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled; the sitemap says what there is. */
export function buildRobots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
