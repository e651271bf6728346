import type { Plugin } from 'vite';

import { toastSettings } from '#web/toast/toast-settings.ts';

/** docs/requirements.md §2: a toast is dismissed by a 20 px swipe. sonner fixes it at 45 px with no prop. */
export const SWIPE_THRESHOLD_PX = toastSettings.swipePx;

const declaration = /const SWIPE_THRESHOLD = \d+;/g;

/** Rewrites sonner's constant; throws if sonner's code no longer has exactly one to rewrite. */
export function setSwipeThreshold(code: string, px = SWIPE_THRESHOLD_PX): string {
  const found = code.match(declaration)?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `sonner: expected one SWIPE_THRESHOLD declaration, found ${found}; update scripts/build/vite-plugins/sonner-swipe.ts`,
    );
  }
  return code.replace(declaration, `const SWIPE_THRESHOLD = ${px};`);
}

/** A Vite plugin applying setSwipeThreshold to sonner's bundle in every build and dev server. */
export function sonnerSwipeThreshold(): Plugin {
  return {
    name: 'testbeam:sonner-swipe-threshold',
    enforce: 'pre',
    transform(code, id) {
      return /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)
        ? { code: setSwipeThreshold(code), map: null }
        : null;
    },
  };
}
