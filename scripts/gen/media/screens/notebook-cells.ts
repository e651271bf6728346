// Notebook screens about writing cells: Pandas over an API result, and a question in plain words
// turned into SQL.

import { IconSparkles } from '@tabler/icons-react';
import type { Palette } from '../palette';
import { type Box, icon, rect, text } from '../svg';
import { button, methodBadge, panel, pill, table } from '../widgets';
import { heading } from './common';
import { cell, code, toolbar } from './notebook-parts';

const PANDAS = [
  'df = results["list_shipments"].to_pandas()',
  'by_carrier = df.groupby("carrier").agg(',
  '    shipments=("id", "count"),',
  '    avg_cost=("cost", "mean"),',
  '    late_share=("days_late", lambda d: (d > 0).mean()),',
  ').sort_values("shipments", ascending=False)',
];

export function notebookPandas(palette: Palette, box: Box): string {
  let out = heading(
    palette,
    box,
    'Shipping costs by carrier',
    'Notebook  ·  Python 3.12 with pandas 2.2',
  );
  out += toolbar(palette, box);
  const sources = { x: box.x, y: box.y + 80, w: 250, h: box.h - 80 };
  out += panel(palette, sources);
  out += text(sources.x + 20, sources.y + 34, 'API results', { size: 15, weight: 700 });
  out += text(sources.x + 20, sources.y + 56, 'Each one is a DataFrame', {
    size: 13,
    fill: palette.muted,
  });
  const results = [
    ['GET', 'list_orders', '1,284 rows  ·  2 min ago'],
    ['GET', 'list_shipments', '1,190 rows  ·  2 min ago'],
    ['MCP', 'carrier_rates', '36 rows  ·  today 06:00'],
  ] as const;
  results.forEach(([method, name, meta], index) => {
    const y = sources.y + 76 + index * 70;
    if (index === 1) {
      out += rect({ x: sources.x + 8, y: y - 6, w: sources.w - 16, h: 64 }, palette.accentTint, {
        rx: 8,
      });
    }
    out += methodBadge(palette, sources.x + 20, y + 2, method, 11);
    out += text(sources.x + 80, y + 18, name, { size: 14, mono: true, weight: 600 });
    out += text(sources.x + 20, y + 44, meta, { size: 13, fill: palette.muted });
  });
  const variablesY = sources.y + 310;
  out += rect({ x: sources.x + 20, y: variablesY - 24, w: sources.w - 40, h: 1 }, palette.line);
  out += text(sources.x + 20, variablesY, 'Variables', { size: 15, weight: 700 });
  [
    ['df', '1,190 × 9'],
    ['by_carrier', '4 × 3'],
    ['rates', '36 × 5'],
  ].forEach(([name, shape], index) => {
    const y = variablesY + 36 + index * 34;
    out += text(sources.x + 20, y, name ?? '', { size: 14, mono: true, fill: palette.textSoft });
    out += text(sources.x + sources.w - 20, y, shape ?? '', {
      size: 13,
      fill: palette.muted,
      anchor: 'end',
    });
  });
  const main = { x: box.x + 270, w: box.w - 270 };
  const source = { x: main.x, y: box.y + 80, w: main.w, h: 214 };
  out += cell(palette, source, 'Python', { count: 2, took: '0.3 s' });
  out += code(palette, source.x + 24, source.y + 76, PANDAS, 14, 24);
  const output = { x: main.x, y: source.y + source.h + 16, w: main.w, h: box.h - source.h - 96 };
  out += panel(palette, output);
  out += text(output.x + 24, output.y + 36, 'by_carrier', { size: 15, mono: true, weight: 700 });
  out += text(output.x + 130, output.y + 36, '4 rows × 3 columns', {
    size: 14,
    fill: palette.muted,
  });
  out += button(palette, output.x + output.w - 134, output.y + 12, 'Chart this', 'default');
  out += table(
    palette,
    output.x + 1,
    output.y + 60,
    [
      { label: 'carrier', width: 190 },
      { label: 'shipments', width: 150 },
      { label: 'avg_cost', width: 150 },
      { label: 'late_share', width: output.w - 492 },
    ],
    [
      ['DHL Express', '512', '8.42', '0.041'],
      ['UPS', '341', '9.10', '0.067'],
      ['DPD', '214', '6.35', '0.093'],
      ['GLS', '123', '5.98', '0.122'],
    ].map(([carrier, ...values]) => [
      (x, y) => text(x, y + 27, carrier ?? '', { size: 14, weight: 600 }),
      ...values.map(
        (value) => (x: number, y: number) =>
          text(x, y + 27, value, { size: 14, mono: true, fill: palette.textSoft }),
      ),
    ]),
    42,
  );
  return out;
}

