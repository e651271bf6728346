import { RoutePage } from '#web/components/RoutePage/RoutePage.tsx';
import { featuredPost, posts } from '#web/content/blog/posts.ts';
import { BlogIndex } from '#web/features/blog/BlogIndex/BlogIndex.tsx';

export default function Page() {
  return (
    <RoutePage>
      <BlogIndex featured={featuredPost} others={posts.filter((post) => post !== featuredPost)} />
    </RoutePage>
  );
}
