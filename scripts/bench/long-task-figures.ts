// What bench long-tasks reads from a page's long animation frames. Pure: long-tasks.ts runs the
// browser.

export type FrameScript = {
  file: string;
  invoker: string;
  type: string;
  duration: number;
  forcedStyleAndLayout: number;
};

/** One long animation frame (LoAF), times in ms from the navigation. */
export type LongFrame = {
  start: number;
  duration: number;
  /** What of it blocked input: its longest task's time over 50 ms, and its render's. */
  blocking: number;
  /** The frame's own style and layout, after its scripts. */
  styleAndLayout: number;
  scripts: FrameScript[];
};

export type ProbeRun = { paint: number; frames: LongFrame[] };

export const totalBlocking = (run: ProbeRun) =>
  run.frames.reduce((sum, frame) => sum + frame.blocking, 0);

/** The run of median total blocking (of an even count, the lower middle). */
export function medianRunOf(runs: readonly ProbeRun[]): ProbeRun {
  const sorted = [...runs].sort((a, b) => totalBlocking(a) - totalBlocking(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('medianRunOf: no runs');
  return median;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * One line per frame: when (from first paint), how long, how much of it blocked, its scripts
 * over 5 ms (file, invoker, forced style and layout) and its own style and layout.
 */
export function describeFrame(frame: LongFrame, paint: number): string {
  const when = frame.start - paint;
  const scripts = frame.scripts
    .filter((script) => script.duration >= 5)
    .map((script) => {
      const forced =
        script.forcedStyleAndLayout >= 5
          ? `, forced layout ${ms(script.forcedStyleAndLayout)}`
          : '';
      return `${script.file} ${script.type} ${script.invoker} ${ms(script.duration)}${forced}`;
    });
  const layout = frame.styleAndLayout >= 5 ? [`style+layout ${ms(frame.styleAndLayout)}`] : [];
  return (
    `${when >= 0 ? '+' : ''}${ms(when)} after paint: ${ms(frame.duration)}, blocking ${ms(frame.blocking)}` +
    ` — ${[...scripts, ...layout].join('; ') || 'no script over 5 ms'}`
  );
}
