// Platform screens: the marketplace and the connector agents.

import {
  IconBrandAws,
  IconBrandGithub,
  IconBrandGoogleAnalytics,
  IconBrandGoogleDrive,
  IconBrandOpenai,
  IconBrandYoutube,
  IconCoinBitcoin,
  IconMail,
} from '@tabler/icons-react';
import type { Palette } from '../palette';
import { type Box, icon, rect, text } from '../svg';
import { button, panel, pill } from '../widgets';
import { heading } from './common';

export function marketplace(palette: Palette, box: Box): string {
  let out = heading(
    palette,
    box,
    'Marketplace',
    'Ready-made API and MCP collections and integrations',
  );
  const items = [
    [IconBrandGithub, 'GitHub REST', '86 methods  ·  OAuth 2.0'],
    [IconBrandGoogleAnalytics, 'Google Analytics 4', '31 methods  ·  OAuth 2.0'],
    [IconBrandOpenai, 'OpenAI', '24 methods  ·  API key'],
    [IconCoinBitcoin, 'CoinGecko', '40 methods  ·  API key'],
    [IconBrandAws, 'Amazon S3', '52 methods  ·  API key'],
    [IconBrandYoutube, 'YouTube Data', '47 methods  ·  OAuth 2.0'],
  ] as const;
  const cardW = (box.w - 40) / 3;
  const cardH = (box.h - 100) / 2;
  items.forEach(([Icon, name, meta], index) => {
    const x = box.x + (index % 3) * (cardW + 20);
    const y = box.y + 80 + Math.floor(index / 3) * (cardH + 20);
    out += panel(palette, { x, y, w: cardW, h: cardH });
    out += rect({ x: x + 22, y: y + 22, w: 52, h: 52 }, palette.accentSoft, { rx: 12 });
    out += icon(Icon, x + 34, y + 34, 28, palette.accentText);
    out += text(x + 22, y + 110, name, { size: 19, weight: 700 });
    out += text(x + 22, y + 138, meta, { size: 14, fill: palette.muted });
    out += pill(
      x + 22,
      y + 158,
      index % 2 ? 'Integration' : 'Collection',
      palette.sky,
      palette.skySoft,
    ).svg;
    out += button(
      palette,
      x + 22,
      y + cardH - 58,
      index === 0 ? 'Added' : 'Add',
      index === 0 ? 'default' : 'filled',
    );
  });
  return out;
}

export function agents(palette: Palette, box: Box): string {
  let out = heading(
    palette,
    box,
    'Connector agents',
    'No-code agents that download data from your services',
  );
  const rows = [
    [IconMail, 'Gmail', 'Synced 4 min ago', '12,408 messages'],
    [IconBrandGoogleDrive, 'Google Drive', 'Synced 9 min ago', '3,112 files'],
    [IconBrandGithub, 'GitHub', 'Syncing…', '842 issues'],
    [IconCoinBitcoin, 'CoinGecko', 'Synced 1 min ago', '250 coins'],
    [IconBrandYoutube, 'YouTube Analytics', 'Needs whitelisted email', 'Not connected'],
  ] as const;
  const list = { x: box.x, y: box.y + 80, w: box.w, h: box.h - 80 };
  out += panel(palette, list);
  rows.forEach(([Icon, name, status, count], index) => {
    const y = list.y + 20 + index * 104;
    if (index > 0) out += rect({ x: list.x + 20, y: y - 12, w: list.w - 40, h: 1 }, palette.line);
    out += rect({ x: list.x + 24, y: y + 8, w: 56, h: 56 }, palette.accentSoft, { rx: 14 });
    out += icon(Icon, list.x + 38, y + 22, 28, palette.accentText);
    out += text(list.x + 100, y + 32, name, { size: 19, weight: 700 });
    const waiting = index === 4;
    const tone = waiting
      ? [palette.amber, palette.amberSoft]
      : index === 2
        ? [palette.sky, palette.skySoft]
        : [palette.green, palette.greenSoft];
    out += pill(
      list.x + 100,
      y + 44,
      status,
      tone[0] ?? palette.text,
      tone[1] ?? palette.chip,
      13,
    ).svg;
    out += text(list.x + list.w - 220, y + 42, count, {
      size: 16,
      weight: 600,
      fill: palette.textSoft,
      anchor: 'end',
    });
    out += button(
      palette,
      list.x + list.w - 180,
      y + 16,
      waiting ? 'Request access' : 'Open data',
      'default',
    );
  });
  return out;
}
