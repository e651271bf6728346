import { usePageContext } from 'vike-react/usePageContext';
import { findPostBySlug } from '#web/content/blog/posts.ts';
import { routeOf } from '#web/config/page-route.ts';
import { site } from '#web/config/site.ts';
import { absoluteUrl, jsonLdFor, serializeJsonLd } from './json-ld';
import { metaTags } from './meta-tags';

/** Canonical URL, Open Graph and Twitter tags, the feed link and JSON-LD, in every <head>. */
export function SeoTags() {
  const pageContext = usePageContext();
  const route = routeOf(pageContext);
  const slug = route?.page === 'blog/@slug' ? pageContext.routeParams.slug : undefined;
  const post = slug ? findPostBySlug(slug) : undefined;
  return (
    <>
      {route ? <link rel="canonical" href={absoluteUrl(route.path)} /> : null}
      {metaTags(route, post).map((tag) =>
        'property' in tag ? (
          <meta key={tag.property} property={tag.property} content={tag.content} />
        ) : (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ),
      )}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${site.name} blog`}
        href={absoluteUrl('/feed.xml')}
      />
      {route
        ? jsonLdFor(route, post).map((data) => (
            <script
              key={String(data['@type'])}
              type="application/ld+json"
              dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
            />
          ))
        : null}
    </>
  );
}
