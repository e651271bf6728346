// The notebook film's first screen as a function of time (notebookAsk, notebook-cells.ts): a
// question typed into the Ask bar, the SQL streamed in, then the cell run and its result charted.
// What has not happened yet is painted over; notebook-scene-layout.ts says where.

import { askLayout, cellLayout, target } from './notebook-scene-layout';
import type { Palette } from './palette';
import { held, linear, pointerAt, progress } from './scene-kit';
import { caret, cover, pad, press, swapText, textRuns } from './scene-overlays';
import { notebookAsk } from './screens/notebook-cells';
import { type Box, el, esc, rect, text } from './svg';

export const QUESTION = 'Which countries had the most late shipments last month?';
const ASK_CLICK = 2.15;
const PLAY_CLICK = 5.25;

/** A question typed into the Ask bar, the SQL streamed in, then the query run. */
export function askAt(palette: Palette, box: Box, t: number): string {
  const L = askLayout(box);
  const drawing = notebookAsk(palette, box);
  const typed = QUESTION.slice(0, Math.round(QUESTION.length * linear(t, 0.15, 1.75)));
  const shown =
    esc(typed) +
    caret(palette, t, 1.75, 2.3) +
    (typed
      ? ''
      : el('tspan', { fill: palette.muted, 'font-weight': 500 }, 'Ask a question about your data'));
  let out = swapText(drawing, QUESTION, shown);
  if (held(t, ASK_CLICK)) out += press(palette, L.askButton);

  // The SQL streams in character by character, line after line.
  const runs = textRuns(drawing);
  const lines = runs.filter(
    (run) => run.mono && run.x >= L.code.x && run.y >= L.code.y && run.y < L.query.y + L.query.h,
  );
  const charWidth = L.code.size * 0.602;
  const total = lines.reduce((sum, line) => sum + line.content.length, 0);
  let budget = Math.round(total * linear(t, 2.8, 4.4));
  for (const line of lines) {
    const visible = Math.min(line.content.length, Math.max(0, budget));
    budget -= line.content.length;
    const from = line.x + visible * charWidth;
    const top = line.y - L.code.size - 2;
    out += cover(
      { x: from, y: top, w: L.query.x + L.query.w - 8 - from, h: L.code.lineHeight },
      palette.surface,
    );
  }
  L.readings.forEach((reading, index) => {
    out += cover(
      reading,
      palette.surface,
      1 - progress(t, 3.8 + index * 0.35, 4.05 + index * 0.35),
    );
  });
  const cell = cellLayout(L.query);
  if (held(t, PLAY_CLICK)) out += press(palette, cell.play, 16);
  out += cover(cell.runState, palette.surface, 1 - progress(t, 5.5, 5.65));

  // The result: each country's bar grows from the axis, its count counting up at its tip. The
  // drawing's count labels say how long each bar ends up (they sit 10 px after it).
  L.rows.forEach((y, index) => {
    const grown = progress(t, 5.7 + index * 0.12, 6.6 + index * 0.12);
    if (grown >= 1) return;
    const label = runs.find((run) => run.y === y + 17 && run.x > L.barX);
    if (!label) throw new Error(`No count label on result row ${index + 1}`);
    const width = (label.x - 10 - L.barX) * grown;
    out += cover(
      { x: L.barX - 2, y, w: L.result.x + L.result.w - 6 - L.barX, h: 26 },
      palette.surface,
    );
    if (grown <= 0) return;
    out += rect({ x: L.barX, y: y + 3, w: width, h: 18 }, palette.accent, {
      rx: Math.min(4, width / 2),
    });
    const count = String(Math.round(Number(label.content) * grown));
    out += text(L.barX + 10 + width, y + 17, count, {
      size: 13,
      weight: 600,
      fill: palette.textSoft,
    });
  });
  out += cover(L.summary, palette.surface, 1 - progress(t, 7.0, 7.3));
  out += cover(pad(L.result, 2), palette.page, 1 - progress(t, 5.55, 5.8));
  out += cover(pad(L.read, 2), palette.page, 1 - progress(t, 2.6, 2.9));
  out += cover(pad(L.query, 2), palette.page, 1 - progress(t, 2.45, 2.75));

  const start = { x: L.bar.x + L.bar.w * 0.72, y: L.bar.y + 150 };
  const ask = target(L.askButton);
  const play = target(cell.play);
  const stops = [
    { at: 1.6, ...start },
    { at: 2.1, ...ask },
    { at: 4.5, ...ask },
    { at: 5.1, ...play },
  ];
  const down = held(t, ASK_CLICK) || held(t, PLAY_CLICK);
  return out + pointerAt(palette, t, stops, [1.4, 5.8], down);
}
