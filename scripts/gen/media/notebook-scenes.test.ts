import { describe, expect, it } from 'vitest';
import { notebookVideo } from '#web/content/videos.ts';
import { contentBox } from './app-frame';
import {
  askLayout,
  cellLayout,
  runAllLayout,
  shareLayout,
  toolbarLayout,
} from './notebook-scene-layout';
import { askAt, QUESTION } from './notebook-scene-ask';
import { colorsFor } from './palette';
import { textRuns } from './scene-overlays';
import { notebookAsk } from './screens/notebook-cells';
import { notebookRunAll } from './screens/notebook-run';
import { notebookShare } from './screens/notebook-views';
import { type Box, round } from './svg';

// The film paints over the notebook screens where notebook-scene-layout.ts says things are; these
// cases fail when a drawing moves something, before a video comes out with a cover in the wrong
// place.
const palette = colorsFor('light');
const box = contentBox(notebookVideo.width, notebookVideo.height);
const at = (svg: string, tag: string, attrs: Record<string, number>) =>
  svg.includes(
    `<${tag} ${Object.entries(attrs)
      .map(([name, value]) => `${name}="${round(value)}"`)
      .join(' ')}`,
  );
const rectAt = (svg: string, { x, y, w, h }: Box) => at(svg, 'rect', { x, y, width: w, height: h });
const iconAt = (svg: string, x: number, y: number, size: number) =>
  at(svg, 'svg', { x, y, width: size, height: size });
const textAt = (svg: string, x: number, y: number) =>
  textRuns(svg).some((run) => run.x === round(x) && run.y === round(y));

describe('the notebook film’s covers match the notebook screens', () => {
  it('knows where the Ask screen puts the question, the SQL, the readings and the result', () => {
    const svg = notebookAsk(palette, box);
    const L = askLayout(box);
    expect(rectAt(svg, L.bar)).toBe(true);
    expect(textAt(svg, L.question.x, L.question.y)).toBe(true);
    expect(svg).toContain(`>${QUESTION}</text>`);
    expect(rectAt(svg, L.askButton)).toBe(true);
    expect(rectAt(svg, L.query)).toBe(true);
    expect(rectAt(svg, L.read)).toBe(true);
    expect(rectAt(svg, L.result)).toBe(true);
    expect(rectAt(svg, cellLayout(L.query).play)).toBe(true);
    // Eight lines of SQL in monospace, indented lines starting further right.
    const code = textRuns(svg).filter(
      (run) => run.mono && run.x >= L.code.x && run.x < L.code.x + 40,
    );
    expect(code.map((run) => run.y)).toEqual(
      Array.from({ length: 8 }, (_, line) => L.code.y + line * L.code.lineHeight),
    );
    for (const reading of L.readings) {
      expect(svg, 'the phrase').toContain(`<rect x="${reading.x + 8}" y="${reading.y + 4}"`);
      expect(textAt(svg, reading.x + 8, reading.y + 50), 'what it was read as').toBe(true);
    }
    for (const row of L.rows) {
      expect(svg).toContain(`<rect x="${L.barX}" y="${row + 3}"`);
      const counts = textRuns(svg).filter((run) => run.y === row + 17 && run.x > L.barX);
      expect(counts).toHaveLength(1);
    }
  });

  it('knows where Run all puts its ticks, outputs and plot', () => {
    const svg = notebookRunAll(palette, box);
    const L = runAllLayout(box);
    for (const tick of L.ticks) expect(iconAt(svg, tick.x, tick.y, 18)).toBe(true);
    expect(rectAt(svg, L.highlight)).toBe(true);
    for (const cell of [L.call, L.ask, L.chart]) expect(rectAt(svg, cell)).toBe(true);
    expect(textAt(svg, L.answer.x + 4, L.answer.y + 16)).toBe(true);
    expect(svg).toContain(`x1="${L.plot.x}" x2="${L.plot.x + L.plot.w}" y1="${L.plot.y}"`);
    expect(rectAt(svg, toolbarLayout(box).runAll)).toBe(true);
    expect(rectAt(svg, toolbarLayout(box).share)).toBe(true);
  });

  it('knows where the share dialog and its Invite button are', () => {
    const svg = notebookShare(palette, box);
    const L = shareLayout(box);
    expect(rectAt(svg, L.dialog)).toBe(true);
    expect(rectAt(svg, L.invite)).toBe(true);
  });

  it('types the question into the Ask bar, from an empty bar to the whole question', () => {
    expect(askAt(palette, box, 0)).toContain('Ask a question about your data');
    expect(askAt(palette, box, 0)).not.toContain(QUESTION);
    expect(askAt(palette, box, 3)).toContain(`>${QUESTION}</text>`);
  });
});
