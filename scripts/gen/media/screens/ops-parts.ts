// Pieces the scheduler and Vector DB screens share: a figure card, a labelled value, a status
// pill and a numbered citation marker.

import type { Palette } from '../palette';
import { type Box, el, esc, rect, text } from '../svg';
import { panel, pill } from '../widgets';

/** A small card with a figure and what it counts. */
export function stat(
  palette: Palette,
  box: Box,
  value: string,
  label: string,
  tone?: string,
): string {
  return (
    panel(palette, box) +
    text(box.x + 20, box.y + 40, value, { size: 24, weight: 700, fill: tone }) +
    text(box.x + 20, box.y + 66, label, { size: 13, fill: palette.muted })
  );
}

/** A row of four figures across the top of a screen, under its heading. */
export function statRow(
  palette: Palette,
  box: Box,
  figures: readonly (readonly [string, string])[],
): string {
  const statW = (box.w - 60) / 4;
  return figures
    .map(([value, label], index) =>
      stat(
        palette,
        { x: box.x + index * (statW + 20), y: box.y + 80, w: statW, h: 86 },
        value,
        label,
      ),
    )
    .join('');
}

/** A muted label above its value, as in a settings summary. */
export function field(
  palette: Palette,
  x: number,
  y: number,
  label: string,
  value: string,
  mono = false,
): string {
  return (
    text(x, y, label, { size: 13, weight: 600, fill: palette.muted }) +
    text(x, y + 24, value, { size: 15, mono, fill: palette.text })
  );
}

export type Status = 'ok' | 'failed' | 'retried';

export function status(palette: Palette, x: number, y: number, kind: Status): string {
  const tones: Record<Status, readonly [string, string, string]> = {
    ok: ['Succeeded', palette.green, palette.greenSoft],
    failed: ['Failed', palette.red, palette.redSoft],
    retried: ['Retried', palette.amber, palette.amberSoft],
  };
  const [label, fg, bg] = tones[kind];
  return pill(x, y, label, fg, bg, 12).svg;
}

/** A numbered source marker, as the answer cites it: a small brand-tinted square. */
export function citation(palette: Palette, x: number, y: number, n: number): string {
  return (
    rect({ x, y, w: 20, h: 20 }, palette.accentSoft, { rx: 5 }) +
    text(x + 10, y + 15, String(n), {
      size: 12,
      weight: 700,
      fill: palette.accentStrong,
      anchor: 'middle',
    })
  );
}

/** A line of text whose numbers are citations, laid out with <tspan> so they flow with it. */
export function citedLine(
  palette: Palette,
  x: number,
  y: number,
  parts: readonly (string | number)[],
  size = 16,
): string {
  const spans = parts
    .map((part) =>
      typeof part === 'number'
        ? el('tspan', { fill: palette.accentText, 'font-weight': 700 }, `[${part}]`)
        : el('tspan', {}, esc(part)),
    )
    .join('');
  return el('text', { x, y, 'font-size': size, fill: palette.textSoft }, spans);
}
