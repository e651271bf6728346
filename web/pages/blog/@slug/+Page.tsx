import { usePageContext } from 'vike-react/usePageContext';
import { useRoute } from '#web/config/use-route.ts';
import { findPostBySlug, posts } from '#web/content/blog/posts.ts';
import { Article } from '#web/features/blog/Article/Article.tsx';
import { relatedPosts } from '#web/features/blog/related.ts';

export default function Page() {
  const route = useRoute();
  // +route.ts only matches known slugs, so the post exists.
  const post = findPostBySlug(usePageContext().routeParams.slug ?? '');
  if (!post) throw new Error(`No post for ${route.path}`);
  return (
    <Article
      post={post}
      breadcrumbs={route.breadcrumbs ?? []}
      related={relatedPosts(post, posts)}
    />
  );
}
