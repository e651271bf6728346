// Vector DB screens about building an index: where its vectors come from and how fresh they are,
// and which response fields are embedded, kept as metadata or skipped.

import { IconBrandOpenai, IconCircleCheckFilled, IconRefresh } from '@tabler/icons-react';
import type { Palette } from '../palette';
import { type Box, el, icon, rect, text, textWidth } from '../svg';
import { button, methodBadge, panel, pill, table } from '../widgets';
import { heading } from './common';
import { field, statRow } from './ops-parts';

const refreshes = [
  ['Today 10:00', '+38 new, 12 changed', '57 chunks'],
  ['Today 08:00', '+41 new, 9 changed', '61 chunks'],
  ['Today 06:00', '+22 new, 4 changed', '29 chunks'],
  ['Today 04:00', '+7 new, 1 changed', '9 chunks'],
  ['Today 02:00', '+5 new', '6 chunks'],
] as const;

export function vectorIndex(palette: Palette, box: Box): string {
  let out = heading(
    palette,
    box,
    'Support tickets',
    'Vector index  ·  built from the Support tickets API',
  );
  out += button(palette, box.x + box.w - 126, box.y + 4, 'Rebuild now', 'default');
  const figures = [
    ['18,406', 'Vectors'],
    ['6,112', 'Tickets embedded'],
    ['1,536', 'Dimensions, cosine'],
    ['12 min ago', 'Last refreshed'],
  ] as const;
  out += statRow(palette, box, figures);
  const setup = { x: box.x, y: box.y + 186, w: 500, h: box.h - 186 };
  out += panel(palette, setup);
  out += text(setup.x + 24, setup.y + 36, 'How it is built', { size: 17, weight: 700 });
  out += text(setup.x + 24, setup.y + 74, 'Source', { size: 13, weight: 600, fill: palette.muted });
  out += methodBadge(palette, setup.x + 24, setup.y + 86, 'GET', 12);
  out += text(setup.x + 78, setup.y + 103, '/tickets  ·  Support tickets API', { size: 15 });
  out += field(
    palette,
    setup.x + 24,
    setup.y + 150,
    'Chunking',
    'By paragraph, up to 512 tokens, 64 overlap',
  );
  out += field(
    palette,
    setup.x + 24,
    setup.y + 210,
    'Embedding model',
    'text-embedding-3-small, your OpenAI key',
  );
  out += field(
    palette,
    setup.x + 24,
    setup.y + 270,
    'Kept as metadata',
    'status, priority, plan, created_at',
  );
  const fresh = { x: setup.x + 16, y: setup.y + setup.h - 98, w: setup.w - 32, h: 82 };
  out += rect(fresh, palette.accentTint, { rx: 10, stroke: palette.accentLine });
  out += icon(IconRefresh, fresh.x + 16, fresh.y + 16, 22, palette.accentIcon);
  out += text(fresh.x + 48, fresh.y + 33, 'Refreshed by the Support ticket index workflow', {
    size: 14,
    weight: 700,
    fill: palette.accentStrong,
  });
  out += text(fresh.x + 48, fresh.y + 58, 'Every 2 hours: new and changed tickets are embedded', {
    size: 14,
    fill: palette.textSoft,
  });
  const log = { x: box.x + 520, y: setup.y, w: box.w - 520, h: setup.h };
  out += panel(palette, log);
  out += text(log.x + 24, log.y + 36, 'Recent refreshes', { size: 17, weight: 700 });
  refreshes.forEach(([when, change, chunks], index) => {
    const y = log.y + 66 + index * 80;
    if (index < refreshes.length - 1) {
      out += el('line', {
        x1: log.x + 35,
        x2: log.x + 35,
        y1: y + 22,
        y2: y + 80,
        stroke: palette.line,
        'stroke-width': 2,
      });
    }
    out += icon(IconCircleCheckFilled, log.x + 24, y, 22, palette.green);
    out += text(log.x + 60, y + 16, when, { size: 15, weight: 600 });
    out += text(log.x + 60, y + 42, change, { size: 14, fill: palette.textSoft });
    out += pill(
      log.x + log.w - 24 - (chunks.length * 12 * 0.56 + 18),
      y,
      chunks,
      palette.accentText,
      palette.accentSoft,
      12,
    ).svg;
  });
  return out;
}

type Role = 'Embed' | 'Metadata' | 'Skip';