const SQL = [
  'SELECT o.country, count(*) AS late_shipments',
  'FROM list_shipments s',
  'JOIN list_orders o ON o.id = s.order_id',
  'WHERE s.delivered_at > s.promised_at',
  "  AND s.shipped_at >= DATE '2024-07-01'",
  "  AND s.shipped_at < DATE '2024-08-01'",
  'GROUP BY o.country',
  'ORDER BY late_shipments DESC LIMIT 5',
];

const readings = [
  ['“late”', 'delivered_at after promised_at'],
  ['“last month”', 'July 1 to July 31, 2024'],
  ['“countries”', 'country, from list_orders'],
] as const;

const lateByCountry = [
  ['Germany', 48],
  ['France', 31],
  ['Netherlands', 19],
  ['Italy', 14],
  ['Spain', 9],
] as const;

export function notebookAsk(palette: Palette, box: Box): string {
  let out = heading(
    palette,
    box,
    'Late shipments',
    'Notebook  ·  shared with Operations (can view)',
  );
  out += toolbar(palette, box);
  const ask = { x: box.x, y: box.y + 76, w: box.w, h: 56 };
  out += rect(ask, palette.accentTint, { rx: 12, stroke: palette.accentLine });
  out += icon(IconSparkles, ask.x + 18, ask.y + 16, 24, palette.accentIcon);
  out += text(ask.x + 56, ask.y + 35, 'Which countries had the most late shipments last month?', {
    size: 17,
    weight: 600,
    fill: palette.accentStrong,
  });
  out += button(palette, ask.x + ask.w - 74, ask.y + 10, 'Ask');
  const query = { x: box.x, y: ask.y + ask.h + 16, w: 560, h: 254 };
  out += cell(palette, query, 'SQL', { count: 4, took: '0.2 s' });
  out += text(query.x + 112, query.y + 33, 'Written by AI from your question', {
    size: 13,
    fill: palette.muted,
  });
  out += code(palette, query.x + 24, query.y + 74, SQL, 14, 22);
  const read = { x: box.x + 580, y: query.y, w: box.w - 580, h: query.h };
  out += panel(palette, read);
  out += text(read.x + 24, read.y + 36, 'How the question was read', { size: 16, weight: 700 });
  readings.forEach(([phrase, meaning], index) => {
    const y = read.y + 56 + index * 60;
    out += pill(read.x + 24, y, phrase, palette.accentText, palette.accentSoft, 13).svg;
    out += text(read.x + 24, y + 46, meaning, { size: 14, fill: palette.textSoft });
  });
  const result = {
    x: box.x,
    y: query.y + query.h + 16,
    w: box.w,
    h: box.h - (query.y + query.h + 16 - box.y),
  };
  out += panel(palette, result);
  out += text(result.x + 24, result.y + 34, 'Result', { size: 16, weight: 700 });
  out += text(
    result.x + 90,
    result.y + 34,
    '5 rows  ·  Germany had the most late shipments in July',
    {
      size: 14,
      fill: palette.muted,
    },
  );
  const most = lateByCountry[0][1];
  lateByCountry.forEach(([country, count], index) => {
    const y = result.y + 52 + index * 30;
    out += text(result.x + 24, y + 16, country, { size: 14, fill: palette.textSoft });
    const width = ((result.w - 260) * count) / most;
    out += rect({ x: result.x + 150, y: y + 3, w: width, h: 18 }, palette.accent, { rx: 4 });
    out += text(result.x + 160 + width, y + 17, String(count), {
      size: 13,
      weight: 600,
      fill: palette.textSoft,
    });
  });
  return out;
}
