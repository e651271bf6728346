// The notebook film's Run all screen as a function of time (notebookRunAll, notebook-run.ts): the
// API is called again, the outline ticks off each cell, outputs arrive and the chart draws itself.
// What has not happened yet is painted over; notebook-scene-layout.ts says where.

import { cellLayout, runAllLayout, target, toolbarLayout } from './notebook-scene-layout';
import type { Palette } from './palette';
import { held, linear, pointerAt, progress } from './scene-kit';
import { cover, pad, press, swapText } from './scene-overlays';
import { notebookRunAll } from './screens/notebook-run';
import { type Box, el, esc } from './svg';

/** When each of the five cells finishes after Run all, in seconds. */
const DONE = [0.9, 1.3, 1.5, 1.7, 2.5] as const;
const RUN_CLICK = 0.45;

/** A ring waiting its turn, or spinning while its cell runs. */
function pendingTick(palette: Palette, x: number, y: number, running: boolean, t: number): string {
  const ring = el('circle', {
    cx: x + 9,
    cy: y + 9,
    r: 7,
    fill: 'none',
    stroke: palette.lineStrong,
    'stroke-width': 2,
  });
  if (!running) return ring;
  return (
    ring +
    el('path', {
      d: `M${x + 9} ${y + 2}a7 7 0 0 1 7 7`,
      fill: 'none',
      stroke: palette.accentIcon,
      'stroke-width': 2,
      'stroke-linecap': 'round',
      transform: `rotate(${Math.round(t * 540) % 360} ${x + 9} ${y + 9})`,
    })
  );
}

/** Run all: the API is called again and every cell reruns in turn; the chart draws itself. */
export function runAllAt(palette: Palette, box: Box, t: number, withPointer = true): string {
  const L = runAllLayout(box);
  const finished = DONE.filter((done) => t >= done).length;
  const subtitle =
    t < RUN_CLICK
      ? 'Notebook  ·  5 cells  ·  last run Monday at 07:00'
      : finished < DONE.length
        ? `Notebook  ·  running cell ${finished + 1} of 5 on fresh data`
        : 'Notebook  ·  ran just now on fresh data  ·  5 of 5 cells passed';
  let out = swapText(
    notebookRunAll(palette, box),
    'Notebook  ·  ran 1 min ago on fresh data  ·  5 of 5 cells passed',
    esc(subtitle),
  );
  const runAll = toolbarLayout(box).runAll;
  if (held(t, RUN_CLICK)) out += press(palette, runAll);
  L.ticks.forEach((tick, index) => {
    const done = DONE[index] ?? 0;
    if (t >= done) return;
    const started = t >= RUN_CLICK && t >= (DONE[index - 1] ?? RUN_CLICK);
    out += cover(
      pad({ ...tick, w: 18, h: 18 }, 1),
      index === 4 ? palette.accentTint : palette.surface,
    );
    out += pendingTick(palette, tick.x, tick.y, started, t);
  });
  const reveal = (done: number) => 1 - progress(t, done, done + 0.15);
  out += cover(cellLayout(L.call).runState, palette.surface, reveal(DONE[0]));
  out += cover(L.callResult, palette.surface, reveal(DONE[0]));
  out += cover(cellLayout(L.ask).runState, palette.surface, reveal(DONE[1]));
  out += cover(L.answer, palette.surface, reveal(DONE[1]));
  out += cover(cellLayout(L.chart).runState, palette.surface, reveal(DONE[4]));

  // The line draws itself from left to right over the grid, up to the busiest day's mark.
  const { plot } = L;
  const drawn = linear(t, DONE[3], DONE[4] - 0.05);
  const from = plot.x - 4 + drawn * (plot.w + 12);
  if (drawn < 1) {
    const right = plot.x + plot.w + 8;
    out += cover({ x: from, y: plot.y - 12, w: right - from, h: plot.h + 14 }, palette.surface);
    for (let step = 0; step <= L.gridSteps; step += 1) {
      const y = plot.y + (plot.h * step) / L.gridSteps;
      const x1 = Math.max(from, plot.x);
      out += el('line', { x1, x2: plot.x + plot.w, y1: y, y2: y, stroke: palette.line });
    }
  }

  if (!withPointer) return out;
  const button = target(runAll);
  const stops = [
    { at: 0, x: button.x - 150, y: button.y + 230 },
    { at: RUN_CLICK - 0.05, ...button },
  ];
  return out + pointerAt(palette, t, stops, [-1, 0.9], held(t, RUN_CLICK));
}
