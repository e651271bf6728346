import { Badge, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Breadcrumbs } from '#web/components/Breadcrumbs/Breadcrumbs.tsx';
import { Button } from '#web/components/Button/Button.tsx';
import { Container } from '#web/components/Container/Container.tsx';
import { findAuthor } from '#web/content/blog/authors.ts';
import type { Post, PostSummary } from '#web/content/blog/posts.ts';
import type { Crumb } from '#web/config/crumb.ts';
import { ArticleBody } from '#web/features/blog/ArticleBody/ArticleBody.tsx';
import { AuthorBio } from '#web/features/blog/AuthorBio/AuthorBio.tsx';
import { PostMeta } from '#web/features/blog/PostMeta/PostMeta.tsx';
import { RelatedPosts } from '#web/features/blog/RelatedPosts/RelatedPosts.tsx';
import { ShareBar } from '#web/features/blog/ShareBar/ShareBar.tsx';
import classes from './Article.module.css';

type Props = { post: Post; breadcrumbs: readonly Crumb[]; related: readonly PostSummary[] };

/** A blog article, complete in the pre-rendered HTML; only "Copy link" needs JavaScript. */
export function Article({ post, breadcrumbs, related }: Props) {
  // The front matter schema admits only known authors.
  const author = findAuthor(post.author);
  return (
    <Container className={classes.page}>
      <div className={classes.layout}>
        <div className={classes.column}>
          <Button
            variant="link"
            size="sm"
            href="/blog"
            className={classes.back}
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to blog
          </Button>
          <Breadcrumbs items={breadcrumbs} />
          <article className={classes.article}>
            <header className={classes.header}>
              <Badge variant="light" className={classes.category}>
                {post.category}
              </Badge>
              <Title order={1}>{post.title}</Title>
              <Text size="lg" c="dimmed">
                {post.excerpt}
              </Text>
              <PostMeta post={post} withRole />
            </header>
            <img
              className={classes.cover}
              src={post.image}
              alt={post.imageAlt}
              width={1200}
              height={630}
              // The largest paint on a phone: fetched ahead of the stylesheet-discovered images.
              fetchPriority="high"
            />
            <ArticleBody html={post.html} />
            {author ? <AuthorBio author={author} /> : null}
          </article>
        </div>
        {/* After the article on phones; beside it, and staying in view, on wide screens. */}
        <div className={classes.aside}>
          <ShareBar slug={post.slug} title={post.title} />
        </div>
      </div>
      <RelatedPosts posts={related} />
    </Container>
  );
}
