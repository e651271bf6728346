// Notebook screens about results and people: a chart cell with its options, and sharing a
// notebook with view, execute and edit roles.

import {
  IconChartArea,
  IconChartBar,
  IconChartDots,
  IconChartLine,
  IconChartPie,
  IconChevronDown,
  IconLink,
  IconX,
} from '@tabler/icons-react';
import { avatar, MARGIN } from '../app-frame';
import { stackedBarChart } from '../charts';
import type { Palette } from '../palette';
import { type Box, icon, rect, text, textWidth } from '../svg';
import { button, panel } from '../widgets';
import { notebook } from './data';
import { heading } from './common';
import { cell, select, toggle, toolbar } from './notebook-parts';

const weeks = [
  { label: 'W27', values: [52, 31, 18] },
  { label: 'W28', values: [55, 29, 22] },
  { label: 'W29', values: [58, 34, 19] },
  { label: 'W30', values: [54, 37, 24] },
  { label: 'W31', values: [61, 36, 21] },
  { label: 'W32', values: [66, 41, 20] },
  { label: 'W33', values: [63, 44, 26] },
  { label: 'W34', values: [70, 46, 25] },
];

export function notebookChart(palette: Palette, box: Box): string {
  let out = heading(
    palette,
    box,
    'Revenue by channel',
    'Notebook  ·  the chart reruns whenever the query above it changes',
  );
  out += toolbar(palette, box);
  const chart = { x: box.x, y: box.y + 80, w: box.w - 300, h: box.h - 80 };
  out += cell(palette, chart, 'Chart', { count: 6, took: '0.1 s' });
  out += text(chart.x + 24, chart.y + 80, 'Weekly revenue by sales channel, Q3', {
    size: 17,
    weight: 700,
  });
  const series = [
    ['Web shop', palette.accent],
    ['Marketplaces', palette.series2],
    ['Wholesale', palette.series3],
  ] as const;
  let lx = chart.x + 24;
  for (const [label, fill] of series) {
    out += rect({ x: lx, y: chart.y + 100, w: 12, h: 12 }, fill, { rx: 3 });
    out += text(lx + 20, chart.y + 111, label, { size: 13, fill: palette.textSoft });
    lx += label.length * 7.3 + 44;
  }
  const plot = { x: chart.x + 76, y: chart.y + 140, w: chart.w - 100, h: chart.h - 164 };
  const plotHeight = plot.h - 30;
  [0, 40, 80, 120, 160].forEach((value, step) => {
    const y = plot.y + plotHeight - (plotHeight * step) / 4;
    out += text(plot.x - 12, y + 4, value ? `$${value}k` : '$0', {
      size: 12,
      fill: palette.muted,
      anchor: 'end',
    });
  });
  out += stackedBarChart(
    palette,
    plot,
    weeks,
    series.map(([, fill]) => fill),
    160,
  );
  const options = { x: box.x + box.w - 280, y: chart.y, w: 280, h: chart.h };
  out += panel(palette, options);
  const left = options.x + 20;
  const inner = options.w - 40;
  out += text(left, options.y + 36, 'Chart options', { size: 16, weight: 700 });
  out += text(left, options.y + 68, 'Type', { size: 13, weight: 600, fill: palette.muted });
  [IconChartBar, IconChartLine, IconChartArea, IconChartPie, IconChartDots].forEach(
    (Icon, index) => {
      const x = left + index * 48;
      const active = index === 0;
      out += rect(
        { x, y: options.y + 78, w: 40, h: 40 },
        active ? palette.accentSoft : palette.surface,
        {
          rx: 8,
          stroke: active ? palette.accentLine : palette.line,
        },
      );
      out += icon(Icon, x + 9, options.y + 87, 22, active ? palette.accentText : palette.muted);
    },
  );
  out += text(left, options.y + 140, 'Stacked bar', {
    size: 13,
    fill: palette.accentText,
    weight: 600,
  });
  const selects = [
    ['X axis', 'week'],
    ['Y axis', 'sum(revenue)'],
    ['Series', 'channel'],
  ] as const;
  selects.forEach(([label, value], index) => {
    out += select(
      palette,
      { x: left, y: options.y + 160 + index * 70, w: inner, h: 58 },
      label,
      value,
    );
  });
  const toggles = [
    ['Stack series', true],
    ['Show values', false],
    ['Log scale', false],
  ] as const;
  toggles.forEach(([label, on], index) => {
    out += toggle(palette, left, options.y + 382 + index * 38, inner, label, on);
  });
  out += rect({ x: left, y: options.y + options.h - 56, w: inner, h: 1 }, palette.line);
  out += text(left, options.y + options.h - 24, 'Data: cell [5]  revenue_by_week', {
    size: 13,
    fill: palette.muted,
  });
  return out;
}

