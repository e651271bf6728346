// What goes on each Open Graph image: a post's title, category and byline; a page's heading,
// description and address; or the site's pitch.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RouteEntry } from '#web/config/routes.ts';
import { site } from '#web/config/site.ts';
import type { Post } from '#web/content/blog/schema.ts';
import { coverArt } from '../../gen/blog/covers';
import { rootDir } from '../../tooling/paths';
import { DESCENT, ledeBaselines, ogSvg, TEXT_BOTTOM, TITLE_MAX_WIDTH, wrapLines } from './og-svg';
import { pageLabel } from './page-labels';
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

// A page's heading takes two lines at most, leaving room for its description under it.
const PAGE_TITLE_LINES = 2;
const ledeSizes = [28, 26, 24];
const LEDE_LINES = 3;

/** The largest heading, then the largest description, that fit above the footer together. */
export function fitPage(title: string, lede: string, measure: OgRenderer['measure']) {
  // Each measure costs resvg a layout; a description is wrapped once per size, not per title size.
  const ledeWraps = new Map<number, string[]>();
  const wrapLede = (size: number) => {
    const lines =
      ledeWraps.get(size) ?? wrapLines(lede, TITLE_MAX_WIDTH, (line) => measure(line, size, 500));
    ledeWraps.set(size, lines);
    return lines;
  };
  for (const titleSize of titleSizes) {
    const titleLines = wrapLines(title, TITLE_MAX_WIDTH, (line) => measure(line, titleSize, 700));
    if (titleLines.length > PAGE_TITLE_LINES) continue;
    for (const size of ledeSizes) {
      const lines = wrapLede(size);
      if (lines.length > LEDE_LINES) continue;
      const last = ledeBaselines(titleLines.length, titleSize, lines.length, size).at(-1) ?? 0;
      if (last + size * DESCENT <= TEXT_BOTTOM) {
        return { titleLines, titleSize, lede: { lines, size } };
      }
    }
  }
  throw new Error(`Heading and description too long for an Open Graph image: ${title}`);
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

/** A page's card: its label, heading and description, and its address where the byline goes. */
export function pageCardSvg(route: RouteEntry, renderer: OgRenderer, logo: string): string {
  const { eyebrow, art } = pageLabel(route);
  return ogSvg({
    art: coverArt({ slug: route.path, category: art }, MOTIF_PLACEMENT),
    eyebrow,
    eyebrowWidth: renderer.measure(eyebrow, 22, 600),
    ...fitPage(route.heading, route.description, renderer.measure),
    footer: `${site.url.replace(/^https:\/\//, '')}${route.path}`,
    logo,
  });
}
