// Charts for the drawn product UI: bars that can grow (for the video) and a plain line.

import { color } from './palette';
import { type Box, el, rect, round, text } from './svg';

export type Bar = { label: string; value: number };

/** Vertical bars on a baseline; `progress` (0..1) grows them for the video. */
export function barChart(box: Box, bars: readonly Bar[], progress = 1): string {
  const max = Math.max(...bars.map((bar) => bar.value));
  const slot = box.w / bars.length;
  const barWidth = slot * 0.56;
  const chartHeight = box.h - 30;
  let out = '';
  for (let step = 0; step <= 4; step += 1) {
    const gy = box.y + chartHeight - (chartHeight * step) / 4;
    out += el('line', { x1: box.x, x2: box.x + box.w, y1: gy, y2: gy, stroke: color.line });
  }
  bars.forEach((bar, index) => {
    const height = round((bar.value / max) * (chartHeight - 10) * progress);
    const bx = box.x + slot * index + (slot - barWidth) / 2;
    out += rect(
      { x: bx, y: box.y + chartHeight - height, w: barWidth, h: height },
      color.brand600,
      {
        rx: 4,
      },
    );
    out += text(bx + barWidth / 2, box.y + box.h - 6, bar.label, {
      size: 13,
      fill: color.muted,
      anchor: 'middle',
    });
  });
  return out;
}

/** A polyline chart scaled into the box, between `min` and `max` (default: the data's range). */
export function lineChart(
  box: Box,
  values: readonly number[],
  range: { min: number; max: number } = { min: Math.min(...values), max: Math.max(...values) },
  stroke: string = color.brand600,
): string {
  const { min, max } = range;
  const points = values
    .map((value, index) => {
      const px = box.x + (box.w * index) / (values.length - 1);
      const py = box.y + box.h - ((value - min) / (max - min || 1)) * box.h;
      return `${round(px)},${round(py)}`;
    })
    .join(' ');
  return el('polyline', { points, fill: 'none', stroke, 'stroke-width': 2.5 });
}
