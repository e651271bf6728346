import type { PostSummary } from '#web/content/blog/posts.ts';
import { PostCard } from '#web/features/blog/PostCard/PostCard.tsx';
import classes from './PostGrid.module.css';

/**
 * Post cards in a responsive grid whose column counts divide the number of posts (8 on /blog, 3
 * related ones under an article), so no row ends half empty.
 */
export function PostGrid({ posts, label }: { posts: readonly PostSummary[]; label: string }) {
  return (
    <ul className={classes.grid} aria-label={label} data-count={posts.length}>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingOrder={3} />
        </li>
      ))}
    </ul>
  );
}
