import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './boot';

describe('afterFirstPaint', () => {
  it('runs the callback in a task after the next frame, not before it or within it', () => {
    const frames: FrameRequestCallback[] = [];
    const tasks: (() => void)[] = [];
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout: (callback: () => void) => tasks.push(callback),
    } as unknown as Window;
    const then = vi.fn();

    afterFirstPaint(then, win);
    expect(then).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);

    frames[0]?.(0);
    expect(then).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);

    tasks[0]?.();
    expect(then).toHaveBeenCalledOnce();
  });
});
