// API MCP Studio screens: collections (with discovery) and auth setup.

import { IconChevronDown, IconChevronRight, IconLock, IconSparkles } from '@tabler/icons-react';
import type { Palette } from '../palette';
import { type Box, icon, rect, text } from '../svg';
import { button, check, methodBadge, panel, pill, table, textInput } from '../widgets';
import { heading, requestBar } from './common';

/** `revealed` (0..1) shows the banner and then the discovered rows one by one, for the video. */
export function collections(palette: Palette, box: Box, revealed = 1): string {
  let out = heading(
    palette,
    box,
    'Orders API',
    'Discovered from an OpenAPI file and an MCP server',
  );
  const banner = { x: box.x, y: box.y + 70, w: box.w, h: 48 };
  out += rect(banner, palette.accentTint, { rx: 10, stroke: palette.accentLine });
  out += icon(IconSparkles, banner.x + 16, banner.y + 13, 22, palette.accentIcon);
  const found =
    revealed < 1
      ? `Discovering… ${Math.round(24 * revealed)} methods so far`
      : '24 methods discovered from 2 sources in 6.2 s';
  out += text(banner.x + 50, banner.y + 30, found, {
    size: 16,
    weight: 600,
    fill: palette.accentStrong,
  });
  const tree = { x: box.x, y: box.y + 136, w: 320, h: box.h - 136 };
  out += panel(palette, tree);
  const rows: [number, string, string?][] = [
    [0, 'Orders API'],
    [1, '/orders', 'GET'],
    [1, '/orders/{id}', 'GET'],
    [1, '/orders', 'POST'],
    [1, '/orders/{id}', 'PATCH'],
    [0, 'Docs MCP server'],
    [1, 'search_docs', 'MCP'],
    [1, 'get_page', 'MCP'],
    [1, 'list_sections', 'MCP'],
    [0, 'GitHub REST  ·  12'],
  ];
  rows.slice(0, Math.ceil(rows.length * revealed)).forEach(([depth, label, method], index) => {
    const y = tree.y + 22 + index * 44;
    if (index === 1)
      out += rect({ x: tree.x + 8, y: y - 6, w: tree.w - 16, h: 38 }, palette.accentTint, {
        rx: 8,
      });
    if (depth === 0) {
      const chevron = label.startsWith('GitHub') ? IconChevronRight : IconChevronDown;
      out += icon(chevron, tree.x + 16, y + 2, 18, palette.muted);
      out += text(tree.x + 42, y + 19, label, { size: 15, weight: 600 });
    } else {
      out += methodBadge(palette, tree.x + 40, y, method ?? 'GET', 11);
      out += text(tree.x + 112, y + 17, label, { size: 14, mono: true, fill: palette.textSoft });
    }
  });
  const detail = { x: box.x + 340, y: tree.y, w: box.w - 340, h: tree.h };
  out += panel(palette, detail);
  out += requestBar(
    palette,
    detail.x + 20,
    detail.y + 20,
    detail.w - 40,
    'GET',
    'https://api.acme-shop.dev/v1/orders',
  );
  out += text(detail.x + 20, detail.y + 100, 'Sources', { size: 16, weight: 700 });
  out += table(
    palette,
    detail.x + 20,
    detail.y + 116,
    [
      { label: 'Source', width: 250 },
      { label: 'Kind', width: 130 },
      { label: 'Methods', width: detail.w - 420 },
    ],
    [
      [
        'openapi.json',
        (x, y) => pill(x, y + 10, 'OpenAPI 3.1', palette.accentText, palette.accentSoft).svg,
        '17',
      ],
      [
        'docs-mcp (stdio)',
        (x, y) => pill(x, y + 10, 'MCP', palette.fuchsia, palette.fuchsiaSoft).svg,
        '7',
      ],
    ],
  );
  out += button(palette, detail.x + 20, detail.y + detail.h - 62, 'Run collection');
  out += button(palette, detail.x + 180, detail.y + detail.h - 62, 'Share', 'default');
  return out;
}

export function authSetup(palette: Palette, box: Box): string {
  let out = heading(palette, box, 'Collection auth', 'Applied to every request in Orders API');
  const tabs = ['OAuth 2.0', 'API key', 'Bearer token', 'None'];
  let tx = box.x;
  tabs.forEach((tab, index) => {
    const p =
      index === 0
        ? pill(tx, box.y + 72, tab, palette.onAccent, palette.accent, 15)
        : pill(tx, box.y + 72, tab, palette.textSoft, palette.chip, 15);
    out += p.svg;
    tx += p.width + 10;
  });
  const form = { x: box.x, y: box.y + 130, w: 560, h: box.h - 130 };
  out += panel(palette, form);
  const fields = [
    ['Grant type', 'Authorization code with PKCE'],
    ['Authorization URL', 'https://auth.acme-shop.dev/authorize'],
    ['Token URL', 'https://auth.acme-shop.dev/token'],
    ['Client ID', 'tb-orders-3f9a'],
    ['Scopes', 'orders:read  orders:write'],
  ];
  fields.forEach(([label, value], index) => {
    const y = form.y + 24 + index * 78;
    out += textInput(
      palette,
      { x: form.x + 24, y, w: form.w - 48, h: 64 },
      label ?? '',
      value ?? '',
      {
        mono: index > 0,
      },
    );
  });
  const status = { x: box.x + 580, y: form.y, w: box.w - 580, h: 220 };
  out += panel(palette, status);
  out += icon(IconLock, status.x + 24, status.y + 24, 28, palette.green);
  out += text(status.x + 64, status.y + 46, 'Connected', {
    size: 20,
    weight: 700,
    fill: palette.green,
  });
  out += text(status.x + 24, status.y + 90, 'Token refreshes automatically', {
    size: 15,
    fill: palette.textSoft,
  });
  out += text(status.x + 24, status.y + 118, 'Expires in 58 min', {
    size: 15,
    fill: palette.muted,
  });
  out += button(palette, status.x + 24, status.y + 146, 'Reconnect', 'default');
  const usage = { x: status.x, y: status.y + 240, w: status.w, h: form.h - 240 };
  out += panel(palette, usage);
  out += text(usage.x + 24, usage.y + 36, 'Signed requests', { size: 16, weight: 700 });
  ['List orders', 'Get order', 'Create order', 'Update order'].forEach((name, index) => {
    out += check(palette, usage.x + 24, usage.y + 78 + index * 40, name);
  });
  return out;
}
