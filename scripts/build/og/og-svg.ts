// The Open Graph card (1200×630) as SVG: cover art on the right, a dark scrim on the left, and
// the title, category, a page's description and the byline in Inter. scripts/build/og/render.ts
// rasterises it to PNG.
import { indigo } from '../../gen/blog/cover-motifs';
import { COVER_HEIGHT, COVER_WIDTH } from '../../gen/blog/covers';
import { escapeXml } from '@testbeam/contract/src/xml';

export const OG_WIDTH = COVER_WIDTH;
export const OG_HEIGHT = COVER_HEIGHT;
const LEFT = 72;
export const TITLE_MAX_WIDTH = 760;
const TITLE_TOP = 250;
/** The lowest a line of text may reach (its descenders included), clear of the footer. */
export const TEXT_BOTTOM = 510;
/** How far below its baseline a line of Inter reaches (g, p, y), as a share of the font size. */
export const DESCENT = 0.25;

export type OgCard = {
  /** Background elements, from coverArt(). */
  art: string;
  /** The small label above the title: a category, or the product name. */
  eyebrow: string;
  /** The title, already wrapped into lines (see wrapLines). */
  titleLines: readonly string[];
  titleSize: number;
  /** A page's description under the title, already wrapped; a post's card has none. */
  lede?: { lines: readonly string[]; size: number };
  /** The label's measured width; without it, an estimate from its length. */
  eyebrowWidth?: number;
  /** One line under the title: byline and date, or the site's address. */
  footer: string;
  /** The logo's SVG markup (web/public/logo.svg). */
  logo: string;
};

/**
 * Greedy word wrap by measured width: each line takes as many words as fit. A measure costs resvg
 * a layout, so a line's word count is guessed from the width of the rest and then corrected: a few
 * measures a line rather than one a word, and the same lines.
 */
export function wrapLines(text: string, maxWidth: number, measure: (line: string) => number) {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  for (let start = 0; start < words.length;) {
    const width = (end: number) => measure(words.slice(start, end).join(' '));
    const rest = words.length - start;
    const restWidth = width(words.length);
    if (restWidth <= maxWidth) {
      lines.push(words.slice(start).join(' '));
      break;
    }
    let end = start + Math.max(1, Math.floor((rest * maxWidth) / restWidth));
    if (width(end) <= maxWidth) {
      while (width(end + 1) <= maxWidth) end += 1;
    } else {
      while (end > start + 1 && width(end - 1) > maxWidth) end -= 1;
      // One word per line at least, even one too wide to fit.
      end = Math.max(start + 1, end - 1);
    }
    lines.push(words.slice(start, end).join(' '));
    start = end;
  }
  return lines;
}

/** The baseline of each title line. */
export function titleBaselines(lineCount: number, size: number): number[] {
  const lineHeight = Math.round(size * 1.18);
  return Array.from({ length: lineCount }, (_, i) => TITLE_TOP + size + i * lineHeight);
}

/** The baseline of each lede line, under `titleLines` title lines of `titleSize`. */
export function ledeBaselines(
  titleLines: number,
  titleSize: number,
  lineCount: number,
  size: number,
): number[] {
  // Clear of the title's descenders: a gap that grows with the title, then the lede's ascent.
  const lastTitle = titleBaselines(titleLines, titleSize).at(-1) ?? TITLE_TOP;
  const top = lastTitle + Math.round(titleSize * 0.4) + Math.round(size * 1.2);
  const lineHeight = Math.round(size * 1.4);
  return Array.from({ length: lineCount }, (_, i) => top + i * lineHeight);
}

/** The logo as a nested <svg> placed at (x, y), size×size. */
function placeLogo(logo: string, x: number, y: number, size: number): string {
  return logo
    .replace(/\s(width|height)="[^"]*"/g, '')
    .replace('<svg ', `<svg x="${x}" y="${y}" width="${size}" height="${size}" `)
    .replace(/<title>[^<]*<\/title>/, '');
}

export function ogSvg(card: OgCard): string {
  const chipWidth = Math.round((card.eyebrowWidth ?? card.eyebrow.length * 15) + 48);
  const text = (lines: readonly string[], baselines: number[], attributes: string) =>
    lines
      .map(
        (line, i) =>
          `<text x="${LEFT}" y="${baselines[i]}" ${attributes}>${escapeXml(line)}</text>`,
      )
      .join('');
  const title = text(
    card.titleLines,
    titleBaselines(card.titleLines.length, card.titleSize),
    `font-size="${card.titleSize}" font-weight="700" fill="#ffffff"`,
  );
  const lede = card.lede
    ? text(
        card.lede.lines,
        ledeBaselines(
          card.titleLines.length,
          card.titleSize,
          card.lede.lines.length,
          card.lede.size,
        ),
        `font-size="${card.lede.size}" font-weight="500" fill="#ffffff" fill-opacity="0.86"`,
      )
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" font-family="Inter">`,
    card.art,
    `<defs><linearGradient id="scrim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${indigo[9]}" stop-opacity="0.97"/><stop offset="0.62" stop-color="${indigo[9]}" stop-opacity="0.85"/><stop offset="1" stop-color="${indigo[9]}" stop-opacity="0"/></linearGradient></defs>`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#scrim)"/>`,
    placeLogo(card.logo, LEFT, 64, 56),
    `<text x="${LEFT + 76}" y="104" font-size="36" font-weight="600" fill="#ffffff">Testbeam</text>`,
    `<rect x="${LEFT}" y="172" width="${chipWidth}" height="44" rx="22" fill="${indigo[1]}"/>`,
    `<text x="${LEFT + 24}" y="202" font-size="22" font-weight="600" fill="${indigo[9]}">${escapeXml(card.eyebrow)}</text>`,
    title,
    lede,
    `<text x="${LEFT}" y="566" font-size="26" font-weight="500" fill="${indigo[1]}">${escapeXml(card.footer)}</text>`,
    '</svg>\n',
  ].join('');
}
