import type { PostSummary } from '../../../content/blog/posts';
import { PostCard } from '../PostCard/PostCard';
import classes from './PostGrid.module.css';

/** Post cards in a responsive grid: one column on phones, two on tablets, three on desktops. */
export function PostGrid({ posts, label }: { posts: readonly PostSummary[]; label: string }) {
  return (
    <ul className={classes.grid} aria-label={label}>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingOrder={3} />
        </li>
      ))}
    </ul>
  );
}
