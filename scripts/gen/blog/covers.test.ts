import { describe, expect, it } from 'vitest';
import { posts } from '#web/content/blog/posts.ts';
import { brand } from '#common/theme/theme';
import { seededRandom } from './cover-motifs';
import { coverArt, coverSvg, motifFor } from './covers';

describe('blog covers', () => {
  it('gives each of the nine posts a drawing of its own, not only another seed', () => {
    expect(posts).toHaveLength(9);
    // The same seed for all: what remains different is the drawing itself.
    const drawings = posts.map((post) => motifFor(post)(seededRandom('one seed')));
    expect(new Set(drawings).size).toBe(posts.length);
  });

  it('gives every comparison post a motif of its own', () => {
    const comparisons = posts.filter((post) => post.category === 'Comparisons');
    expect(comparisons.map((post) => post.slug).sort()).toEqual([
      'intellisense-ai-driven-testing-vs-postman',
      'vs-postman-better-choice-comparison',
      'vs-postman-vs-insomnia-difference-comparison',
    ]);
    expect(new Set(comparisons.map(motifFor)).size).toBe(3);
  });

  it('paints in the brand palette of the theme only', () => {
    const palette = new Set(brand.map((shade) => shade.toLowerCase()));
    for (const post of posts) {
      const colours = coverSvg(post).match(/#[0-9a-f]{6}\b/gi) ?? [];
      expect(colours.length).toBeGreaterThan(0);
      for (const colour of colours) expect(palette, post.slug).toContain(colour.toLowerCase());
    }
  });

  it('draws the same motif on the Open Graph art (scripts/build/og), placed on the right', () => {
    const motif = (svg: string) => svg.slice(svg.indexOf('<g transform')).replace(/^<g [^>]*>/, '');
    for (const post of posts) {
      const art = coverArt(post, 'translate(610 150) scale(0.5)');
      expect(art).toContain('<g transform="translate(610 150) scale(0.5)">');
      expect(motif(art)).toBe(motif(coverSvg(post)).replace('</svg>\n', ''));
    }
  });
});
