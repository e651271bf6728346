import { describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    const scope = { scheduler: { yield: schedulerYield } } as unknown as typeof globalThis;
    await yieldToMain(scope);
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('otherwise resolves in a new task: after the microtasks queued before it', async () => {
    const order: string[] = [];
    const scope = { MessageChannel } as unknown as typeof globalThis;
    const yielded = yieldToMain(scope).then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('a microtask'));
    queueMicrotask(() => order.push('another microtask'));
    await yielded;
    expect(order).toEqual(['a microtask', 'another microtask', 'after the yield']);
  });
});
