// What goes on each Open Graph image: a post's title, category and byline, or the site's pitch.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Post } from '../../web/src/content/blog/schema';
import { site } from '../../web/src/config/site';
import { coverArt } from '../blog/covers';
import { rootDir } from '../paths';
import { ogSvg, TITLE_MAX_WIDTH, wrapLines } from './og-svg';
import type { OgRenderer } from './render';

// Largest first; a title takes the largest size at which it fits in three lines.
const titleSizes = [64, 56, 50, 44];
const MAX_LINES = 3;
// The motif at half size in the right third, clear of the title.
const MOTIF_PLACEMENT = 'translate(610 150) scale(0.5)';

export function fitTitle(title: string, measure: OgRenderer['measure']) {
  for (const size of titleSizes) {
    const lines = wrapLines(title, TITLE_MAX_WIDTH, (line) => measure(line, size, 700));
    if (lines.length <= MAX_LINES) return { titleLines: lines, titleSize: size };
  }
  throw new Error(`Title too long for an Open Graph image: ${title}`);
}

export async function readLogo(): Promise<string> {
  return readFile(join(rootDir, 'web/public', site.logo.src), 'utf8');
}

export function postCardSvg(post: Post, renderer: OgRenderer, logo: string): string {
  return ogSvg({
    art: coverArt(post, MOTIF_PLACEMENT),
    eyebrow: post.category,
    ...fitTitle(post.title, renderer.measure),
    footer: `${post.author} · ${post.date} · ${post.readTime} min read`,
    logo,
  });
}

export function siteCardSvg(renderer: OgRenderer, logo: string): string {
  return ogSvg({
    art: coverArt({ slug: site.name, category: 'MCP' }, MOTIF_PLACEMENT),
    eyebrow: site.productName,
    ...fitTitle(site.tagline, renderer.measure),
    footer: site.url.replace(/^https:\/\//, ''),
    logo,
  });
}
