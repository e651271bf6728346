// Part of `npm run build`, after `vike build` and before compress.ts (so these get .br/.gz
// siblings): writes dist/client/sitemap.xml, robots.txt and feed.xml from the route table and
// the posts.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { routes } from '#web/config/routes.ts';
import { site } from '#web/config/site.ts';
import { posts } from '#web/content/blog/posts.ts';
import { clientDir } from '../tooling/paths';
import { buildFeed } from './seo/feed';
import { buildRobots, buildSitemap } from './seo/sitemap';

await Promise.all([
  writeFile(join(clientDir, 'sitemap.xml'), buildSitemap(routes, site.url)),
  writeFile(join(clientDir, 'robots.txt'), buildRobots(site.url)),
  writeFile(join(clientDir, 'feed.xml'), buildFeed(posts, site)),
]);
console.info(
  `gen-sitemap: ${routes.length} URLs in sitemap.xml, ${posts.length} posts in feed.xml`,
);
