import { describe, expect, it } from 'vitest';
import { parsePostSource } from './front-matter';

const fields: Record<string, string> = {
  id: '3',
  slug: 'a-post',
  title: '"A post about testing APIs"',
  excerpt: '"An excerpt long enough to pass as a meta description, and then some more words."',
  image: '/images/blog/a-post.svg',
  imageAlt: '"A diagram of a request"',
  author: '"Maya Lindqvist"',
  date: '"May 14, 2024"',
  category: '"MCP"',
};

const source = (frontMatter: Record<string, string>) =>
  `---\n${Object.entries(frontMatter)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\nThe body.\n`;

describe('parsePostSource', () => {
  it('returns the typed front matter and the body', () => {
    const { frontMatter, body } = parsePostSource(source(fields), 'a-post.md');
    expect(frontMatter).toMatchObject({ id: 3, slug: 'a-post', category: 'MCP' });
    expect(body.trim()).toBe('The body.');
  });

  it.each(Object.keys(fields))('rejects a post whose front matter lacks %s', (missing) => {
    const { [missing]: _dropped, ...rest } = fields;
    expect(() => parsePostSource(source(rest), 'a-post.md')).toThrow(
      new RegExp(`a-post\\.md: invalid front matter[\\s\\S]*${missing}`),
    );
  });

  it.each([
    ['an unknown field', { ...fields, tags: '[a]' }, /tags/],
    ['a date that is not a long date', { ...fields, date: '2024-05-14' }, /date/],
    ['an unknown category', { ...fields, category: 'News' }, /category/],
    ['a slug with spaces', { ...fields, slug: '"a post"' }, /slug/],
  ])('rejects %s', (_, frontMatter, field) => {
    expect(() => parsePostSource(source(frontMatter), 'a-post.md')).toThrow(field);
  });

  it('rejects a file without front matter', () => {
    expect(() => parsePostSource('# Just text\n', 'x.md')).toThrow('x.md: no front matter');
  });
});
