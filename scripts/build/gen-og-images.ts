// Part of `npm run build`, after `vike build`: one 1200×630 Open Graph PNG per image the route
// table names (a post's /og/{slug}.png, every other page's own card, the site's /og/default.png
// for the home page and the not-found page), into dist/client/og/. Generated on every build
// rather than committed: they are binary, ~250 KB each, and fully determined by the table; a
// card drawn by an earlier build with the same SVG is copied from a cache (og/png-cache.ts).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { defaultImage, routes } from '#web/config/routes.ts';
import { findPostBySlug } from '#web/content/blog/posts.ts';
import { pageCardSvg, postCardSvg, readLogo, siteCardSvg } from './og/cards';
import { writePngs } from './og/png-cache';
import { createOgRenderer } from './og/render';
import { clientDir } from '../tooling/paths';

const started = performance.now();
const renderer = await createOgRenderer();
const logo = await readLogo();
// The not-found page has no route and shows the site's card, so it is drawn whoever else uses it.
const images = new Map([[defaultImage.src, siteCardSvg(renderer, logo)]]);
for (const route of routes) {
  if (images.has(route.image.src)) continue;
  const post =
    route.page === 'blog/@slug' ? findPostBySlug(route.path.split('/').at(-1) ?? '') : undefined;
  images.set(
    route.image.src,
    post ? postCardSvg(post, renderer, logo) : pageCardSvg(route, renderer, logo),
  );
}
await mkdir(join(clientDir, 'og'), { recursive: true });
const { drawn, copied } = await writePngs(images, renderer, clientDir);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.info(
  `gen-og-images: ${images.size} images in dist/client/og (${drawn} drawn, ${copied} from the cache) in ${seconds} s`,
);
