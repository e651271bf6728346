import { publishedAt } from '#web/content/blog/published-at.ts';
import type { PostSummary } from '#web/content/blog/posts.ts';
import classes from './PostMeta.module.css';

type Props = {
  post: Pick<PostSummary, 'author' | 'authorRole' | 'date' | 'isoDate' | 'readTime'>;
  /** The article page names the author's role too; cards keep to the name. */
  withRole?: boolean;
};

/** Author on one line; date and read time on the next. */
export function PostMeta({ post, withRole = false }: Props) {
  return (
    <div className={classes.meta}>
      <p className={classes.line}>
        <span className={classes.author}>{post.author}</span>
        {withRole ? `, ${post.authorRole}` : null}
      </p>
      <p className={classes.line}>
        <time dateTime={publishedAt(post.isoDate)}>{post.date}</time>
        <span className={classes.dot} aria-hidden>
          ·
        </span>
        <span>{post.readTime} min read</span>
      </p>
    </div>
  );
}
