// docs/requirements.md §2's toast constants, in one place: the site's one toaster (Toaster.tsx,
// sonner) and the build's swipe patch for sonner (scripts/build/vite-plugins/sonner-swipe.ts) read them.

export const toastSettings = {
  /** Where toasts stack above the phone breakpoint. */
  position: 'bottom-right',
  visible: 3,
  durationMs: 4000,
  widthPx: 356,
  gapPx: 14,
  /** Alt+T moves focus to the toasts. */
  hotkey: { altKey: true, code: 'KeyT' },
  /** A swipe this long dismisses a toast (sonner's own is 45 px, patched at build time). */
  swipePx: 20,
} as const;

/**
 * sonner's own breakpoint: at or below it a toast spans the screen, and the toaster shows them at
 * the top instead, clear of the primary button and the on-screen keyboard.
 */
export const PHONE_QUERY = '(max-width: 600px)';
