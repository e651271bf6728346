// The whole notebook after Run all: the outline of its cells, the API call that fetched fresh
// data, a question answered from it and the chart that followed.

import { IconCalendarTime, IconCircleCheckFilled } from '@tabler/icons-react';
import { lineChart } from '../charts';
import type { Palette } from '../palette';
import { type Box, el, icon, rect, text } from '../svg';
import { methodBadge, panel, pill } from '../widgets';
import { heading } from './common';
import { cell, toolbar } from './notebook-parts';

const outline = [
  ['list_orders', 'API call  ·  0.8 s'],
  ['Ask: daily orders', 'Ask AI  ·  1.9 s'],
  ['daily_orders', 'SQL  ·  0.2 s'],
  ['week_over_week', 'Python  ·  0.3 s'],
  ['Orders per day', 'Chart  ·  0.1 s'],
] as const;

/** Orders per day from Tuesday, July 23 to Wednesday, August 21: quiet weekends, a rising trend. */
const daily = [
  40, 42, 44, 41, 30, 28, 43, 45, 46, 44, 42, 31, 30, 46, 48, 50, 47, 45, 33, 32, 49, 53, 55, 52,
  50, 36, 35, 58, 71, 62,
];

export function notebookRunAll(palette: Palette, box: Box): string {
  let out = heading(
    palette,
    box,
    'Weekly order review',
    'Notebook  ·  ran 1 min ago on fresh data  ·  5 of 5 cells passed',
  );
  out += toolbar(palette, box);
  const side = { x: box.x, y: box.y + 80, w: 230, h: box.h - 80 };
  out += panel(palette, side);
  out += text(side.x + 20, side.y + 34, 'Outline', { size: 15, weight: 700 });
  outline.forEach(([name, meta], index) => {
    const y = side.y + 54 + index * 60;
    if (index === 4) {
      out += rect({ x: side.x + 8, y: y - 4, w: side.w - 16, h: 54 }, palette.accentTint, {
        rx: 8,
      });
    }
    out += icon(IconCircleCheckFilled, side.x + 18, y + 6, 18, palette.green);
    out += text(side.x + 46, y + 20, name, { size: 14, weight: 600 });
    out += text(side.x + 46, y + 40, meta, { size: 12, fill: palette.muted });
  });
  out += rect({ x: side.x + 20, y: side.y + side.h - 88, w: side.w - 40, h: 1 }, palette.line);
  out += icon(IconCalendarTime, side.x + 20, side.y + side.h - 68, 18, palette.accentIcon);
  out += text(side.x + 46, side.y + side.h - 54, 'Runs every Monday', { size: 13, weight: 600 });
  out += text(side.x + 46, side.y + side.h - 34, 'at 07:00, then emails', {
    size: 12,
    fill: palette.muted,
  });
  out += text(side.x + 46, side.y + side.h - 18, 'the chart to Growth', {
    size: 12,
    fill: palette.muted,
  });

  const main = { x: box.x + 250, w: box.w - 250 };
  const call = { x: main.x, y: side.y, w: main.w, h: 100 };
  out += cell(palette, call, 'API call', { count: 1, took: '0.8 s' });
  out += methodBadge(palette, call.x + 24, call.y + 60, 'GET', 12);
  out += text(call.x + 76, call.y + 77, 'Orders API  /v1/orders?since=-30d', {
    size: 14,
    mono: true,
  });
  const ok = pill(
    call.x + call.w - 210,
    call.y + 58,
    '200 OK',
    palette.green,
    palette.greenSoft,
    13,
  );
  out += ok.svg;
  out += pill(
    call.x + call.w - 200 + ok.width,
    call.y + 58,
    '1,284 rows',
    palette.textSoft,
    palette.chip,
    13,
  ).svg;

  const ask = { x: main.x, y: call.y + call.h + 14, w: main.w, h: 112 };
  out += cell(palette, ask, 'Ask AI', { count: 2, took: '1.9 s' });
  out += text(ask.x + 24, ask.y + 72, 'How did daily orders change over the last 30 days?', {
    size: 15,
    weight: 600,
  });
  out += text(
    ask.x + 24,
    ask.y + 96,
    'Up 16% week over week. Tuesday, August 20 was the busiest day, with 71 orders.',
    { size: 14, fill: palette.textSoft },
  );

  const chart = {
    x: main.x,
    y: ask.y + ask.h + 14,
    w: main.w,
    h: box.y + box.h - (ask.y + ask.h + 14),
  };
  out += cell(palette, chart, 'Chart', { count: 5, took: '0.1 s' });
  out += text(chart.x + 24, chart.y + 74, 'Orders per day, last 30 days', {
    size: 16,
    weight: 700,
  });
  const plot = { x: chart.x + 24, y: chart.y + 92, w: chart.w - 48, h: chart.h - 130 };
  for (let step = 0; step <= 3; step += 1) {
    const y = plot.y + (plot.h * step) / 3;
    out += el('line', { x1: plot.x, x2: plot.x + plot.w, y1: y, y2: y, stroke: palette.line });
  }
  out += lineChart(palette, plot, daily, { min: 0, max: 80 }, palette.accent, palette.accentTint);
  const busiest = daily.indexOf(71);
  const px = plot.x + (plot.w * busiest) / (daily.length - 1);
  const py = plot.y + plot.h - (71 / 80) * plot.h;
  out += el('circle', {
    cx: px,
    cy: py,
    r: 5,
    fill: palette.accent,
    stroke: palette.surface,
    'stroke-width': 2,
  });
  out += text(px, py - 12, '71 orders', {
    size: 12,
    weight: 700,
    fill: palette.accentText,
    anchor: 'middle',
  });
  ['Jul 23', 'Jul 30', 'Aug 6', 'Aug 13', 'Aug 20'].forEach((label, week) => {
    out += text(plot.x + (plot.w * week * 7) / (daily.length - 1), chart.y + chart.h - 14, label, {
      size: 12,
      fill: palette.muted,
      anchor: week === 0 ? 'start' : 'middle',
    });
  });
  return out;
}
