import { usePageContext } from 'vike-react/usePageContext';
import { useRoute } from '../../../src/config/use-route';
import { findPostBySlug, posts } from '../../../src/content/blog/posts';
import { Article } from '../../../src/features/blog/Article/Article';
import { relatedPosts } from '../../../src/features/blog/related';

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
