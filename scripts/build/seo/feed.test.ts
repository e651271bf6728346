import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { site } from '#web/config/site.ts';
import { posts } from '#web/content/blog/posts.ts';
import { buildFeed, rfc822 } from './feed';

type Item = { title: string; link: string; guid: string; pubDate: string; description: string };

describe('buildFeed', () => {
  const xml = buildFeed(posts, site);
  const channel = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml).rss.channel;
  const items: Item[] = channel.item;

  it('is well-formed RSS 2.0 with one item per post, newest first', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(items).toHaveLength(9);
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  // RSS 2.0 (rssboard.org/rss-specification): a channel requires title, link and description; an
  // item at least a title or a description. The feed is RSS, named so everywhere (not Atom).
  it("carries RSS 2.0's required elements, and names itself as RSS", () => {
    for (const element of ['title', 'link', 'description']) {
      expect(String(channel[element] ?? '').trim(), `channel ${element}`).not.toBe('');
    }
    for (const item of items) expect(item.title || item.description).toBeTruthy();
    expect(xml).toMatch(
      /<atom:link href="[^"]+\/feed\.xml" rel="self" type="application\/rss\+xml"\/>/,
    );
    expect(xml).not.toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  });

  it('gives each item its title, absolute link and guid, date and excerpt', () => {
    const post = posts[0] ?? expect.fail('no post');
    const item = items.find((entry) => entry.title === post.title) ?? expect.fail('no item');
    expect(item.link).toBe(`https://testbeam.dev/blog/${post.slug}`);
    expect(item.guid).toBe(item.link);
    expect(item.pubDate).toBe('Wed, 14 Oct 2026 00:00:00 GMT');
    expect(item.description).toBe(post.excerpt);
    expect(channel.link).toBe('https://testbeam.dev/blog');
  });

  it('escapes titles and excerpts', () => {
    const one = {
      slug: 'x',
      title: 'A & B <C>',
      excerpt: '"Quoted" & more',
      author: 'A',
      category: 'AI',
      isoDate: '2024-01-02',
    };
    const parsed = new XMLParser().parse(buildFeed([one], site)).rss.channel.item;
    expect(parsed.title).toBe('A & B <C>');
    expect(parsed.description).toBe('"Quoted" & more');
  });

  it('dates in RFC 822 form', () => {
    expect(rfc822('2024-02-29')).toBe('Thu, 29 Feb 2024 00:00:00 GMT');
  });
});
