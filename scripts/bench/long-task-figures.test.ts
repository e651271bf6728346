import { describe, expect, it } from 'vitest';
import { describeFrame, type LongFrame, medianRunOf, totalBlocking } from './long-task-figures';

const frame = (start: number, blocking: number, extra: Partial<LongFrame> = {}): LongFrame => ({
  start,
  duration: blocking + 50,
  blocking,
  styleAndLayout: 0,
  scripts: [],
  ...extra,
});

describe('medianRunOf', () => {
  it('takes the run of median total blocking time', () => {
    const runs = [
      { paint: 1, frames: [frame(0, 300)] },
      { paint: 2, frames: [frame(0, 40), frame(10, 60)] },
      { paint: 3, frames: [] },
    ];
    expect(runs.map(totalBlocking)).toEqual([300, 100, 0]);
    expect(medianRunOf(runs).paint).toBe(2);
  });

  it('refuses no runs', () => {
    expect(() => medianRunOf([])).toThrow('no runs');
  });
});

describe('describeFrame', () => {
  it('says when, how long, and what ran: scripts over 5 ms and its own style and layout', () => {
    const long = frame(900, 120, {
      duration: 170,
      styleAndLayout: 64.4,
      scripts: [
        {
          file: '/assets/chunks/react.js',
          invoker: 'MessagePort.onmessage',
          type: 'event-listener',
          duration: 98.6,
          forcedStyleAndLayout: 12,
        },
        {
          file: '/login',
          invoker: 'x',
          type: 'classic-script',
          duration: 3,
          forcedStyleAndLayout: 0,
        },
      ],
    });
    expect(describeFrame(long, 600)).toBe(
      '+300 ms after paint: 170 ms, blocking 120 ms — /assets/chunks/react.js event-listener ' +
        'MessagePort.onmessage 99 ms, forced layout 12 ms; style+layout 64 ms',
    );
  });

  it('says a frame before the paint is, and when no script stood out', () => {
    expect(describeFrame(frame(100, 30), 400)).toBe(
      '-300 ms after paint: 80 ms, blocking 30 ms — no script over 5 ms',
    );
  });
});
