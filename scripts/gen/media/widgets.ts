// Building blocks of the drawn product UI: panels, pills, buttons, tables, JSON and checks. Each
// takes the palette of the scheme it draws in.

import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { Palette } from './palette';
import { type Box, el, icon, rect, text, textWidth } from './svg';

export function panel(palette: Palette, box: Box, fill: string = palette.surface): string {
  return rect(box, fill, { rx: 12, stroke: palette.line });
}

/** A rounded label; returns its width too, so callers can line several up. */
export function pill(
  x: number,
  y: number,
  label: string,
  fg: string,
  bg: string,
  size = 12,
): { svg: string; width: number } {
  const width = textWidth(label, size) + 18;
  const height = size + 12;
  return {
    svg:
      rect({ x, y, w: width, h: height }, bg, { rx: height / 2 }) +
      text(x + width / 2, y + height / 2 + size * 0.36, label, {
        size,
        weight: 600,
        fill: fg,
        anchor: 'middle',
      }),
    width,
  };
}

function methodColours(palette: Palette, method: string): [string, string] {
  switch (method) {
    case 'GET':
      return [palette.green, palette.greenSoft];
    case 'POST':
      return [palette.accentText, palette.accentSoft];
    case 'PATCH':
      return [palette.amber, palette.amberSoft];
    case 'DELETE':
      return [palette.red, palette.redSoft];
    case 'MCP':
      return [palette.fuchsia, palette.fuchsiaSoft];
    default:
      return [palette.textSoft, palette.chip];
  }
}

export function methodBadge(
  palette: Palette,
  x: number,
  y: number,
  method: string,
  size = 12,
): string {
  const [fg, bg] = methodColours(palette, method);
  return pill(x, y, method, fg, bg, size).svg;
}

export function button(
  palette: Palette,
  x: number,
  y: number,
  label: string,
  variant: 'filled' | 'default' = 'filled',
  size = 14,
): string {
  const width = textWidth(label, size) + 32;
  const height = size + 22;
  const filled = variant === 'filled';
  return (
    rect({ x, y, w: width, h: height }, filled ? palette.accent : palette.surface, {
      rx: 8,
      stroke: filled ? undefined : palette.lineStrong,
    }) +
    text(x + width / 2, y + height / 2 + size * 0.36, label, {
      size,
      weight: 600,
      fill: filled ? palette.onAccent : palette.text,
      anchor: 'middle',
    })
  );
}

export type Column = { label: string; width: number };

/** A header row and body rows; a cell is text, or SVG drawn at the cell's top-left corner. */
export function table(
  palette: Palette,
  x: number,
  y: number,
  columns: readonly Column[],
  rows: readonly (readonly (string | ((cx: number, cy: number) => string))[])[],
  rowHeight = 44,
): string {
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  let out = rect({ x, y, w: width, h: rowHeight }, palette.sunken);
  let cx = x;
  for (const column of columns) {
    out += text(cx + 14, y + rowHeight / 2 + 5, column.label.toUpperCase(), {
      size: 12,
      weight: 600,
      fill: palette.muted,
    });
    cx += column.width;
  }
  rows.forEach((row, index) => {
    const top = y + rowHeight * (index + 1);
    out += el('line', { x1: x, x2: x + width, y1: top, y2: top, stroke: palette.line });
    let cellX = x;
    row.forEach((cell, column) => {
      out +=
        typeof cell === 'string'
          ? text(cellX + 14, top + rowHeight / 2 + 5, cell, { size: 14, fill: palette.textSoft })
          : cell(cellX + 14, top);
      cellX += columns[column]?.width ?? 0;
    });
  });
  return out;
}

export type JsonLine = {
  indent: number;
  key?: string;
  value: string;
  kind?: 'str' | 'num' | 'punct';
};

export function json(
  palette: Palette,
  x: number,
  y: number,
  lines: readonly JsonLine[],
  lineHeight = 24,
): string {
  const valueColour = { str: palette.green, num: palette.sky, punct: palette.muted };
  return lines
    .map((line, index) => {
      const top = y + index * lineHeight;
      const left = x + line.indent * 18;
      const key = line.key ? `"${line.key}": ` : '';
      const keyWidth = textWidth(key, 14, true);
      return (
        (key ? text(left, top, key, { size: 14, mono: true, fill: palette.accentText }) : '') +
        text(left + keyWidth, top, line.value, {
          size: 14,
          mono: true,
          fill: valueColour[line.kind ?? 'punct'],
        })
      );
    })
    .join('');
}

export function check(palette: Palette, x: number, y: number, label: string, size = 15): string {
  return (
    icon(IconCircleCheckFilled, x, y - size + 1, size + 3, palette.green) +
    text(x + size + 10, y, label, { size, fill: palette.textSoft })
  );
}

/** A text input: a label above a bordered box holding a value. */
export function textInput(
  palette: Palette,
  box: Box,
  label: string,
  value: string,
  options: { mono?: boolean } = {},
): string {
  return (
    text(box.x, box.y + 14, label, { size: 14, weight: 600, fill: palette.textSoft }) +
    rect({ x: box.x, y: box.y + 24, w: box.w, h: box.h - 24 }, palette.field, {
      rx: 8,
      stroke: palette.lineStrong,
    }) +
    text(box.x + 14, box.y + 24 + (box.h - 24) / 2 + 5, value, { size: 15, mono: options.mono })
  );
}
