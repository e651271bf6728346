// API MCP Studio screens that the video animates too: autofill and results. Their optional
// progress arguments (0..1) drive the animation; the still screens use the defaults.

import { IconSparkles } from '@tabler/icons-react';
import type { Palette } from '../palette';
import { type Box, icon, rect, text } from '../svg';
import { lineChart } from '../charts';
import { button, check, type JsonLine, json, panel, pill, table } from '../widgets';
import { heading, requestBar } from './common';

export const ORDERS_URL = 'https://api.acme-shop.dev/v1/orders';

const params = [
  ['status', 'shipped', 'Fulfillment status to filter by'],
  ['limit', '50', 'Page size, 1 to 100'],
  ['since', '2024-08-01', 'ISO date, start of the window'],
] as const;

function tabs(palette: Palette, x: number, y: number, active: string): string {
  let out = '';
  let tx = x;
  for (const tab of ['Params', 'Headers', 'Auth', 'Body']) {
    const isActive = tab === active;
    out += text(tx, y, tab, {
      size: 15,
      weight: isActive ? 700 : 500,
      fill: isActive ? palette.accentText : palette.muted,
    });
    if (isActive)
      out += rect({ x: tx, y: y + 10, w: tab.length * 9, h: 3 }, palette.accent, { rx: 1.5 });
    tx += tab.length * 9 + 36;
  }
  return out;
}

export function autofill(palette: Palette, box: Box, filled = 1, typed = 1): string {
  let out = heading(palette, box, 'List orders', 'GET /v1/orders  ·  Orders API  ·  OAuth 2.0');
  out += requestBar(palette, box.x, box.y + 70, box.w, 'GET', ORDERS_URL, typed);
  out += tabs(palette, box.x + 4, box.y + 160, 'Params');
  const shown = Math.floor(filled * (params.length + 0.999));
  out += table(
    palette,
    box.x,
    box.y + 186,
    [
      { label: 'Name', width: 170 },
      { label: 'Value', width: 230 },
      { label: 'Source', width: 170 },
      { label: 'Description', width: box.w - 570 },
    ],
    params.map(([name, value, description], index) => [
      (x, y) => text(x, y + 27, name, { size: 15, mono: true, weight: 600 }),
      (x, y) =>
        rect(
          { x: x - 6, y: y + 7, w: 200, h: 32 },
          index < shown ? palette.accentTint : palette.field,
          {
            rx: 6,
            stroke: palette.line,
          },
        ) + (index < shown ? text(x + 4, y + 28, value, { size: 15, mono: true }) : ''),
      (x, y) =>
        index < shown
          ? pill(x, y + 10, 'AI suggested', palette.accentText, palette.accentSoft).svg
          : '',
      description,
    ]),
    48,
  );
  const note = { x: box.x, y: box.y + box.h - 120, w: box.w, h: 120 };
  out += panel(palette, note, palette.accentTint);
  out += icon(IconSparkles, note.x + 22, note.y + 24, 24, palette.accentIcon);
  out += text(
    note.x + 58,
    note.y + 42,
    'Filled from the OpenAPI description and your last three responses',
    { size: 16, weight: 600, fill: palette.accentStrong },
  );
  out += button(palette, note.x + 58, note.y + 62, 'Accept all');
  out += button(palette, note.x + 190, note.y + 62, 'Clear', 'default');
  return out;
}

const body: JsonLine[] = [
  { indent: 0, value: '{' },
  { indent: 1, key: 'data', value: '[' },
  { indent: 2, value: '{' },
  { indent: 3, key: 'id', value: '"ord_8f2k1"', kind: 'str' },
  { indent: 3, key: 'status', value: '"shipped"', kind: 'str' },
  { indent: 3, key: 'total', value: '149.90', kind: 'num' },
  { indent: 3, key: 'country', value: '"DE"', kind: 'str' },
  { indent: 2, value: '},' },
  { indent: 2, value: '{ … 49 more }' },
  { indent: 1, value: '],' },
  { indent: 1, key: 'next_cursor', value: '"c_51"', kind: 'str' },
  { indent: 0, value: '}' },
];

export function results(palette: Palette, box: Box, revealed = 1, pressed = false): string {
  let out = requestBar(
    palette,
    box.x,
    box.y,
    box.w,
    'GET',
    `${ORDERS_URL}?status=shipped&limit=50`,
    1,
    pressed,
  );
  const response = { x: box.x, y: box.y + 76, w: 560, h: box.h - 76 };
  out += panel(palette, response);
  if (revealed > 0) {
    let px = response.x + 20;
    for (const [label, fg, bg] of [
      ['200 OK', palette.green, palette.greenSoft],
      ['184 ms', palette.textSoft, palette.chip],
      ['4.2 KB', palette.textSoft, palette.chip],
    ] as const) {
      const p = pill(px, response.y + 20, label, fg, bg, 14);
      out += p.svg;
      px += p.width + 10;
    }
    out += json(
      palette,
      response.x + 24,
      response.y + 88,
      body.slice(0, Math.ceil(body.length * revealed)),
      26,
    );
  }
  const checks = { x: box.x + 580, y: response.y, w: box.w - 580, h: 250 };
  out += panel(palette, checks);
  out += text(checks.x + 24, checks.y + 40, 'Checks', { size: 18, weight: 700 });
  const passed = revealed >= 1 ? 3 : 0;
  ['Status is 200', 'Matches the OpenAPI schema', 'Responds in under 300 ms'].forEach(
    (label, index) => {
      const y = checks.y + 86 + index * 48;
      out +=
        index < passed
          ? check(palette, checks.x + 24, y, label, 16)
          : text(checks.x + 24, y, label, { size: 16, fill: palette.muted });
    },
  );
  const trend = { x: checks.x, y: checks.y + 270, w: checks.w, h: response.h - 270 };
  out += panel(palette, trend);
  out += text(trend.x + 24, trend.y + 40, 'Response time, last 20 runs', { size: 16, weight: 700 });
  out += lineChart(
    palette,
    { x: trend.x + 24, y: trend.y + 70, w: trend.w - 48, h: trend.h - 100 },
    [
      212, 198, 240, 205, 190, 188, 230, 201, 195, 176, 182, 199, 207, 185, 179, 192, 188, 174, 181,
      184,
    ],
    { min: 0, max: 300 },
  );
  return out;
}
