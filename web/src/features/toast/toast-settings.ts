// docs/requirements.md §2's toast constants, in one place: the sonner toaster (Toaster.tsx, form
// pages), the plain-code toaster (vanilla-toast.ts, pages without a form) and the build's swipe
// patch for sonner (sonner-swipe-plugin.ts) all read them, so the two toasters cannot drift.

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
 * sonner's own breakpoint: at or below it a toast spans the screen, and both toasters show them at
 * the top instead, clear of the primary button and the on-screen keyboard (vanilla-toast.module.css
 * repeats this width in its media query: CSS cannot read it from here).
 */
export const PHONE_QUERY = '(max-width: 600px)';
