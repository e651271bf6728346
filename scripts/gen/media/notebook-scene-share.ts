// The notebook film's last screen as a function of time: the share dialog (notebookShare,
// notebook-views.ts) opens over the notebook Run all has just refreshed, an address is typed and
// invited. The dialog is cut out of that drawing, so the notebook behind it stays the same one.

import { IconCircleCheckFilled } from '@tabler/icons-react';
import { shareLayout, target, toolbarLayout } from './notebook-scene-layout';
import { runAllAt } from './notebook-scene-run';
import type { Palette } from './palette';
import { held, linear, pointerAt, progress } from './scene-kit';
import { caret, pad, press, swapText } from './scene-overlays';
import { notebookShare } from './screens/notebook-views';
import { type Box, el, esc, icon, rect, text } from './svg';

const INVITEE = 'lena@acme-shop.dev';
const SHARE_CLICK = 0.5;
const INVITE_CLICK = 2.35;
/** Invite has been pressed and let go. */
const SENT = INVITE_CLICK + 0.15;

/** Share: the dialog opens over the finished notebook, an address is typed and invited. */
export function shareAt(palette: Palette, box: Box, t: number): string {
  const L = shareLayout(box);
  const share = target(toolbarLayout(box).share);
  const invite = target(L.invite);
  let out = runAllAt(palette, box, 99, false);
  if (held(t, SHARE_CLICK)) out += press(palette, toolbarLayout(box).share);
  const open = progress(t, 0.6, 0.85);
  if (open > 0) {
    out += rect(L.window, palette.scrim, { rx: 14, opacity: 0.5 * open });
    // Typed, then sent: the field empties once Invite is pressed.
    const typed =
      t > SENT ? '' : INVITEE.slice(0, Math.round(INVITEE.length * linear(t, 1.0, 1.8)));
    const field = esc(typed) + caret(palette, t, 1.8, INVITE_CLICK);
    const dialog = swapText(notebookShare(palette, box), INVITEE, field);
    const clip = 'share-dialog';
    out += el('clipPath', { id: clip }, rect(pad(L.dialog, 1), 'none', { rx: 17 }));
    out += el(
      'g',
      {
        opacity: open < 1 ? open : undefined,
        transform: `translate(0 ${Math.round((1 - open) * 16)})`,
      },
      el('g', { 'clip-path': `url(#${clip})` }, dialog),
    );
    if (held(t, INVITE_CLICK)) out += press(palette, L.invite);
  }
  out += toast(palette, L.window, L.dialog.y + L.dialog.h + 18, progress(t, SENT, SENT + 0.2));
  const stops = [
    { at: 0.1, x: share.x + 60, y: share.y + 90 },
    { at: 0.45, ...share },
    { at: 1.8, ...share },
    { at: 2.3, ...invite },
  ];
  return out + pointerAt(palette, t, stops, [0, 99], held(t, SHARE_CLICK) || held(t, INVITE_CLICK));
}

/** The confirmation under the dialog once Invite is pressed. */
function toast(palette: Palette, frame: Box, y: number, shown: number): string {
  if (shown <= 0) return '';
  const w = 400;
  const x = (frame.w - w) / 2;
  const body =
    rect({ x, y, w, h: 44 }, palette.surface, { rx: 10, stroke: palette.lineStrong }) +
    icon(IconCircleCheckFilled, x + 16, y + 12, 20, palette.green) +
    text(x + 46, y + 27, `${INVITEE} can now run this notebook`, { size: 14, weight: 600 });
  return el(
    'g',
    {
      opacity: shown < 1 ? shown : undefined,
      transform: `translate(0 ${Math.round((1 - shown) * 10)})`,
    },
    body,
  );
}
