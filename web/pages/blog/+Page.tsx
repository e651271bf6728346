import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { featuredPost, posts } from '../../src/content/blog/posts';
import { BlogIndex } from '../../src/features/blog/BlogIndex/BlogIndex';

export default function Page() {
  return (
    <RoutePage>
      <BlogIndex featured={featuredPost} others={posts.filter((post) => post !== featuredPost)} />
    </RoutePage>
  );
}
