// The share bar's destinations (docs/requirements.md §2): share pages on a social network, a
// professional network, two forums and a blogging site, each built from the article's absolute
// URL and title; then the community's own pages, which are the same for every article.
import { site } from '#web/config/site.ts';

export type ShareNetwork = 'x' | 'linkedin' | 'reddit' | 'hacker-news' | 'tumblr';
export type CommunityPlace = 'discord' | 'github';

export type ShareLink = {
  id: ShareNetwork;
  /** Visible text. */
  name: string;
  /** Accessible name: says what the link does, not only where it goes. */
  label: string;
  href: string;
};

export type CommunityLink = { id: CommunityPlace; name: string; label: string; href: string };

/** The canonical, absolute address of an article: what gets shared and copied. */
export function articleUrl(slug: string): string {
  return `${site.url}/blog/${slug}`;
}

export function shareLinks({ url, title }: { url: string; title: string }): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const link = (id: ShareNetwork, name: string, href: string): ShareLink => ({
    id,
    name,
    label: `Share on ${name}`,
    href,
  });
  return [
    link('x', 'X', `https://twitter.com/intent/tweet?url=${u}&text=${t}`),
    link('linkedin', 'LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`),
    link('reddit', 'Reddit', `https://www.reddit.com/submit?url=${u}&title=${t}`),
    link('hacker-news', 'Hacker News', `https://news.ycombinator.com/submitlink?u=${u}&t=${t}`),
    link(
      'tumblr',
      'Tumblr',
      `https://www.tumblr.com/widgets/share/tool?posttype=link&canonicalUrl=${u}&title=${t}`,
    ),
  ];
}

export const communityLinks: readonly CommunityLink[] = [
  {
    id: 'discord',
    name: 'Discord',
    label: 'Discuss on the Testbeam Discord',
    href: site.communityChatUrl,
  },
  {
    id: 'github',
    name: 'GitHub Discussions',
    label: 'Discuss on Testbeam’s GitHub Discussions',
    href: site.communityDiscussionsUrl,
  },
];
