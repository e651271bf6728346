import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { setSwipeThreshold, sonnerSwipeThreshold, SWIPE_THRESHOLD_PX } from './sonner-swipe';

const require = createRequire(import.meta.url);
const sonnerEsm = require.resolve('sonner').replace(/index\.js$/, 'index.mjs');

describe('sonner swipe threshold', () => {
  it('rewrites the installed sonner to dismiss at 20 px', () => {
    const patched = setSwipeThreshold(readFileSync(sonnerEsm, 'utf8'));
    expect(SWIPE_THRESHOLD_PX).toBe(20);
    expect(patched).toContain('const SWIPE_THRESHOLD = 20;');
    expect(patched).not.toContain('const SWIPE_THRESHOLD = 45;');
  });

  it('fails loudly when sonner changes shape', () => {
    expect(() => setSwipeThreshold('const OTHER = 1;')).toThrow(/SWIPE_THRESHOLD/);
  });

  it('touches sonner only', () => {
    const plugin = sonnerSwipeThreshold();
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(
      transform('const SWIPE_THRESHOLD = 45;', '/x/node_modules/other/dist/index.mjs'),
    ).toBeNull();
    expect(
      transform('const SWIPE_THRESHOLD = 45;', '/x/node_modules/sonner/dist/index.mjs'),
    ).toEqual({
      code: 'const SWIPE_THRESHOLD = 20;',
      map: null,
    });
  });
});
