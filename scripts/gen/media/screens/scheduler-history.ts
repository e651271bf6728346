// Scheduler screens about what runs leave behind: one workflow's run history, with a failed run
// and its retry, and the three destinations a workflow writes its results to.

import { IconBucket, IconKey, IconSearch } from '@tabler/icons-react';
import { lineChart } from '../charts';
import type { Palette } from '../palette';
import { type Box, el, icon, rect, text } from '../svg';
import { button, panel, pill, table } from '../widgets';
import { heading } from './common';
import { field, stat, status } from './ops-parts';

/** The run that timed out: 10:30, the second to last before 10:45. */
const FAILED = 94;

/** Seconds per run over the last 24 hours: steady, but for the run that timed out. */
const durations = Array.from({ length: 96 }, (_, run) =>
  run === FAILED ? 30 : 2.4 + 0.35 * Math.sin(run * 1.7) + 0.2 * Math.cos(run * 0.6),
);

const runs = [
  ['10:45', 'ok', '2.3 s', '312', '312 keys'],
  ['10:36', 'retried', '2.6 s', '312', '312 keys'],
  ['10:30', 'failed', '30.0 s', '—', 'nothing'],
  ['10:15', 'ok', '2.4 s', '311', '311 keys'],
] as const;

export function schedulerHistory(palette: Palette, box: Box): string {
  let out = heading(
    palette,
    box,
    'Price watch',
    'Run history  ·  every 15 minutes  ·  last 24 hours',
  );
  out += button(palette, box.x + box.w - 98, box.y + 4, 'Run now', 'default');
  const figures = [
    ['96', 'Runs', undefined],
    ['95', 'Succeeded first time', palette.green],
    ['1', 'Failed, then retried', palette.amber],
    ['2.4 s', 'Median duration', undefined],
  ] as const;
  const statW = (box.w - 60) / 4;
  figures.forEach(([value, label, tone], index) => {
    out += stat(
      palette,
      { x: box.x + index * (statW + 20), y: box.y + 80, w: statW, h: 86 },
      value,
      label,
      tone,
    );
  });
  const spark = { x: box.x, y: box.y + 186, w: box.w, h: 104 };
  out += panel(palette, spark);
  out += text(spark.x + 24, spark.y + 34, 'Duration per run', { size: 15, weight: 700 });
  out += text(spark.x + 24, spark.y + 58, 'Yesterday 11:00 to today 10:45', {
    size: 13,
    fill: palette.muted,
  });
  const line = { x: spark.x + 200, y: spark.y + 20, w: spark.w - 224, h: 64 };
  out += lineChart(palette, line, durations, { min: 0, max: 30 }, palette.accent);
  const spikeX = line.x + (line.w * FAILED) / 95;
  out += el('circle', { cx: spikeX, cy: line.y, r: 5, fill: palette.red });
  out += text(spikeX - 10, line.y + 8, '10:30 timed out', {
    size: 12,
    weight: 600,
    fill: palette.red,
    anchor: 'end',
  });
  const list = { x: box.x, y: spark.y + spark.h + 20, w: box.w, h: box.h - 310 };
  out += panel(palette, list);
  const columns = [
    { label: 'Started', width: 150 },
    { label: 'Status', width: 190 },
    { label: 'Duration', width: 160 },
    { label: 'Rows', width: 150 },
    { label: 'Stored in key-value', width: list.w - 652 },
  ];
  const rowH = 44;
  out += table(
    palette,
    list.x + 1,
    list.y + 1,
    columns,
    runs
      .slice(0, 3)
      .map(([time, kind, took, rows, stored]) => [
        (x: number, y: number) => text(x, y + 27, time, { size: 14, mono: true, weight: 600 }),
        (x: number, y: number) => status(palette, x, y + 10, kind),
        took,
        rows,
        stored,
      ]),
    rowH,
  );
  const error = { x: list.x + 14, y: list.y + 1 + rowH * 4 + 6, w: list.w - 28, h: 62 };
  out += rect(error, palette.redSoft, { rx: 8 });
  out += text(
    error.x + 16,
    error.y + 25,
    '503 Service Unavailable from GET /v2/prices, no answer in 30 s',
    {
      size: 14,
      weight: 600,
      fill: palette.red,
    },
  );
  out += text(
    error.x + 16,
    error.y + 48,
    'Retry 1 of 2 started at 10:36 and succeeded; nothing was stored by the failed run.',
    {
      size: 14,
      fill: palette.textSoft,
    },
  );
  const [time, kind, took, rows, stored] = runs[3];
  const y = error.y + error.h + 6;
  out += el('line', {
    x1: list.x + 1,
    x2: list.x + list.w - 1,
    y1: y,
    y2: y,
    stroke: palette.line,
  });
  let x = list.x + 15;
  out += text(x, y + 27, time, { size: 14, mono: true, weight: 600 });
  x += columns[0]?.width ?? 0;
  out += status(palette, x, y + 10, kind);
  [took, rows, stored].forEach((value, index) => {
    x += columns[index + 1]?.width ?? 0;
    out += text(x, y + 27, value, { size: 14, fill: palette.textSoft });
  });
  return out;
}

