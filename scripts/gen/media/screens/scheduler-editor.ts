// Scheduler screens about one workflow's set-up and one of its runs: the schedule editor with its
// chained steps, and a run's steps on a timeline with the response they stored.

import { IconArrowRight, IconCalendarTime } from '@tabler/icons-react';
import type { Palette } from '../palette';
import { type Box, el, icon, rect, text } from '../svg';
import { button, type JsonLine, json, methodBadge, panel, pill, textInput } from '../widgets';
import { heading } from './common';
import { statRow, status } from './ops-parts';

const nextRuns = [
  ['Mon, Aug 12', 'in 14 h'],
  ['Tue, Aug 13', 'in 1 day'],
  ['Wed, Aug 14', 'in 2 days'],
  ['Thu, Aug 15', 'in 3 days'],
  ['Fri, Aug 16', 'in 4 days'],
] as const;

const steps = [
  ['POST', '/oauth/token', 'Sign in with client credentials', 'access_token'],
  ['GET', '/orders?cursor={next}', 'Every page since the last run', 'order ids'],
  ['GET', '/orders/{id}/shipments', 'Shipments of each new order', '3 destinations'],
] as const;

export function schedulerEditor(palette: Palette, box: Box): string {
  let out = heading(
    palette,
    box,
    'Daily order export',
    'Workflow  ·  Orders API  ·  signed with the collection’s OAuth 2.0',
  );
  out += button(palette, box.x + box.w - 134, box.y + 4, 'Save schedule');
  out += button(palette, box.x + box.w - 244, box.y + 4, 'Run now', 'default');
  const form = { x: box.x, y: box.y + 80, w: 560, h: 290 };
  out += panel(palette, form);
  out += text(form.x + 24, form.y + 36, 'Schedule', { size: 17, weight: 700 });
  const modes = ['Every 15 min', 'Hourly', 'Daily', 'Cron'];
  const modeW = (form.w - 48) / modes.length;
  out += rect({ x: form.x + 24, y: form.y + 56, w: form.w - 48, h: 38 }, palette.sunken, {
    rx: 8,
    stroke: palette.line,
  });
  modes.forEach((mode, index) => {
    const x = form.x + 24 + index * modeW;
    const selected = mode === 'Cron';
    if (selected) {
      out += rect({ x: x + 3, y: form.y + 59, w: modeW - 6, h: 32 }, palette.surface, {
        rx: 6,
        stroke: palette.accentLine,
      });
    }
    out += text(x + modeW / 2, form.y + 80, mode, {
      size: 14,
      weight: selected ? 700 : 500,
      fill: selected ? palette.accentText : palette.textSoft,
      anchor: 'middle',
    });
  });
  out += textInput(
    palette,
    { x: form.x + 24, y: form.y + 112, w: 240, h: 70 },
    'Cron expression',
    '0 6 * * 1-5',
    { mono: true },
  );
  out += textInput(
    palette,
    { x: form.x + 284, y: form.y + 112, w: 252, h: 70 },
    'Time zone',
    'America/New_York',
  );
  const read = { x: form.x + 24, y: form.y + 200, w: form.w - 48, h: 40 };
  out += rect(read, palette.accentTint, { rx: 8, stroke: palette.accentLine });
  out += icon(IconCalendarTime, read.x + 12, read.y + 10, 20, palette.accentIcon);
  out += text(read.x + 42, read.y + 26, 'At 06:00, Monday through Friday', {
    size: 15,
    weight: 600,
    fill: palette.accentStrong,
  });
  out += text(form.x + 24, form.y + 270, 'If a run fails: retry twice, 5 minutes apart', {
    size: 14,
    fill: palette.muted,
  });
  const runs = { x: box.x + 580, y: form.y, w: box.w - 580, h: form.h };
  out += panel(palette, runs);
  out += text(runs.x + 24, runs.y + 36, 'Next five runs', { size: 17, weight: 700 });
  nextRuns.forEach(([day, when], index) => {
    const y = runs.y + 72 + index * 42;
    if (index > 0) out += rect({ x: runs.x + 24, y: y - 26, w: runs.w - 48, h: 1 }, palette.line);
    out += text(runs.x + 24, y, day, { size: 15, weight: 600 });
    out += text(runs.x + 140, y, '06:00 EDT', { size: 15, mono: true, fill: palette.textSoft });
    out += text(runs.x + runs.w - 24, y, when, { size: 13, fill: palette.muted, anchor: 'end' });
  });
  const chain = { x: box.x, y: form.y + form.h + 20, w: box.w, h: box.h - form.h - 100 };
  out += panel(palette, chain);
  out += text(chain.x + 24, chain.y + 36, 'Steps, run in order', { size: 17, weight: 700 });
  out += text(chain.x + 214, chain.y + 36, 'Each step can use values from the ones before it', {
    size: 14,
    fill: palette.muted,
  });
  const gap = 44;
  const cardW = (chain.w - 48 - gap * 2) / 3;
  steps.forEach(([method, path, what, passes], index) => {
    const card = { x: chain.x + 24 + index * (cardW + gap), y: chain.y + 56, w: cardW, h: 160 };
    out += rect(card, palette.sunken, { rx: 10, stroke: palette.line });
    out += el('circle', { cx: card.x + 28, cy: card.y + 30, r: 14, fill: palette.accent });
    out += text(card.x + 28, card.y + 35, String(index + 1), {
      size: 14,
      weight: 700,
      fill: palette.onAccent,
      anchor: 'middle',
    });
    out += methodBadge(palette, card.x + 52, card.y + 18, method, 12);
    out += text(card.x + 18, card.y + 74, path, { size: 14, mono: true, weight: 600 });
    out += text(card.x + 18, card.y + 100, what, { size: 14, fill: palette.textSoft });
    const last = index === steps.length - 1;
    out += text(card.x + 18, card.y + 136, last ? 'Stores to' : 'Passes', {
      size: 13,
      fill: palette.muted,
    });
    out += pill(
      card.x + (last ? 90 : 72),
      card.y + 120,
      passes,
      palette.accentText,
      palette.accentSoft,
      13,
    ).svg;
    if (!last) {
      out += icon(
        IconArrowRight,
        card.x + card.w + 10,
        card.y + card.h / 2 - 12,
        24,
        palette.accentIcon,
      );
    }
  });
  return out;
}

