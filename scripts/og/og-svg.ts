// The Open Graph card (1200×630) as SVG: cover art on the right, a dark scrim on the left, and
// the title, category and byline in Inter. scripts/og/render.ts rasterises it to PNG.
import { indigo } from '../blog/cover-motifs';
import { COVER_HEIGHT, COVER_WIDTH } from '../blog/covers';
import { escapeXml } from '../xml';

export const OG_WIDTH = COVER_WIDTH;
export const OG_HEIGHT = COVER_HEIGHT;
const LEFT = 72;
export const TITLE_MAX_WIDTH = 760;

export type OgCard = {
  /** Background elements, from coverArt(). */
  art: string;
  /** The small label above the title: a category, or the product name. */
  eyebrow: string;
  /** The title, already wrapped into lines (see wrapLines). */
  titleLines: readonly string[];
  titleSize: number;
  /** One line under the title: byline and date, or the site's address. */
  footer: string;
  /** The logo's SVG markup (web/public/logo.svg). */
  logo: string;
};

/** Greedy word wrap by measured width. */
export function wrapLines(text: string, maxWidth: number, measure: (line: string) => number) {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/** The logo as a nested <svg> placed at (x, y), size×size. */
function placeLogo(logo: string, x: number, y: number, size: number): string {
  return logo
    .replace(/\s(width|height)="[^"]*"/g, '')
    .replace('<svg ', `<svg x="${x}" y="${y}" width="${size}" height="${size}" `)
    .replace(/<title>[^<]*<\/title>/, '');
}

export function ogSvg(card: OgCard): string {
  const lineHeight = Math.round(card.titleSize * 1.18);
  const titleTop = 250 + card.titleSize;
  const chipWidth = Math.round(card.eyebrow.length * 15 + 48);
  const title = card.titleLines
    .map(
      (line, i) =>
        `<text x="${LEFT}" y="${titleTop + i * lineHeight}" font-size="${card.titleSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
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
    `<text x="${LEFT}" y="566" font-size="26" font-weight="500" fill="${indigo[1]}">${escapeXml(card.footer)}</text>`,
    '</svg>\n',
  ].join('');
}
