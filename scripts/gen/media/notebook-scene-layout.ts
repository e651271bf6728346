// Where things sit in the notebook screens the notebook film animates (screens/notebook-*.ts draw
// them finished, without progress arguments). The film hides what has not happened yet by painting
// over it, so it needs these boxes; notebook-scenes.test.ts checks them against the drawings.

import { MARGIN } from './app-frame';
import { type Box, textWidth } from './svg';

/** A button's box, as widgets.ts's button() draws it at 14 px. */
const buttonBox = (x: number, y: number, label: string): Box => ({
  x,
  y,
  w: textWidth(label, 14) + 32,
  h: 36,
});

/** Where the pointer clicks a button: right of its label, so the arrow does not hide it. */
export const target = (box: Box) => ({
  x: box.x + box.w - Math.min(12, box.w / 4),
  y: box.y + box.h * 0.65,
});

/** Run all and Share on the heading's line (notebook-parts.ts toolbar). */
export function toolbarLayout(box: Box) {
  const right = box.x + box.w;
  return {
    runAll: buttonBox(right - 87, box.y + 4, 'Run all'),
    share: buttonBox(right - 170, box.y + 4, 'Share'),
  };
}

/** A cell's run button, and its execution count, tick and duration at the top right. */
export function cellLayout(cell: Box) {
  const right = cell.x + cell.w - 20;
  return {
    play: { x: cell.x + 16, y: cell.y + 12, w: 32, h: 32 },
    runState: { x: right - 100, y: cell.y + 14, w: 104, h: 28 },
  };
}

/** notebookAsk (notebook-cells.ts). */
export function askLayout(box: Box) {
  const bar = { x: box.x, y: box.y + 76, w: box.w, h: 56 };
  const query = { x: box.x, y: bar.y + bar.h + 16, w: 560, h: 254 };
  const read = { x: box.x + 580, y: query.y, w: box.w - 580, h: query.h };
  const result = { x: box.x, y: query.y + query.h + 16, w: box.w, h: 0 };
  result.h = box.y + box.h - result.y;
  return {
    bar,
    question: { x: bar.x + 56, y: bar.y + 35 },
    askButton: buttonBox(bar.x + bar.w - 74, bar.y + 10, 'Ask'),
    query,
    /** The first line's baseline; lines are 22 px apart, 14 px monospace. */
    code: { x: query.x + 24, y: query.y + 74, lineHeight: 22, size: 14 },
    read,
    readings: [0, 1, 2].map((index) => ({
      x: read.x + 16,
      y: read.y + 52 + index * 60,
      w: read.w - 32,
      h: 56,
    })),
    result,
    summary: { x: result.x + 86, y: result.y + 18, w: result.w - 100, h: 24 },
    /** Each row's top; its bar starts at barX, 18 px high, its count 10 px after the bar. */
    rows: [0, 1, 2, 3, 4].map((index) => result.y + 52 + index * 30),
    barX: result.x + 150,
  };
}

/** notebookRunAll (notebook-run.ts). */
export function runAllLayout(box: Box) {
  const side = { x: box.x, y: box.y + 80, w: 230, h: box.h - 80 };
  const mainX = box.x + 250;
  const mainW = box.w - 250;
  const call = { x: mainX, y: side.y, w: mainW, h: 100 };
  const ask = { x: mainX, y: call.y + call.h + 14, w: mainW, h: 112 };
  const chart = { x: mainX, y: ask.y + ask.h + 14, w: mainW, h: 0 };
  chart.h = box.y + box.h - chart.y;
  return {
    subtitle: { x: box.x, y: box.y + 52 },
    /** The outline's ticks, and the highlight behind the last row. */
    ticks: [0, 1, 2, 3, 4].map((index) => ({ x: side.x + 18, y: side.y + 60 + index * 60 })),
    highlight: { x: side.x + 8, y: side.y + 50 + 4 * 60, w: side.w - 16, h: 54 },
    call,
    callResult: { x: call.x + call.w - 214, y: call.y + 54, w: 206, h: 32 },
    ask,
    answer: { x: ask.x + 20, y: ask.y + 80, w: ask.w - 28, h: 24 },
    chart,
    plot: { x: chart.x + 24, y: chart.y + 92, w: chart.w - 48, h: chart.h - 130 },
    /** The plot's horizontal grid lines. */
    gridSteps: 3,
  };
}

/** notebookShare (notebook-views.ts): the dialog, centred in the window. */
export function shareLayout(box: Box) {
  const width = box.x + box.w + MARGIN;
  const height = box.y + box.h + MARGIN;
  const dialog = { x: (width - 600) / 2, y: (height - 564) / 2, w: 600, h: 564 };
  const left = dialog.x + 28;
  const inner = dialog.w - 56;
  const inviteW = textWidth('Invite', 14) + 32;
  return {
    window: { x: 0, y: 0, w: width, h: height },
    dialog,
    invite: buttonBox(left + inner - inviteW, dialog.y + 74, 'Invite'),
  };
}
