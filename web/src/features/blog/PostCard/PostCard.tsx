import { Badge, Card, Text, Title } from '@mantine/core';
import type { PostSummary } from '#web/content/blog/posts.ts';
import { PostMeta } from '#web/features/blog/PostMeta/PostMeta.tsx';
import classes from './PostCard.module.css';

type Props = {
  post: PostSummary;
  /** The title's heading level in the page's outline. */
  headingOrder: 2 | 3;
  /** The featured post: image beside the text on wide screens, larger title, loaded eagerly. */
  featured?: boolean;
};

/** A post as a card: cover, category, title (the link), excerpt, author, date and read time. */
export function PostCard({ post, headingOrder, featured = false }: Props) {
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      className={featured ? `${classes.card} ${classes.featured}` : classes.card}
    >
      <img
        className={classes.image}
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={630}
        loading={featured ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={classes.body}>
        <div className={classes.badges}>
          {featured ? <Badge variant="filled">Featured</Badge> : null}
          <Badge variant="light">{post.category}</Badge>
        </div>
        <Title order={headingOrder} className={classes.title}>
          <a className={classes.link} href={`/blog/${post.slug}`}>
            {post.title}
          </a>
        </Title>
        <Text c="dimmed" size={featured ? 'md' : 'sm'} className={classes.excerpt}>
          {post.excerpt}
        </Text>
        <PostMeta post={post} />
      </div>
    </Card>
  );
}
