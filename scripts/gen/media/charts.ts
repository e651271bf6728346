// Charts for the drawn product UI: bars that can grow (for the video), stacked bars and lines.

import type { Palette } from './palette';
import { type Box, el, rect, round, text } from './svg';

export type Bar = { label: string; value: number };

function gridLines(palette: Palette, box: Box, chartHeight: number): string {
  let out = '';
  for (let step = 0; step <= 4; step += 1) {
    const gy = box.y + chartHeight - (chartHeight * step) / 4;
    out += el('line', { x1: box.x, x2: box.x + box.w, y1: gy, y2: gy, stroke: palette.line });
  }
  return out;
}

/** Vertical bars on a baseline; `progress` (0..1) grows them for the video. */
export function barChart(palette: Palette, box: Box, bars: readonly Bar[], progress = 1): string {
  const max = Math.max(...bars.map((bar) => bar.value));
  const slot = box.w / bars.length;
  const barWidth = slot * 0.56;
  const chartHeight = box.h - 30;
  let out = gridLines(palette, box, chartHeight);
  bars.forEach((bar, index) => {
    const height = round((bar.value / max) * (chartHeight - 10) * progress);
    const bx = box.x + slot * index + (slot - barWidth) / 2;
    out += rect(
      { x: bx, y: box.y + chartHeight - height, w: barWidth, h: height },
      palette.accent,
      {
        rx: 4,
      },
    );
    out += text(bx + barWidth / 2, box.y + box.h - 6, bar.label, {
      size: 13,
      fill: palette.muted,
      anchor: 'middle',
    });
  });
  return out;
}

export type Stack = { label: string; values: readonly number[] };

/** Bars made of one segment per series, bottom up, in the given colours. */
export function stackedBarChart(
  palette: Palette,
  box: Box,
  stacks: readonly Stack[],
  colours: readonly string[],
  max: number,
): string {
  const slot = box.w / stacks.length;
  const barWidth = slot * 0.6;
  const chartHeight = box.h - 30;
  let out = gridLines(palette, box, chartHeight);
  stacks.forEach((stack, index) => {
    const bx = box.x + slot * index + (slot - barWidth) / 2;
    let top = box.y + chartHeight;
    stack.values.forEach((value, series) => {
      const height = round((value / max) * chartHeight);
      top -= height;
      // A 2 px gap in the page colour keeps neighbouring segments apart in both schemes.
      out += rect({ x: bx, y: top, w: barWidth, h: height }, colours[series] ?? palette.accent, {
        stroke: palette.surface,
        'stroke-width': 2,
      });
    });
    out += text(bx + barWidth / 2, box.y + box.h - 6, stack.label, {
      size: 13,
      fill: palette.muted,
      anchor: 'middle',
    });
  });
  return out;
}

/**
 * A polyline chart scaled into the box, between `min` and `max` (default: the data's range),
 * optionally over an `area` fill down to the baseline.
 */
export function lineChart(
  palette: Palette,
  box: Box,
  values: readonly number[],
  range: { min: number; max: number } = { min: Math.min(...values), max: Math.max(...values) },
  stroke: string = palette.accent,
  area?: string,
): string {
  const { min, max } = range;
  const points = values
    .map((value, index) => {
      const px = box.x + (box.w * index) / (values.length - 1);
      const py = box.y + box.h - ((value - min) / (max - min || 1)) * box.h;
      return `${round(px)},${round(py)}`;
    })
    .join(' ');
  const bottom = round(box.y + box.h);
  const fill = area
    ? el('polygon', {
        points: `${round(box.x)},${bottom} ${points} ${round(box.x + box.w)},${bottom}`,
        fill: area,
      })
    : '';
  return (
    fill +
    el('polyline', {
      points,
      fill: 'none',
      stroke,
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
    })
  );
}
