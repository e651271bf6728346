import { Badge, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Breadcrumbs } from '../../../components/Breadcrumbs/Breadcrumbs';
import { Button } from '../../../components/Button/Button';
import { Container } from '../../../components/Container/Container';
import { findAuthor } from '../../../content/blog/authors';
import type { Post, PostSummary } from '../../../content/blog/posts';
import type { Crumb } from '../../../config/crumb';
import { ArticleBody } from '../ArticleBody/ArticleBody';
import { AuthorBio } from '../AuthorBio/AuthorBio';
import { PostMeta } from '../PostMeta/PostMeta';
import { RelatedPosts } from '../RelatedPosts/RelatedPosts';
import { ShareBar } from '../ShareBar/ShareBar';
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