const fields: readonly (readonly [string, string, string, Role])[] = [
  ['subject', 'string', '“Charged twice for order 88213”', 'Embed'],
  ['body', 'string', '“I paid once but my card shows…”', 'Embed'],
  ['status', 'string', 'open', 'Metadata'],
  ['priority', 'string', 'high', 'Metadata'],
  ['customer.plan', 'string', 'Business', 'Metadata'],
  ['created_at', 'date', '2024-08-07T14:02Z', 'Metadata'],
  ['customer.email', 'string', 'dana@…', 'Skip'],
  ['attachments', 'array', '2 files', 'Skip'],
];

export function vectorFields(palette: Palette, box: Box): string {
  let out = heading(
    palette,
    box,
    'Support tickets  ·  Fields',
    'Choose what the model reads and what stays as metadata for filters',
  );
  out += button(
    palette,
    box.x + box.w - textWidth('Save and embed', 14) - 32,
    box.y + 4,
    'Save and embed',
  );
  const list = { x: box.x, y: box.y + 80, w: 590, h: box.h - 80 };
  out += panel(palette, list);
  const tone = {
    Embed: [palette.accentText, palette.accentSoft],
    Metadata: [palette.sky, palette.skySoft],
    Skip: [palette.muted, palette.chip],
  } as const;
  out += table(
    palette,
    list.x + 1,
    list.y + 1,
    [
      { label: 'Field', width: 160 },
      { label: 'Sample', width: 300 },
      { label: 'Use', width: list.w - 462 },
    ],
    fields.map(([name, type, sample, role]) => [
      (x: number, y: number) =>
        text(x, y + 23, name, { size: 14, mono: true, weight: 600 }) +
        text(x, y + 41, type, { size: 12, fill: palette.muted }),
      (x: number, y: number) => text(x, y + 31, sample, { size: 14, fill: palette.textSoft }),
      (x: number, y: number) => pill(x, y + 14, role, tone[role][0], tone[role][1], 13).svg,
    ]),
    54,
  );
  out += text(list.x + 24, list.y + list.h - 24, '8 of 23 fields shown; the other 15 are skipped', {
    size: 13,
    fill: palette.muted,
  });
  const model = { x: box.x + 610, y: list.y, w: box.w - 610, h: list.h };
  out += panel(palette, model);
  out += text(model.x + 24, model.y + 36, 'Models', { size: 17, weight: 700 });
  const option = (y: number, label: string, hint: string, selected: boolean) =>
    rect(
      { x: model.x + 16, y, w: model.w - 32, h: 72 },
      selected ? palette.accentTint : palette.surface,
      {
        rx: 10,
        stroke: selected ? palette.accentLine : palette.line,
      },
    ) +
    el('circle', {
      cx: model.x + 40,
      cy: y + 26,
      r: 8,
      fill: palette.surface,
      stroke: selected ? palette.accent : palette.lineStrong,
      'stroke-width': selected ? 5 : 1.5,
    }) +
    text(model.x + 58, y + 31, label, { size: 15, weight: 600 }) +
    text(model.x + 58, y + 55, hint, { size: 13, fill: palette.muted });
  out += option(model.y + 56, 'Hosted models', 'No key needed, ready to use', false);
  out += option(model.y + 140, 'Your OpenAI key', 'Runs under your account and limits', true);
  const key = { x: model.x + 24, y: model.y + 234, w: model.w - 48, h: 44 };
  out += rect(key, palette.field, { rx: 8, stroke: palette.lineStrong });
  out += icon(IconBrandOpenai, key.x + 12, key.y + 12, 20, palette.textSoft);
  out += text(key.x + 42, key.y + 28, 'sk-…3f9a', { size: 14, mono: true });
  out += pill(
    key.x + key.w - 98,
    key.y + 10,
    'Connected',
    palette.green,
    palette.greenSoft,
    12,
  ).svg;
  out += field(palette, model.x + 24, model.y + 320, 'Embeddings', 'text-embedding-3-small');
  out += field(palette, model.x + 24, model.y + 380, 'Answers', 'gpt-4o-mini');
  out += text(model.x + 24, model.y + model.h - 52, 'Changing the embedding model', {
    size: 13,
    fill: palette.muted,
  });
  out += text(model.x + 24, model.y + model.h - 30, 're-embeds all 18,406 chunks.', {
    size: 13,
    fill: palette.muted,
  });
  return out;
}