const mapping = [
  ['id', 'id', 'keyword'],
  ['customer.email', 'customer_email', 'keyword'],
  ['status', 'status', 'keyword'],
  ['total', 'total', 'float'],
  ['created_at', 'created_at', 'date'],
  ['items[].sku', 'skus', 'keyword'],
] as const;

function destination(
  palette: Palette,
  box: Box,
  Icon: typeof IconKey,
  title: string,
  written: string,
): string {
  return (
    panel(palette, box) +
    rect({ x: box.x + 24, y: box.y + 20, w: 40, h: 40 }, palette.accentSoft, { rx: 10 }) +
    icon(Icon, box.x + 32, box.y + 28, 24, palette.accentText) +
    text(box.x + 80, box.y + 38, title, { size: 17, weight: 700 }) +
    text(box.x + 80, box.y + 58, written, { size: 13, fill: palette.muted })
  );
}

export function schedulerDestinations(palette: Palette, box: Box): string {
  let out = heading(
    palette,
    box,
    'Daily order export',
    'Destinations  ·  every run writes its results to all three',
  );
  out += button(palette, box.x + box.w - 150, box.y + 4, 'Add destination', 'default');
  const colW = (box.w - 20) / 2;
  const storage = { x: box.x, y: box.y + 80, w: colW, h: 267 };
  out += destination(palette, storage, IconBucket, 'Object storage', 'Last file written 2 h ago');
  out += field(
    palette,
    storage.x + 24,
    storage.y + 100,
    'Bucket path',
    's3://acme-exports/orders/{date}/',
    true,
  );
  out += field(
    palette,
    storage.x + 24,
    storage.y + 160,
    'File name',
    '{run}.jsonl.gz  ·  JSON Lines, gzip',
    true,
  );
  out += field(
    palette,
    storage.x + 24,
    storage.y + 220,
    'Last file',
    'orders/2024-08-12/1482.jsonl.gz, 412 KB',
  );
  const kv = { x: box.x, y: storage.y + storage.h + 20, w: colW, h: box.h - storage.h - 100 };
  out += destination(
    palette,
    kv,
    IconKey,
    'Key-value database',
    '1,284 keys upserted by the last run',
  );
  out += field(palette, kv.x + 24, kv.y + 100, 'Key pattern', 'order:{id}', true);
  out += field(palette, kv.x + 24, kv.y + 160, 'Value', 'The order record as JSON');
  out += field(
    palette,
    kv.x + 24,
    kv.y + 220,
    'When a key exists',
    'Overwrite it; keys never expire',
  );
  const search = { x: box.x + colW + 20, y: storage.y, w: colW, h: box.h - 80 };
  out += destination(
    palette,
    search,
    IconSearch,
    'Search index',
    '1,284 documents indexed by the last run',
  );
  out += field(palette, search.x + 24, search.y + 100, 'Index', 'orders', true);
  out += field(palette, search.x + 200, search.y + 100, 'Document ID', 'id', true);
  out += text(search.x + 24, search.y + 170, 'Field mapping', { size: 15, weight: 700 });
  out += pill(
    search.x + 150,
    search.y + 154,
    '6 of 14 fields',
    palette.textSoft,
    palette.chip,
    12,
  ).svg;
  out += table(
    palette,
    search.x + 1,
    search.y + 188,
    [
      { label: 'Response field', width: 170 },
      { label: 'Index field', width: 160 },
      { label: 'Type', width: search.w - 332 },
    ],
    mapping.map(([from, to, type]) => [
      (x: number, y: number) =>
        text(x, y + 27, from, { size: 14, mono: true, fill: palette.textSoft }),
      (x: number, y: number) => text(x, y + 27, to, { size: 14, mono: true, fill: palette.text }),
      (x: number, y: number) => pill(x, y + 10, type, palette.sky, palette.skySoft, 12).svg,
    ]),
    44,
  );
  return out;
}
