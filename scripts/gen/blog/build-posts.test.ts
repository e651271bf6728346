import { beforeAll, describe, expect, it } from 'vitest';
import { buildPost } from './build-posts';
import { coverSvg } from './covers';
import { createHighlight, type Highlight } from './highlight';

let highlight: Highlight;
beforeAll(async () => {
  highlight = await createHighlight();
});

const post = (slug: string, image: string, words: number) =>
  [
    '---',
    'id: 1',
    `slug: ${slug}`,
    'title: "A post about testing APIs"',
    'excerpt: "An excerpt long enough to pass as a meta description, and then some more words."',
    `image: ${image}`,
    'imageAlt: "A diagram of a request"',
    'author: "Maya Lindqvist"',
    'date: "May 14, 2024"',
    'category: "AI"',
    '---',
    '',
    '## Why',
    '',
    Array.from({ length: words }, () => 'word').join(' '),
    '',
  ].join('\n');

describe('buildPost', () => {
  it('adds the ISO date, the word count and the read time to the front matter', () => {
    const built = buildPost(post('a-post', '/images/blog/a-post.svg', 999), 'a-post.md', highlight);
    expect(built).toMatchObject({ slug: 'a-post', isoDate: '2024-05-14', wordCount: 1000 });
    expect(built.readTime).toBe(5);
    expect(built.headings).toEqual([{ depth: 2, id: 'why', text: 'Why' }]);
  });

  it('insists the slug is the file name and the image is the generated cover', () => {
    expect(() =>
      buildPost(post('a-post', '/images/blog/a-post.svg', 5), 'other.md', highlight),
    ).toThrow('must match the file name');
    expect(() =>
      buildPost(post('a-post', '/images/blog/elsewhere.svg', 5), 'a-post.md', highlight),
    ).toThrow('/images/blog/a-post.svg');
  });
});

describe('coverSvg', () => {
  const cover = (slug: string) => coverSvg({ slug, category: 'MCP', imageAlt: 'A <hub> & nodes' });

  it('is a sized SVG with its alt text as the title, escaped', () => {
    expect(cover('a')).toMatch(/^<svg [^>]*width="1200" height="630" viewBox="0 0 1200 630"/);
    expect(cover('a')).toContain('<title>A &lt;hub&gt; &amp; nodes</title>');
  });

  it('is drawn the same way for the same post, differently for another', () => {
    expect(cover('a')).toBe(cover('a'));
    expect(cover('a')).not.toBe(cover('b'));
  });
});
