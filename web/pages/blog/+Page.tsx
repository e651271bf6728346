import { LinkList } from '../../src/components/LinkList/LinkList';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { posts } from '../../src/content/blog/posts';

const items = posts.map((post) => ({ href: `/blog/${post.slug}`, label: post.title }));

export default function Page() {
  return (
    <RoutePage>
      <LinkList label="Articles" items={items} />
    </RoutePage>
  );
}
