// Blog cover art, drawn from code: one SVG per post (web/public/images/blog/{slug}.svg), and the
// same art behind the title on the post's Open Graph image (scripts/build/og/og-svg.ts).
import type { BlogCategory, FrontMatter } from '#web/content/blog/schema.ts';
import { escapeXml } from '@testbeam/contract/src/xml';
import { type Motif, motifs, seededRandom, violet } from './cover-motifs';
import { postMotifs } from './post-motifs';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

// Darkest first: every category keeps white text on its Open Graph image well above 4.5:1.
const gradients: Record<BlogCategory, readonly [string, string]> = {
  MCP: [violet[9], violet[6]],
  AI: [violet[8], violet[5]],
  Engineering: [violet[9], violet[7]],
  Automation: [violet[9], violet[5]],
  Product: [violet[8], violet[6]],
  Comparisons: [violet[9], violet[7]],
};

type Art = Pick<FrontMatter, 'slug' | 'category'>;

/** The post's own motif if it has one, else its category's. */
export function motifFor({ slug, category }: Art): Motif {
  return postMotifs[slug] ?? motifs[category];
}

/**
 * The background and the post's motif, as SVG elements. `placement` (an SVG transform) puts
 * the motif in the middle of a cover, or small on the right of an Open Graph image, where the
 * title takes the left.
 */
export function coverArt({ slug, category }: Art, placement: string): string {
  const [from, to] = gradients[category];
  const random = seededRandom(slug);
  const glow = { x: 200 + Math.round(random() * 300), y: 80 + Math.round(random() * 200) };
  return [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="${glow.x}" cy="${glow.y}" r="260" fill="${violet[5]}" opacity="0.25"/>`,
    `<circle cx="1100" cy="600" r="220" fill="${violet[4]}" opacity="0.18"/>`,
    `<g transform="${placement}">${motifFor({ slug, category })(random)}</g>`,
  ].join('');
}

/** A post's cover: its art and no text (the page prints the title beside it). */
export function coverSvg(post: Art & Pick<FrontMatter, 'imageAlt'>): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img">`,
    `<title>${escapeXml(post.imageAlt)}</title>`,
    coverArt(post, 'translate(-220 0)'),
    '</svg>\n',
  ].join('');
}
