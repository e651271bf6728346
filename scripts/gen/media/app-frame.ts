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
import type { Palette } from './palette';
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
/** Space between the content and the rail, the top bar and the window's edges. */
export const MARGIN = 28;

/** Where a screen draws its content, for a canvas of the given size. */
export function contentBox(width: number, height: number): Box {
  return {
    x: RAIL + MARGIN,
    y: TOP_BAR + MARGIN,
    w: width - RAIL - 2 * MARGIN,
    h: height - TOP_BAR - 2 * MARGIN,
  };
}

/** The mark, drawn at 30 px instead of 32: the same violet tile in both schemes. */
export function logo(palette: Palette, x: number, y: number): string {
  return el(
    'g',
    { transform: `translate(${x} ${y}) scale(0.9375)` },
    rect({ x: 0, y: 0, w: 32, h: 32 }, palette.accent, { rx: 8 }) +
      el('path', { d: 'M9 10h14v3h-5.5v11h-3V13H9z', fill: palette.onAccent }) +
      el('circle', { cx: 23, cy: 22, r: 2.5, fill: palette.logoDot }),
  );
}

export type FrameOptions = {
  width: number;
  height: number;
  active: NavId;
  /** The breadcrumb after "API MCP Studio", e.g. ["Orders API", "List orders"]. */
  crumbs: readonly string[];
};

export function appFrame(
  palette: Palette,
  { width, height, active, crumbs }: FrameOptions,
  body: string,
): string {
  let out = windowFrame(palette, width, height);
  // Rail
  out += el('path', {
    d: `M0.5 ${TOP_BAR}H${RAIL}V${height - 0.5}H14.5a14 14 0 0 1-14-14z`,
    fill: palette.rail,
  });
  out += el('line', { x1: RAIL, x2: RAIL, y1: TOP_BAR, y2: height, stroke: palette.line });
  nav.forEach(([id, label, Icon], index) => {
    const y = TOP_BAR + 20 + index * 46;
    const isActive = id === active;
    if (isActive) out += rect({ x: 12, y, w: RAIL - 24, h: 38 }, palette.accentSoft, { rx: 8 });
    const fill = isActive ? palette.accentText : palette.textSoft;
    out += icon(Icon, 24, y + 8, 22, fill);
    out += text(56, y + 25, label, { size: 15, weight: isActive ? 600 : 500, fill });
  });
  // Top bar
  out += brandBar(palette, width, ['API MCP Studio', ...crumbs]);
  const search = { x: width - 330, y: 14, w: 240, h: 32 };
  out += rect(search, palette.sunken, { rx: 8, stroke: palette.line });
  out += icon(IconSearch, search.x + 10, search.y + 8, 16, palette.muted);
  out += text(search.x + 34, search.y + 21, 'Search or ask AI', { size: 13, fill: palette.muted });
  out += avatar(palette, width - 44, 30, 'AK');
  return out + body;
}

/** The window: a rounded page-coloured canvas with a hairline edge. */
export function windowFrame(palette: Palette, width: number, height: number): string {
  return rect({ x: 0.5, y: 0.5, w: width - 1, h: height - 1 }, palette.page, {
    rx: 14,
    stroke: palette.lineStrong,
  });
}

/** The top bar's left half: logo, product name and the breadcrumb trail (after the rail). */
export function brandBar(
  palette: Palette,
  width: number,
  trail: readonly string[],
  trailX = RAIL + MARGIN,
): string {
  return (
    el('line', { x1: 0, x2: width, y1: TOP_BAR, y2: TOP_BAR, stroke: palette.line }) +
    logo(palette, 20, 15) +
    text(60, 37, 'Testbeam', { size: 18, weight: 700 }) +
    text(trailX, 37, trail.join('  /  '), { size: 15, fill: palette.muted })
  );
}

/** A member's initials in a round badge. */
export function avatar(palette: Palette, cx: number, cy: number, initials: string, r = 16): string {
  return (
    el('circle', { cx, cy, r, fill: palette.accentSoft }) +
    text(cx, cy + 5, initials, {
      size: 13,
      weight: 700,
      fill: palette.accentStrong,
      anchor: 'middle',
    })
  );
}
