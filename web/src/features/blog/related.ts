import type { PostSummary } from '#web/content/blog/posts.ts';

/**
 * The posts to suggest after `post`: the same category first, then the rest; newest first within
 * each group; never the post itself.
 */
export function relatedPosts<P extends Pick<PostSummary, 'slug' | 'category' | 'isoDate'>>(
  post: P,
  all: readonly P[],
  count = 3,
): P[] {
  const newestFirst = (a: P, b: P) => b.isoDate.localeCompare(a.isoDate);
  const others = all.filter((candidate) => candidate.slug !== post.slug);
  const same = others.filter((candidate) => candidate.category === post.category);
  const rest = others.filter((candidate) => candidate.category !== post.category);
  return [...same.sort(newestFirst), ...rest.sort(newestFirst)].slice(0, count);
}
