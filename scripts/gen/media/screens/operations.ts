// Operations screens: the scheduler and vector DB & LLM.

import {
  IconArrowRight,
  IconDatabase,
  IconMessageChatbot,
  IconVectorTriangle,
} from '@tabler/icons-react';
import type { Palette } from '../palette';
import { type Box, icon, rect, text } from '../svg';
import { button, check, panel, pill, table } from '../widgets';
import { heading } from './common';

export function scheduler(palette: Palette, box: Box): string {
  let out = heading(palette, box, 'Scheduler', 'API workflows on a schedule, every result kept');
  out += button(palette, box.x + box.w - 126, box.y + 4, 'New schedule');
  const destination = (label: string, fg: string, bg: string) => (x: number, y: number) =>
    pill(x, y + 16, label, fg, bg, 13).svg;
  out += panel(palette, { x: box.x, y: box.y + 80, w: box.w, h: 260 });
  out += table(
    palette,
    box.x + 1,
    box.y + 81,
    [
      { label: 'Workflow', width: 250 },
      { label: 'Schedule', width: 180 },
      { label: 'Last run', width: 170 },
      { label: 'Stores results in', width: box.w - 602 },
    ],
    [
      [
        'Daily order export',
        'Every day 06:00',
        (x, y) => check(palette, x, y + 36, '2 h ago', 14),
        destination('Object storage', palette.accentText, palette.accentSoft),
      ],
      [
        'Price watch',
        'Every 15 min',
        (x, y) => check(palette, x, y + 36, '6 min ago', 14),
        destination('Key-value database', palette.fuchsia, palette.fuchsiaSoft),
      ],
      [
        'Support ticket index',
        '0 */2 * * *',
        (x, y) => check(palette, x, y + 36, '41 min ago', 14),
        destination('Search index', palette.sky, palette.skySoft),
      ],
    ],
    56,
  );
  const runs = { x: box.x, y: box.y + 360, w: box.w, h: box.h - 360 };
  out += panel(palette, runs);
  out += text(runs.x + 24, runs.y + 38, 'Daily order export, run time in the last 14 days', {
    size: 17,
    weight: 700,
  });
  const seconds = [42, 38, 45, 40, 51, 88, 44, 39, 41, 47, 43, 40, 38, 42];
  const slot = (runs.w - 48) / seconds.length;
  const chartHeight = runs.h - 110;
  seconds.forEach((value, day) => {
    const retried = value > 80;
    const height = (value / 90) * chartHeight;
    const x = runs.x + 24 + day * slot;
    const top = runs.y + 64 + chartHeight - height;
    out += rect(
      { x, y: top, w: slot - 10, h: height },
      retried ? palette.amberSoft : palette.greenSoft,
      {
        rx: 6,
      },
    );
    out += text(x + (slot - 10) / 2, runs.y + runs.h - 20, retried ? 'retried' : `${value} s`, {
      size: 12,
      weight: 600,
      fill: retried ? palette.amber : palette.green,
      anchor: 'middle',
    });
  });
  return out;
}

export function vectorDb(palette: Palette, box: Box): string {
  let out = heading(palette, box, 'Vector DB & LLM', 'Support tickets  ·  18,406 chunks embedded');
  const steps = [
    [IconDatabase, 'Collection', 'Support tickets API'],
    [IconVectorTriangle, 'Embeddings', '1,536 dimensions'],
    [IconDatabase, 'Vector index', 'Cosine, 18,406 items'],
  ] as const;
  const stepW = (box.w - 120) / 3;
  steps.forEach(([Icon, title, meta], index) => {
    const x = box.x + index * (stepW + 60);
    out += panel(palette, { x, y: box.y + 80, w: stepW, h: 110 });
    out += icon(Icon, x + 20, box.y + 100, 28, palette.accentIcon);
    out += text(x + 60, box.y + 122, title, { size: 18, weight: 700 });
    out += text(x + 20, box.y + 164, meta, { size: 15, fill: palette.muted });
    if (index < 2) out += icon(IconArrowRight, x + stepW + 16, box.y + 122, 28, palette.accentIcon);
  });
  const chat = { x: box.x, y: box.y + 214, w: box.w, h: box.h - 214 };
  out += panel(palette, chat);
  out += rect({ x: chat.x + chat.w - 460, y: chat.y + 24, w: 436, h: 48 }, palette.accent, {
    rx: 14,
  });
  out += text(chat.x + chat.w - 440, chat.y + 54, 'Why did refund tickets spike last week?', {
    size: 16,
    fill: palette.onAccent,
  });
  out += icon(IconMessageChatbot, chat.x + 24, chat.y + 96, 30, palette.accentIcon);
  const answer = [
    'Refund tickets rose 38% after the 2.4 checkout release: most mention',
    'a duplicate charge when a card needed 3-D Secure. The payments API',
    'returned 409 on retry for those orders.',
  ];
  answer.forEach((line, index) => {
    out += text(chat.x + 70, chat.y + 116 + index * 28, line, { size: 16, fill: palette.textSoft });
  });
  out += text(chat.x + 70, chat.y + 226, 'Sources', { size: 14, weight: 700, fill: palette.muted });
  const first = pill(
    chat.x + 70,
    chat.y + 240,
    'tickets · search_tickets #4821',
    palette.accentText,
    palette.accentSoft,
    13,
  );
  out += first.svg;
  out += pill(
    chat.x + 80 + first.width,
    chat.y + 240,
    'payments · GET /charges',
    palette.accentText,
    palette.accentSoft,
    13,
  ).svg;
  const input = { x: chat.x + 24, y: chat.y + chat.h - 76, w: chat.w - 48, h: 52 };
  out += rect(input, palette.field, { rx: 10, stroke: palette.lineStrong });
  out += text(input.x + 18, input.y + 32, 'Ask a follow-up about support tickets', {
    size: 15,
    fill: palette.muted,
  });
  return out;
}
