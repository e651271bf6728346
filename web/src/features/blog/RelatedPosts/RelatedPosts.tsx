import { Title } from '@mantine/core';
import type { PostSummary } from '#web/content/blog/posts.ts';
import { PostGrid } from '#web/features/blog/PostGrid/PostGrid.tsx';
import classes from './RelatedPosts.module.css';

/** "Keep reading" at the end of an article (the choice is related.ts's). */
export function RelatedPosts({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <section className={classes.related} aria-labelledby="related-articles">
      <Title order={2} id="related-articles" className={classes.heading}>
        Related articles
      </Title>
      <PostGrid posts={posts} label="Related articles" />
    </section>
  );
}
