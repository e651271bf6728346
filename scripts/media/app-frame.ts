// The application window every screen and video frame sits in: a top bar with the brand and a
// breadcrumb, and a navigation rail. Screens draw only their content area.

import {
  IconBuildingStore,
  IconCalendarTime,
  IconFolders,
  IconNotebook,
  IconRobot,
  IconSearch,
  IconTable,
  IconVectorTriangle,
} from '@tabler/icons-react';
import { color } from './palette';
import { type Box, el, icon, rect, text } from './svg';

export type NavId =
  'collections' | 'explorer' | 'notebook' | 'marketplace' | 'agents' | 'scheduler' | 'vector';

const nav = [
  ['collections', 'Collections', IconFolders],
  ['explorer', 'Data explorer', IconTable],
  ['notebook', 'Notebook', IconNotebook],
  ['marketplace', 'Marketplace', IconBuildingStore],
  ['agents', 'Agents', IconRobot],
  ['scheduler', 'Scheduler', IconCalendarTime],
  ['vector', 'Vector DB', IconVectorTriangle],
] as const;

export const TOP_BAR = 60;
export const RAIL = 220;

/** Where a screen draws its content, for a canvas of the given size. */
export function contentBox(width: number, height: number): Box {
  return { x: RAIL + 28, y: TOP_BAR + 28, w: width - RAIL - 56, h: height - TOP_BAR - 56 };
}

function logo(x: number, y: number): string {
  // web/public/logo.svg, drawn at 30 px instead of 32.
  return el(
    'g',
    { transform: `translate(${x} ${y}) scale(0.9375)` },
    rect({ x: 0, y: 0, w: 32, h: 32 }, color.brand600, { rx: 8 }) +
      el('path', { d: 'M9 10h14v3h-5.5v11h-3V13H9z', fill: color.white }) +
      el('circle', { cx: 23, cy: 22, r: 2.5, fill: color.brand300 }),
  );
}

export type FrameOptions = {
  width: number;
  height: number;
  active: NavId;
  /** The breadcrumb after "API MCP Studio", e.g. ["Orders API", "List orders"]. */
  crumbs: readonly string[];
};

export function appFrame({ width, height, active, crumbs }: FrameOptions, body: string): string {
  let out = rect({ x: 0.5, y: 0.5, w: width - 1, h: height - 1 }, color.white, {
    rx: 14,
    stroke: color.lineStrong,
  });
  // Rail
  out += el('path', {
    d: `M0.5 ${TOP_BAR}H${RAIL}V${height - 0.5}H14.5a14 14 0 0 1-14-14z`,
    fill: color.canvas,
  });
  out += el('line', { x1: RAIL, x2: RAIL, y1: TOP_BAR, y2: height, stroke: color.line });
  nav.forEach(([id, label, Icon], index) => {
    const y = TOP_BAR + 20 + index * 46;
    const isActive = id === active;
    if (isActive) out += rect({ x: 12, y, w: RAIL - 24, h: 38 }, color.brand100, { rx: 8 });
    const ink = isActive ? color.brand700 : color.textSoft;
    out += icon(Icon, 24, y + 8, 22, ink);
    out += text(56, y + 25, label, { size: 15, weight: isActive ? 600 : 500, fill: ink });
  });
  // Top bar
  out += el('line', { x1: 0, x2: width, y1: TOP_BAR, y2: TOP_BAR, stroke: color.line });
  out += logo(20, 15);
  out += text(60, 37, 'Testbeam', { size: 18, weight: 700 });
  const trail = ['API MCP Studio', ...crumbs].join('  /  ');
  out += text(RAIL + 28, 37, trail, { size: 15, fill: color.muted });
  const search = { x: width - 330, y: 14, w: 240, h: 32 };
  out += rect(search, color.canvas, { rx: 8, stroke: color.line });
  out += icon(IconSearch, search.x + 10, search.y + 8, 16, color.muted);
  out += text(search.x + 34, search.y + 21, 'Search or ask AI', { size: 13, fill: color.muted });
  out += el('circle', { cx: width - 44, cy: 30, r: 16, fill: color.brand200 });
  out += text(width - 44, 35, 'AK', {
    size: 13,
    weight: 700,
    fill: color.brand800,
    anchor: 'middle',
  });
  return out + body;
}
