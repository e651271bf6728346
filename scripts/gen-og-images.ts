// Part of `npm run build`, after `vike build`: one 1200×630 Open Graph PNG per image the route
// table names (/og/{slug}.png per post, /og/default.png for the rest), into dist/client/og/.
// Generated on every build rather than committed: they are binary, ~250 KB each, and fully
// determined by the posts, so a commit would only add weight and a way to go stale.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { routes } from '../web/src/config/routes';
import { findPostBySlug } from '../web/src/content/blog/posts';
import { postCardSvg, readLogo, siteCardSvg } from './og/cards';
import { createOgRenderer } from './og/render';
import { clientDir } from './paths';

const renderer = await createOgRenderer();
const logo = await readLogo();
const images = new Map<string, string>();
for (const route of routes) {
  if (images.has(route.image.src)) continue;
  const post =
    route.page === 'blog/@slug' ? findPostBySlug(route.path.split('/').at(-1) ?? '') : undefined;
  images.set(
    route.image.src,
    post ? postCardSvg(post, renderer, logo) : siteCardSvg(renderer, logo),
  );
}
await mkdir(join(clientDir, 'og'), { recursive: true });
for (const [src, svg] of images) await writeFile(join(clientDir, src), renderer.toPng(svg));
console.info(`gen-og-images: ${images.size} images in dist/client/og`);
