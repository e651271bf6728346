import { Title, VisuallyHidden } from '@mantine/core';
import type { PostSummary } from '#web/content/blog/posts.ts';
import { PostCard } from '#web/features/blog/PostCard/PostCard.tsx';
import { PostGrid } from '#web/features/blog/PostGrid/PostGrid.tsx';
import classes from './BlogIndex.module.css';

type Props = { featured: PostSummary; others: readonly PostSummary[] };

/** /blog: the featured post large, then the others in a grid (docs/requirements.md §2). */
export function BlogIndex({ featured, others }: Props) {
  return (
    <div className={classes.index}>
      <section aria-labelledby="featured-article">
        <VisuallyHidden component="h2" id="featured-article">
          Featured article
        </VisuallyHidden>
        <PostCard post={featured} headingOrder={3} featured />
      </section>
      <section aria-labelledby="more-articles">
        <Title order={2} id="more-articles" className={classes.heading}>
          More articles
        </Title>
        <PostGrid posts={others} label="More articles" />
      </section>
    </div>
  );
}
