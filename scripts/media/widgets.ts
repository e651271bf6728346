// Building blocks of the drawn product UI: panels, pills, buttons, tables, JSON and charts.

import { IconCircleCheckFilled } from '@tabler/icons-react';
import { color } from './palette';
import { type Box, el, icon, rect, text, textWidth } from './svg';

export function panel(box: Box, fill: string = color.white): string {
  return rect(box, fill, { rx: 12, stroke: color.line });
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

const methodColours: Record<string, [string, string]> = {
  GET: [color.green, color.greenSoft],
  POST: [color.brand700, color.brand100],
  PATCH: [color.amber, color.amberSoft],
  DELETE: [color.red, color.redSoft],
  MCP: [color.violet, color.violetSoft],
};

export function methodBadge(x: number, y: number, method: string, size = 12): string {
  const [fg, bg] = methodColours[method] ?? [color.textSoft, color.canvas];
  return pill(x, y, method, fg, bg, size).svg;
}

export function button(
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
    rect({ x, y, w: width, h: height }, filled ? color.brand600 : color.white, {
      rx: 8,
      stroke: filled ? undefined : color.lineStrong,
    }) +
    text(x + width / 2, y + height / 2 + size * 0.36, label, {
      size,
      weight: 600,
      fill: filled ? color.white : color.text,
      anchor: 'middle',
    })
  );
}

export type Column = { label: string; width: number };

/** A header row and body rows; a cell is text, or SVG drawn at the cell's top-left corner. */
export function table(
  x: number,
  y: number,
  columns: readonly Column[],
  rows: readonly (readonly (string | ((cx: number, cy: number) => string))[])[],
  rowHeight = 44,
): string {
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  let out = rect({ x, y, w: width, h: rowHeight }, color.canvas);
  let cx = x;
  for (const column of columns) {
    out += text(cx + 14, y + rowHeight / 2 + 5, column.label.toUpperCase(), {
      size: 12,
      weight: 600,
      fill: color.muted,
    });
    cx += column.width;
  }
  rows.forEach((row, index) => {
    const top = y + rowHeight * (index + 1);
    out += el('line', { x1: x, x2: x + width, y1: top, y2: top, stroke: color.line });
    let cellX = x;
    row.forEach((cell, column) => {
      out +=
        typeof cell === 'string'
          ? text(cellX + 14, top + rowHeight / 2 + 5, cell, { size: 14, fill: color.textSoft })
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

const valueColour = { str: color.green, num: color.sky, punct: color.muted };

export function json(x: number, y: number, lines: readonly JsonLine[], lineHeight = 24): string {
  return lines
    .map((line, index) => {
      const top = y + index * lineHeight;
      const left = x + line.indent * 18;
      const key = line.key ? `"${line.key}": ` : '';
      const keyWidth = textWidth(key, 14, true);
      return (
        (key ? text(left, top, key, { size: 14, mono: true, fill: color.brand700 }) : '') +
        text(left + keyWidth, top, line.value, {
          size: 14,
          mono: true,
          fill: valueColour[line.kind ?? 'punct'],
        })
      );
    })
    .join('');
}

export function check(x: number, y: number, label: string, size = 15): string {
  return (
    icon(IconCircleCheckFilled, x, y - size + 1, size + 3, color.green) +
    text(x + size + 10, y, label, { size, fill: color.textSoft })
  );
}
