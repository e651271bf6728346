import { describe, expect, it } from 'vitest';
import { posts } from './posts';
import { publishedAt } from './published-at';

describe('publishedAt', () => {
  it('gives every post a full ISO 8601 timestamp with a zone, on its own day', () => {
    for (const post of posts) {
      const stamp = publishedAt(post.isoDate);
      expect(stamp, post.slug).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      expect(Number.isNaN(Date.parse(stamp)), post.slug).toBe(false);
      expect(stamp.startsWith(post.isoDate), post.slug).toBe(true);
    }
  });

  it('refuses anything but a bare date', () => {
    expect(() => publishedAt('2025-06-03T10:00:00Z')).toThrow(/YYYY-MM-DD/);
    expect(() => publishedAt('June 3, 2025')).toThrow(/YYYY-MM-DD/);
  });
});
