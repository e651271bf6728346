import { describe, expect, it } from 'vitest';
import { posts } from '#web/content/blog/posts.ts';
import type { BlogCategory } from '#web/content/blog/schema.ts';
import { relatedPosts } from './related';

const post = (slug: string, category: BlogCategory, isoDate: string) => ({
  slug,
  category,
  isoDate,
});

describe('relatedPosts', () => {
  const all = [
    post('a', 'MCP', '2024-08-01'),
    post('b', 'AI', '2024-07-01'),
    post('c', 'MCP', '2024-03-01'),
    post('d', 'AI', '2024-09-01'),
    post('e', 'MCP', '2024-05-01'),
  ];

  it('puts the same category first, newest first, then the newest of the rest', () => {
    const [first] = all;
    expect(first && relatedPosts(first, all).map((p) => p.slug)).toEqual(['e', 'c', 'd']);
  });

  it('never suggests the post itself, and gives three for every real post', () => {
    for (const current of posts) {
      const related = relatedPosts(current, posts);
      expect(related).toHaveLength(3);
      expect(related.map((p) => p.slug)).not.toContain(current.slug);
    }
  });
});
