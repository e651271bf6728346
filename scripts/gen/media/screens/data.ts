// Data screens: the data explorer and the AI notebook (the video animates the notebook).

import { IconArrowsSort, IconFilter, IconPlayerPlay, IconSparkles } from '@tabler/icons-react';
import type { Palette } from '../palette';
import { type Box, icon, rect, text } from '../svg';
import { barChart } from '../charts';
import { panel, pill, table } from '../widgets';
import { heading } from './common';

export function dataExplorer(palette: Palette, box: Box): string {
  let out = heading(palette, box, 'Orders', 'From List orders  ·  refreshed 2 minutes ago');
  let fx = box.x;
  for (const label of ['status: shipped', 'country: DE, FR, NL', 'total > 100']) {
    const chip = pill(fx, box.y + 72, label, palette.accentStrong, palette.accentSoft, 14);
    out += chip.svg;
    fx += chip.width + 10;
  }
  out += icon(IconFilter, fx + 6, box.y + 75, 22, palette.accentIcon);
  out += text(box.x + box.w, box.y + 92, '1,284 rows', {
    size: 15,
    weight: 600,
    fill: palette.muted,
    anchor: 'end',
  });
  const rows = [
    ['ord_8f2k1', 'shipped', 'DE', '149.90', '2024-08-21'],
    ['ord_8f2j7', 'shipped', 'FR', '312.00', '2024-08-21'],
    ['ord_8f2h3', 'shipped', 'NL', '118.45', '2024-08-20'],
    ['ord_8f2g9', 'shipped', 'DE', '204.10', '2024-08-20'],
    ['ord_8f2f2', 'shipped', 'FR', '129.99', '2024-08-19'],
    ['ord_8f2e8', 'shipped', 'DE', '560.00', '2024-08-19'],
    ['ord_8f2d5', 'shipped', 'NL', '101.30', '2024-08-18'],
    ['ord_8f2c1', 'shipped', 'DE', '188.75', '2024-08-18'],
    ['ord_8f2b6', 'shipped', 'FR', '143.20', '2024-08-17'],
  ];
  const grid = { x: box.x, y: box.y + 120, w: box.w, h: box.h - 120 };
  out += panel(palette, grid);
  out += table(
    palette,
    grid.x + 1,
    grid.y + 1,
    [
      { label: 'id', width: 200 },
      { label: 'status', width: 170 },
      { label: 'customer.country', width: 200 },
      { label: 'total', width: 150 },
      { label: 'created_at', width: grid.w - 722 },
    ],
    rows.map(([id, status, country, total, date]) => [
      (x, y) => text(x, y + 29, id ?? '', { size: 14, mono: true }),
      (x, y) => pill(x, y + 11, status ?? '', palette.green, palette.greenSoft).svg,
      country ?? '',
      total ?? '',
      date ?? '',
    ]),
    50,
  );
  // Sorted by total: the arrow sits after that column's label.
  out += icon(IconArrowsSort, grid.x + 633, grid.y + 14, 16, palette.accentIcon);
  return out;
}

const SQL = [
  'SELECT status, count(*) AS orders',
  'FROM list_orders',
  'GROUP BY status ORDER BY orders DESC',
];

export const notebookBars = [
  { label: 'shipped', value: 1284 },
  { label: 'paid', value: 842 },
  { label: 'packed', value: 511 },
  { label: 'returned', value: 126 },
  { label: 'cancelled', value: 74 },
];

/** `typed` reveals the query, `grown` the chart (both 0..1), for the video. */
export function notebook(palette: Palette, box: Box, typed = 1, grown = 1): string {
  let out = heading(
    palette,
    box,
    'Weekly order review',
    'Notebook  ·  shared with Growth team (can execute)',
  );
  const ask = { x: box.x, y: box.y + 70, w: box.w, h: 52 };
  out += panel(palette, ask, palette.accentTint);
  out += icon(IconSparkles, ask.x + 16, ask.y + 14, 22, palette.accentIcon);
  out += text(ask.x + 50, ask.y + 32, 'How many orders are in each status?', {
    size: 16,
    weight: 600,
    fill: palette.accentStrong,
  });
  const cell = { x: box.x, y: box.y + 140, w: box.w, h: 130 };
  out += panel(palette, cell);
  out += pill(cell.x + 16, cell.y + 16, 'SQL', palette.sky, palette.skySoft).svg;
  out += rect({ x: cell.x + 16, y: cell.y + 52, w: 36, h: 36 }, palette.accent, { rx: 18 });
  out += icon(IconPlayerPlay, cell.x + 25, cell.y + 61, 18, palette.onAccent);
  const chars = Math.round(SQL.join('\n').length * typed);
  let used = 0;
  SQL.forEach((line, index) => {
    const visible = line.slice(0, Math.max(0, chars - used));
    used += line.length + 1;
    out += text(cell.x + 72, cell.y + 42 + index * 28, visible, {
      size: 16,
      mono: true,
      fill: palette.textSoft,
    });
  });
  const chart = {
    x: box.x,
    y: cell.y + cell.h + 20,
    w: box.w,
    h: box.h - (cell.y + cell.h + 20 - box.y),
  };
  out += panel(palette, chart);
  out += text(chart.x + 24, chart.y + 38, 'Orders by status', { size: 17, weight: 700 });
  out += barChart(
    palette,
    { x: chart.x + 40, y: chart.y + 60, w: chart.w - 80, h: chart.h - 80 },
    notebookBars,
    grown,
  );
  return out;
}
