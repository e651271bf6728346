// Vector DB & LLM screens about answers: a question answered with numbered citations to API
// results, and the chunks retrieved for that answer with their similarity scores.

import { IconMessageChatbot } from '@tabler/icons-react';
import type { Palette } from '../palette';
import { type Box, icon, rect, text, textWidth } from '../svg';
import { methodBadge, panel, pill } from '../widgets';
import { heading } from './common';
import { citation, citedLine } from './ops-parts';

const QUESTION = 'Which customers are hit by the duplicate charge bug?';

const answer: readonly (readonly (string | number)[])[] = [
  ['Nine customers, all on the Business plan, reported being charged twice ', 1, 2],
  ['after paying with a card that needed 3-D Secure. Every one of them checked'],
  ['out after the 2.4 checkout release went live on August 6 ', 3, '. The payments'],
  ['API answered 409 when those charges were retried ', 2, '.'],
];

const cited = [
  ['MCP', 'search_tickets', '#4821 “Charged twice for order 88213”  ·  Business'],
  ['GET', '/charges', 'ch_8213 and 8 more  ·  status 409 on retry'],
  ['GET', '/releases', '2.4 checkout  ·  released Aug 6, 09:12'],
] as const;

export function vectorChat(palette: Palette, box: Box): string {
  let out = heading(
    palette,
    box,
    'Ask Support tickets',
    'Answers come from the retrieved records, each claim with its source',
  );
  out += pill(
    box.x + box.w - textWidth('Answered with your OpenAI key', 12) - 18,
    box.y + 8,
    'Answered with your OpenAI key',
    palette.textSoft,
    palette.chip,
    12,
  ).svg;
  const chat = { x: box.x, y: box.y + 80, w: box.w, h: box.h - 80 };
  out += panel(palette, chat);
  const bubbleW = textWidth(QUESTION, 16) + 24;
  out += rect(
    { x: chat.x + chat.w - 24 - bubbleW, y: chat.y + 24, w: bubbleW, h: 48 },
    palette.accent,
    {
      rx: 14,
    },
  );
  out += text(chat.x + chat.w - 44, chat.y + 54, QUESTION, {
    size: 16,
    fill: palette.onAccent,
    anchor: 'end',
  });
  out += rect({ x: chat.x + 24, y: chat.y + 96, w: 40, h: 40 }, palette.accentSoft, { rx: 20 });
  out += icon(IconMessageChatbot, chat.x + 32, chat.y + 104, 24, palette.accentText);
  answer.forEach((parts, index) => {
    out += citedLine(palette, chat.x + 84, chat.y + 122 + index * 30, parts, 17);
  });
  out += text(chat.x + 84, chat.y + 266, 'Retrieved 6 chunks, cited 3', {
    size: 13,
    fill: palette.muted,
  });
  const sources = { x: chat.x + 84, y: chat.y + 284, w: chat.w - 108, h: 3 * 52 };
  out += rect(sources, palette.sunken, { rx: 10, stroke: palette.line });
  cited.forEach(([method, name, detail], index) => {
    const y = sources.y + index * 52;
    if (index > 0) out += rect({ x: sources.x + 16, y, w: sources.w - 32, h: 1 }, palette.line);
    out += citation(palette, sources.x + 16, y + 16, index + 1);
    out += methodBadge(palette, sources.x + 50, y + 14, method, 11);
    out += text(sources.x + 108, y + 31, name, { size: 14, mono: true, weight: 600 });
    out += text(sources.x + 260, y + 31, detail, { size: 14, fill: palette.textSoft });
  });
  const input = { x: chat.x + 24, y: chat.y + chat.h - 76, w: chat.w - 48, h: 52 };
  out += rect(input, palette.field, { rx: 10, stroke: palette.lineStrong });
  out += text(
    input.x + 18,
    input.y + 32,
    'Ask a follow-up, for example: which orders were refunded?',
    {
      size: 15,
      fill: palette.muted,
    },
  );
  return out;
}

const chunks = [
  [
    0.89,
    'MCP',
    'search_tickets #4821',
    '“I was charged twice for order 88213 after the 3-D Secure screen…”',
    1,
  ],
  [
    0.86,
    'GET',
    '/charges ch_8213',
    'status: failed, code: 409 duplicate_charge, retried_at 14:03',
    2,
  ],
  [
    0.83,
    'GET',
    '/releases 2.4',
    '“Checkout 2.4: new card authentication flow with 3-D Secure 2”',
    3,
  ],
  [
    0.79,
    'MCP',
    'search_tickets #4809',
    '“Double payment on my card for one order, please refund…”',
    0,
  ],
  [0.74, 'MCP', 'search_tickets #4790', '“Card declined twice, then the order went through…”', 0],
  [0.71, 'MCP', 'search_tickets #4655', '“Refund for a cancelled order still not received”', 0],
] as const;

export function vectorSources(palette: Palette, box: Box): string {
  let out = heading(palette, box, 'Sources of one answer', `“${QUESTION}”`);
  out += pill(
    box.x + box.w - textWidth('Top 6  ·  similarity above 0.70', 12) - 18,
    box.y + 8,
    'Top 6  ·  similarity above 0.70',
    palette.textSoft,
    palette.chip,
    12,
  ).svg;
  const list = { x: box.x, y: box.y + 80, w: box.w, h: box.h - 80 };
  out += panel(palette, list);
  const rowH = (list.h - 16) / chunks.length;
  chunks.forEach(([score, method, source, excerpt, cite], index) => {
    const y = list.y + 8 + index * rowH;
    if (cite) {
      out += rect({ x: list.x + 8, y: y + 4, w: list.w - 16, h: rowH - 8 }, palette.accentTint, {
        rx: 8,
      });
    }
    if (index > 0) out += rect({ x: list.x + 24, y, w: list.w - 48, h: 1 }, palette.line);
    out += text(list.x + 28, y + 40, score.toFixed(2), {
      size: 20,
      weight: 700,
      mono: true,
      fill: cite ? palette.accentText : palette.textSoft,
    });
    const bar = { x: list.x + 28, y: y + 56, w: 64, h: 6 };
    out += rect(bar, palette.chip, { rx: 3 });
    out += rect(
      { ...bar, w: bar.w * ((score - 0.5) / 0.5) },
      cite ? palette.accent : palette.muted,
      { rx: 3 },
    );
    out += methodBadge(palette, list.x + 120, y + 20, method, 11);
    out += text(list.x + 176, y + 37, source, { size: 14, mono: true, weight: 600 });
    out += text(list.x + 120, y + 66, excerpt, { size: 15, fill: palette.textSoft });
    if (cite) {
      out += text(list.x + list.w - 60, y + 37, 'Cited', {
        size: 13,
        weight: 600,
        fill: palette.accentText,
        anchor: 'end',
      });
      out += citation(palette, list.x + list.w - 52, y + 22, cite);
    } else {
      out += text(list.x + list.w - 32, y + 37, 'Not used', {
        size: 13,
        fill: palette.muted,
        anchor: 'end',
      });
    }
  });
  return out;
}
