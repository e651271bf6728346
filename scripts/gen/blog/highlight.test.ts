import { describe, expect, it } from 'vitest';
import { posts } from '#web/content/blog/posts.ts';
import { contrastRatio } from '#common/theme/contrast';

// Every colour shiki gives the posts' code, read from the generated HTML, against the background
// of its own theme (which ArticleBody.module.css uses): WCAG AA asks 4.5:1 for text.
function colours(scheme: 'light' | 'dark') {
  const found = new Set<string>();
  for (const post of posts) {
    for (const [, colour = ''] of post.html.matchAll(
      new RegExp(`--shiki-${scheme}:(#[0-9a-fA-F]{6})`, 'g'),
    )) {
      found.add(colour.toLowerCase());
    }
  }
  return [...found];
}

function background(scheme: 'light' | 'dark') {
  const match = new RegExp(`--shiki-${scheme}-bg:(#[0-9a-fA-F]{6})`).exec(posts[0]?.html ?? '');
  return match?.[1] ?? expect.fail(`no ${scheme} background`);
}

describe.each(['light', 'dark'] as const)('highlighted code, %s theme', (scheme) => {
  it('reaches 4.5:1 contrast for every token colour', () => {
    const bg = background(scheme);
    const found = colours(scheme);
    expect(found.length).toBeGreaterThan(4);
    for (const colour of found) {
      expect(contrastRatio(colour, bg), `${colour} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
