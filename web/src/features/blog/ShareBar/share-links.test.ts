import { describe, expect, it } from 'vitest';
import { site } from '#web/config/site.ts';
import { articleUrl, communityLinks, shareLinks } from './share-links';

const url = articleUrl('vs-postman-better-choice-comparison');
const title = 'Testbeam vs "Postman": what & why? It\'s 100% honest';
const links = shareLinks({ url, title });
const byId = Object.fromEntries(links.map((link) => [link.id, new URL(link.href)]));

describe('shareLinks', () => {
  it('builds the absolute article URL from the site address', () => {
    expect(url).toBe('https://testbeam.dev/blog/vs-postman-better-choice-comparison');
  });

  it('covers a social network, a professional network, forums and a blogging site', () => {
    expect(links.map((link) => link.id)).toEqual([
      'x',
      'linkedin',
      'reddit',
      'hacker-news',
      'tumblr',
    ]);
    expect(links.map((link) => link.label)).toContain('Share on LinkedIn');
  });

  it.each([
    ['x', 'https://twitter.com/intent/tweet', 'url', 'text'],
    ['reddit', 'https://www.reddit.com/submit', 'url', 'title'],
    ['hacker-news', 'https://news.ycombinator.com/submitlink', 'u', 't'],
    ['tumblr', 'https://www.tumblr.com/widgets/share/tool', 'canonicalUrl', 'title'],
  ])('%s carries the URL and the title, each decoding back exactly', (id, base, u, t) => {
    const href = byId[id] as URL;
    expect(`${href.origin}${href.pathname}`).toBe(base);
    expect(href.searchParams.get(u)).toBe(url);
    expect(href.searchParams.get(t)).toBe(title);
  });

  it('encodes spaces, &, ?, and quotes, so the title cannot break the query string', () => {
    const x = links.find((link) => link.id === 'x')?.href ?? '';
    expect(x).toContain('text=Testbeam%20vs%20%22Postman%22%3A%20what%20%26%20why%3F');
    expect(x).toContain(`url=${encodeURIComponent(url)}`);
    expect(x.split('&')).toHaveLength(2);
  });

  it('gives LinkedIn the URL only (its share page reads the title from the article)', () => {
    const linkedin = byId.linkedin as URL;
    expect([...linkedin.searchParams.keys()]).toEqual(['url']);
    expect(linkedin.searchParams.get('url')).toBe(url);
  });
});

describe('communityLinks', () => {
  it('points at the fixed community pages from the site config', () => {
    expect(communityLinks.map((link) => link.href)).toEqual([
      site.communityChatUrl,
      site.communityDiscussionsUrl,
    ]);
  });
});
