// Pieces of the AI notebook's screens: the toolbar, a cell with its kind and run state, code with
// light syntax colours, selects and toggles.

import { IconChevronDown, IconCircleCheckFilled, IconPlayerPlay } from '@tabler/icons-react';
import type { Palette } from '../palette';
import { type Box, el, esc, icon, rect, text, textWidth } from '../svg';
import { button, panel, pill } from '../widgets';

/** Run all and Share, right-aligned on the heading's line. */
export function toolbar(palette: Palette, box: Box): string {
  const right = box.x + box.w;
  return (
    button(palette, right - 87, box.y + 4, 'Run all') +
    button(palette, right - 170, box.y + 4, 'Share', 'default')
  );
}

export type CellKind = 'SQL' | 'Python' | 'Chart' | 'Ask AI' | 'API call';

/**
 * A cell: a panel with its kind, a run button and, once run, its execution count and duration.
 * Code and output are drawn by the caller from `box.y + 52`.
 */
export function cell(
  palette: Palette,
  box: Box,
  kind: CellKind,
  run?: { count: number; took: string },
): string {
  const tone: Record<CellKind, [string, string]> = {
    SQL: [palette.sky, palette.skySoft],
    Python: [palette.amber, palette.amberSoft],
    Chart: [palette.green, palette.greenSoft],
    'Ask AI': [palette.accentText, palette.accentSoft],
    'API call': [palette.fuchsia, palette.fuchsiaSoft],
  };
  const [fg, bg] = tone[kind];
  let out = panel(palette, box);
  out += pill(box.x + 60, box.y + 16, kind, fg, bg).svg;
  out += rect({ x: box.x + 16, y: box.y + 12, w: 32, h: 32 }, palette.accent, { rx: 16 });
  out += icon(IconPlayerPlay, box.x + 24, box.y + 20, 16, palette.onAccent);
  if (run) {
    const right = box.x + box.w - 20;
    out += text(right, box.y + 33, run.took, { size: 13, fill: palette.muted, anchor: 'end' });
    const tookWidth = textWidth(run.took, 13) * 0.92;
    out += icon(IconCircleCheckFilled, right - tookWidth - 24, box.y + 19, 17, palette.green);
    out += text(right - tookWidth - 34, box.y + 33, `[${run.count}]`, {
      size: 13,
      mono: true,
      fill: palette.muted,
      anchor: 'end',
    });
  }
  return out;
}

const TOKEN =
  /("[^"]*"|'[^']*')|(\b\d+(?:\.\d+)?\b)|(\b[A-Za-z_]\w*(?=\())|(\b(?:SELECT|FROM|JOIN|ON|WHERE|AND|GROUP BY|ORDER BY|DESC|LIMIT|AS|DATE|INTERVAL|lambda|import|True|False)\b)|(#.*$|--.*$)/g;

/** One line of code as tspans: strings, numbers, calls, keywords and comments in their colours. */
function codeLine(palette: Palette, line: string): string {
  const fills = [palette.green, palette.amber, palette.sky, palette.accentText, palette.muted];
  let out = '';
  let last = 0;
  for (const match of line.matchAll(TOKEN)) {
    const kind = match.slice(1).findIndex((group) => group !== undefined);
    out += esc(line.slice(last, match.index));
    out += el('tspan', { fill: fills[kind] }, esc(match[0]));
    last = match.index + match[0].length;
  }
  return out + esc(line.slice(last));
}

/** Monospaced lines; leading spaces become an indent, since SVG collapses white space. */
export function code(
  palette: Palette,
  x: number,
  y: number,
  lines: readonly string[],
  size = 15,
  lineHeight = 26,
): string {
  return lines
    .map((line, index) => {
      const indent = line.length - line.trimStart().length;
      return el(
        'text',
        {
          x: x + indent * size * 0.6,
          y: y + index * lineHeight,
          'font-size': size,
          fill: palette.textSoft,
          class: 'm',
        },
        codeLine(palette, line.trimStart()),
      );
    })
    .join('');
}

/** A labelled dropdown showing its current value. */
export function select(palette: Palette, box: Box, label: string, value: string): string {
  return (
    text(box.x, box.y + 14, label, { size: 13, weight: 600, fill: palette.muted }) +
    rect({ x: box.x, y: box.y + 22, w: box.w, h: 36 }, palette.field, {
      rx: 8,
      stroke: palette.lineStrong,
    }) +
    text(box.x + 12, box.y + 45, value, { size: 14 }) +
    icon(IconChevronDown, box.x + box.w - 28, box.y + 32, 16, palette.muted)
  );
}

/** A switch with its label on the left. */
export function toggle(
  palette: Palette,
  x: number,
  y: number,
  w: number,
  label: string,
  on: boolean,
): string {
  const knob = on ? x + w - 14 : x + w - 30;
  return (
    text(x, y + 15, label, { size: 14, fill: palette.textSoft }) +
    rect({ x: x + w - 40, y, w: 40, h: 22 }, on ? palette.accent : palette.chip, {
      rx: 11,
      stroke: on ? undefined : palette.lineStrong,
    }) +
    el('circle', { cx: knob, cy: y + 11, r: 8, fill: on ? palette.onAccent : palette.muted })
  );
}