const members = [
  ['AK', 'Ada Kim (you)', 'ada@acme-shop.dev', 'Owner'],
  ['GT', 'Growth team', '6 members', 'Can execute'],
  ['MR', 'Marco Rossi', 'marco@acme-shop.dev', 'Can edit'],
  ['PS', 'Priya Shah', 'priya@acme-shop.dev', 'Can view'],
] as const;

const roles = [
  ['View', 'Read cells and charts'],
  ['Execute', 'Rerun on fresh data'],
  ['Edit', 'Change cells and queries'],
] as const;

export function notebookShare(palette: Palette, box: Box): string {
  // The notebook stays in view, dimmed behind the dialog.
  let out = notebook(palette, box);
  const width = box.x + box.w + MARGIN;
  const height = box.y + box.h + MARGIN;
  out += rect({ x: 0, y: 0, w: width, h: height }, palette.scrim, { rx: 14, opacity: 0.5 });
  const dialog = { x: (width - 600) / 2, y: (height - 564) / 2, w: 600, h: 564 };
  out += rect(dialog, palette.surface, { rx: 16, stroke: palette.lineStrong });
  const left = dialog.x + 28;
  const inner = dialog.w - 56;
  out += text(left, dialog.y + 44, 'Share “Weekly order review”', { size: 20, weight: 700 });
  out += icon(IconX, dialog.x + dialog.w - 48, dialog.y + 26, 22, palette.muted);
  // Input, role and Invite fill the row; the button's width is the one button() draws.
  const inviteX = left + inner - (textWidth('Invite', 14) + 32);
  const role = { x: inviteX - 144, y: dialog.y + 72, w: 134, h: 40 };
  const invite = { x: left, y: role.y, w: role.x - 10 - left, h: 40 };
  out += rect(invite, palette.field, { rx: 8, stroke: palette.accentIcon, 'stroke-width': 1.5 });
  out += text(invite.x + 14, invite.y + 25, 'lena@acme-shop.dev', { size: 14 });
  out += rect(role, palette.field, { rx: 8, stroke: palette.lineStrong });
  out += text(role.x + 12, role.y + 25, 'Can execute', { size: 14 });
  out += icon(IconChevronDown, role.x + role.w - 26, role.y + 12, 16, palette.muted);
  out += button(palette, inviteX, invite.y + 2, 'Invite');
  out += text(left, dialog.y + 150, 'People with access', {
    size: 14,
    weight: 700,
    fill: palette.muted,
  });
  members.forEach(([initials, name, detail, access], index) => {
    const y = dialog.y + 170 + index * 58;
    out += avatar(palette, left + 20, y + 22, initials, 20);
    out += text(left + 52, y + 18, name, { size: 15, weight: 600 });
    out += text(left + 52, y + 38, detail, { size: 13, fill: palette.muted });
    const owner = access === 'Owner';
    out += text(left + inner - (owner ? 0 : 24), y + 27, access, {
      size: 14,
      fill: owner ? palette.muted : palette.textSoft,
      anchor: 'end',
      weight: owner ? undefined : 600,
    });
    if (!owner) out += icon(IconChevronDown, left + inner - 18, y + 15, 16, palette.muted);
  });
  const legend = { x: left, y: dialog.y + 412, w: inner, h: 62 };
  out += rect(legend, palette.sunken, { rx: 10, stroke: palette.line });
  roles.forEach(([name, meaning], index) => {
    const x = legend.x + 16 + index * (inner / 3);
    out += text(x, legend.y + 26, name, { size: 13, weight: 700 });
    out += text(x, legend.y + 46, meaning, { size: 12, fill: palette.muted });
  });
  out += rect({ x: dialog.x, y: dialog.y + 494, w: dialog.w, h: 1 }, palette.line);
  out += icon(IconLink, left, dialog.y + 516, 18, palette.muted);
  out += text(left + 28, dialog.y + 530, 'Anyone at acme-shop.dev with the link can view', {
    size: 13,
    fill: palette.textSoft,
  });
  out += button(
    palette,
    left + inner - (textWidth('Copy link', 14) + 32),
    dialog.y + 508,
    'Copy link',
    'default',
  );
  return out;
}
