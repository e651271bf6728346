// The nine blog posts, in docs/decisions/0004-blog-slugs.md order (the first is featured), as
// rendered at build time by scripts/gen/gen-blog.ts from the Markdown in ./posts. Edit the
// Markdown, then `npm run gen -- blog`. Validated on load, so a hand-edited or half-written
// generated file fails the build, not a page.

import { generatedPosts } from './generated/posts';
import { type Post, postListSchema } from './schema';

export type { Post } from './schema';

/** What a card or a listing needs: everything but the body. */
export type PostSummary = Omit<Post, 'html' | 'headings'>;

export const posts: readonly Post[] = postListSchema.parse(generatedPosts);

const [first] = posts;
if (!first) throw new Error('generated/posts.ts holds no post: run npm run gen -- blog');
/** docs/requirements.md §2: the first post is featured on /blog. */
export const featuredPost: Post = first;

export function findPostBySlug(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug);
}

export function toSummary({ html: _html, headings: _headings, ...summary }: Post): PostSummary {
  return summary;
}
