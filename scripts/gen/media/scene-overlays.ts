// Ways a film changes a finished screen drawing without redrawing it: paint over what has not
// happened yet, darken a pressed button, swap a text for the part typed so far, find where the
// drawing set its text.

import type { Palette } from './palette';
import { type Box, el, esc, rect } from './svg';

/** `box` grown by `by` on every side. */
export const pad = (box: Box, by: number): Box => ({
  x: box.x - by,
  y: box.y - by,
  w: box.w + 2 * by,
  h: box.h + 2 * by,
});

/** Paints `box` in the colour it sits on: whatever is under it is not there yet. */
export function cover(box: Box, fill: string, opacity = 1): string {
  if (opacity <= 0 || box.w <= 0) return '';
  return rect(box, fill, { opacity: opacity < 1 ? opacity : undefined });
}

/** A button held down: a shade over it. */
export function press(palette: Palette, box: Box, radius = 8): string {
  return rect(box, palette.text, { rx: radius, opacity: 0.22 });
}

/**
 * A text caret in the accent colour, as a tspan to put after the typed text: steady while typing
 * goes on (until `typedBy`), blinking after, gone from `until` (the field has lost focus).
 */
export function caret(palette: Palette, t: number, typedBy: number, until: number): string {
  const shown = t < until && (t < typedBy || Math.floor(t * 2.5) % 2 === 0);
  return shown ? el('tspan', { fill: palette.accentIcon, 'font-weight': 300 }, '|') : '';
}

/**
 * `svg` with the text element that reads `from` showing `to` instead (markup, already escaped).
 * Throws unless exactly one element reads `from`, so a changed drawing fails loudly.
 */
export function swapText(svg: string, from: string, to: string): string {
  const needle = `>${esc(from)}</text>`;
  const found = svg.split(needle).length - 1;
  if (found !== 1) throw new Error(`Expected one text "${from}" in the drawing, found ${found}`);
  return svg.replace(needle, `>${to}</text>`);
}

export type TextRun = { x: number; y: number; content: string; mono: boolean };

/** Every text element of a drawing: where it starts and what it reads (entities as "_"). */
export function textRuns(svg: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const match of svg.matchAll(/<text([^>]*)>(.*?)<\/text>/g)) {
    const attrs = match[1] ?? '';
    const number = (name: string) => Number(new RegExp(` ${name}="([^"]*)"`).exec(attrs)?.[1]);
    const content = (match[2] ?? '').replace(/<[^>]*>/g, '').replace(/&[a-z]+;/g, '_');
    runs.push({
      x: number('x'),
      y: number('y'),
      content,
      mono: attrs.includes('class="m"'),
    });
  }
  return runs;
}
