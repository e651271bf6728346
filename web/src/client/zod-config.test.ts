import { describe, expect, it, vi } from 'vitest';
import { configureZodJitless } from './zod-config';

describe('configureZodJitless', () => {
  it('turns on jitless in the zod that loads afterwards, so no eval probe runs', async () => {
    vi.resetModules();
    configureZodJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, 'Function');
    expect(z.object({ email: z.email() }).parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(probe).not.toHaveBeenCalled();
  });
});
