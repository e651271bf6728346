// The blog's RSS 2.0 feed: one item per post, newest first, dated by the posts themselves (not
// the build), so the same posts always make the same feed.
import { escapeXml } from '@testbeam/contract/src/xml';

type FeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  isoDate: string;
};

type FeedSite = { name: string; url: string };

/** RFC 822 date, as RSS wants it: "Tue, 13 Aug 2024 00:00:00 GMT". */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

export function buildFeed(posts: readonly FeedPost[], site: FeedSite): string {
  const newestFirst = [...posts].sort((a, b) => b.isoDate.localeCompare(a.isoDate));
  const blogUrl = `${site.url}/blog`;
  const items = newestFirst.map((post) => {
    const link = escapeXml(`${blogUrl}/${post.slug}`);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(post.isoDate)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = newestFirst[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(site.name)} blog</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <atom:link href="${escapeXml(`${site.url}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>Articles on API testing, MCP, AI and data workflows from the ${escapeXml(site.name)} team.</description>`,
    '    <language>en</language>',
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.isoDate)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
