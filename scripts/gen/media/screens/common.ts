// Pieces several screens share: the page heading and the method + URL + Send bar.

import { IconSend } from '@tabler/icons-react';
import type { Palette } from '../palette';
import { type Box, icon, rect, text } from '../svg';
import { methodBadge } from '../widgets';

export function heading(palette: Palette, box: Box, title: string, subtitle: string): string {
  return (
    text(box.x, box.y + 24, title, { size: 26, weight: 700 }) +
    text(box.x, box.y + 52, subtitle, { size: 15, fill: palette.muted })
  );
}

/** `typed` (0..1) reveals the URL letter by letter for the video; `pressed` darkens Send. */
export function requestBar(
  palette: Palette,
  x: number,
  y: number,
  w: number,
  method: string,
  url: string,
  typed = 1,
  pressed = false,
): string {
  const shown = url.slice(0, Math.round(url.length * typed));
  return (
    rect({ x, y, w, h: 52 }, palette.field, { rx: 10, stroke: palette.lineStrong }) +
    methodBadge(palette, x + 12, y + 13, method, 13) +
    text(x + 90, y + 32, shown, { size: 16, mono: true }) +
    rect(
      { x: x + w - 112, y: y + 8, w: 104, h: 36 },
      pressed ? palette.accentPressed : palette.accent,
      {
        rx: 8,
      },
    ) +
    icon(IconSend, x + w - 98, y + 17, 18, palette.onAccent) +
    text(x + w - 72, y + 32, 'Send', { size: 15, weight: 600, fill: palette.onAccent })
  );
}