const timeline = [
  ['POST /oauth/token', 0, 0.4, '1 request'],
  ['GET /orders', 0.4, 9.8, '6 pages'],
  ['GET /orders/{id}/shipments', 9.8, 38.6, '7 batches'],
  ['Store results', 38.6, 41.8, '3 destinations'],
] as const;

const page: readonly JsonLine[] = [
  { indent: 0, value: '{' },
  { indent: 1, key: 'data', value: '[' },
  { indent: 2, value: '{' },
  { indent: 3, key: 'id', value: '"ord_88213",', kind: 'str' },
  { indent: 3, key: 'status', value: '"paid",', kind: 'str' },
  { indent: 3, key: 'total', value: '129.40', kind: 'num' },
  { indent: 2, value: '},  … 183 more' },
  { indent: 1, value: '],' },
  { indent: 1, key: 'next_cursor', value: 'null', kind: 'num' },
  { indent: 0, value: '}' },
];

export function schedulerRun(palette: Palette, box: Box): string {
  let out = heading(
    palette,
    box,
    'Run 1,482 of Daily order export',
    'Started Mon, Aug 12 at 06:00 EDT  ·  on schedule',
  );
  out += status(palette, box.x + box.w - 96, box.y + 10, 'ok');
  const figures = [
    ['41.8 s', 'Duration'],
    ['14', 'Requests sent'],
    ['1,284', 'Rows stored'],
    ['3 of 3', 'Destinations written'],
  ] as const;
  out += statRow(palette, box, figures);
  const steps = { x: box.x, y: box.y + 186, w: 560, h: box.h - 186 };
  out += panel(palette, steps);
  out += text(steps.x + 24, steps.y + 36, 'Steps on a timeline', { size: 17, weight: 700 });
  const track = { x: steps.x + 24, w: steps.w - 48 };
  const scale = (seconds: number) => track.x + (track.w * seconds) / 42;
  timeline.forEach(([name, from, to, count], index) => {
    const y = steps.y + 76 + index * 92;
    out += text(track.x, y, name, { size: 14, mono: true, weight: 600 });
    out += text(track.x + track.w, y, `${(to - from).toFixed(1)} s  ·  ${count}`, {
      size: 13,
      fill: palette.muted,
      anchor: 'end',
    });
    out += rect({ x: track.x, y: y + 14, w: track.w, h: 16 }, palette.sunken, { rx: 4 });
    out += rect(
      { x: scale(from), y: y + 14, w: Math.max(scale(to) - scale(from), 6), h: 16 },
      index === 3 ? palette.green : palette.accent,
      { rx: 4 },
    );
  });
  ['0 s', '14 s', '28 s', '42 s'].forEach((label, index) => {
    out += text(track.x + (track.w * index) / 3, steps.y + steps.h - 24, label, {
      size: 12,
      fill: palette.muted,
      anchor: index === 0 ? 'start' : index === 3 ? 'end' : 'middle',
    });
  });
  const body = { x: box.x + 580, y: steps.y, w: box.w - 580, h: steps.h };
  out += panel(palette, body);
  out += text(body.x + 24, body.y + 36, 'Step 2, last page', { size: 17, weight: 700 });
  out += pill(body.x + 24, body.y + 52, '200 OK', palette.green, palette.greenSoft, 12).svg;
  out += text(body.x + 100, body.y + 69, '212 ms  ·  184 rows', { size: 13, fill: palette.muted });
  out += rect({ x: body.x + 16, y: body.y + 92, w: body.w - 32, h: body.h - 108 }, palette.sunken, {
    rx: 8,
  });
  out += json(palette, body.x + 32, body.y + 126, page, 26);
  return out;
}
