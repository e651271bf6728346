import { describe, expect, it } from 'vitest';
import { posts } from '#web/content/blog/posts.ts';
import { documentDescription, documentTitle } from './page-route';
import { findRoute, routes } from './routes';

// What a search result shows, over every route of the table and the 404 page: the served
// <title> (with the " | Testbeam" suffix) fits before a results page cuts it, and the meta
// description is long enough to say something specific and short enough not to be cut.
const pages = [
  ...routes.map((route) => ({ name: route.path, context: { urlPathname: route.path } })),
  { name: '404', context: { urlPathname: '/no-such-page', is404: true } },
];
const snippets = pages.map(({ name, context }) => ({
  name,
  title: documentTitle(context),
  description: documentDescription(context),
}));

describe('search result snippets, every route and the 404 page', () => {
  it.each(snippets)('$name: a <title> of at most 60 characters', ({ title }) => {
    expect(title.length, title).toBeLessThanOrEqual(60);
  });

  it.each(snippets)('$name: a description of 110 to 160 characters', ({ description }) => {
    expect(description.length, description).toBeGreaterThanOrEqual(110);
    expect(description.length, description).toBeLessThanOrEqual(160);
  });

  it('no two pages share a title or a description', () => {
    const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(duplicates(snippets.map((snippet) => snippet.title))).toEqual([]);
    expect(duplicates(snippets.map((snippet) => snippet.description))).toEqual([]);
  });

  it('a post with a shorter <title> keeps its full title as the <h1>', () => {
    for (const post of posts.filter((entry) => entry.seoTitle)) {
      expect(findRoute(`/blog/${post.slug}`)).toMatchObject({
        title: post.seoTitle,
        heading: post.title,
      });
    }
  });
});
