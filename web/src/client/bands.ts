// The marketing bands, drawn as the visitor comes near them. Until then a band under the inline
// loader's mark on <html> (loader/bands-later.ts) skips its style and layout
// (`content-visibility: auto`). On a slow phone each band drawn is a long task, and the first
// seconds are when a visitor taps, so nothing is drawn that the visitor has not come near: a band
// is drawn for good (`DRAWN_ATTRIBUTE`) when it comes within `DRAW_AHEAD` of the viewport (half a
// screen below, a screen above), with every band above it, and the mark leaves <html> with the
// last.
// - A visitor scrolling down meets each band drawn half a screen ahead.
// - A jump past undrawn bands (End, the scrollbar, a fling) draws them at once above the window.
//   Chromium and Firefox anchor the scroll; WebKit has no scroll anchoring (`overflow-anchor`), so
//   there the first band still on screen is held in place by moving the scroll by what the bands
//   above it grew.

import { BAND_ATTRIBUTE, BANDS_LATER_ATTRIBUTE } from '#web/client/loader/attributes.ts';
import { drawThrough } from '#web/client/loader/bands-later.ts';

/**
 * How far ahead of the viewport a band is drawn (the observer's margin): half a screen below,
 * about where Chromium draws a `content-visibility: auto` element by itself, so marking the bands
 * near the first screen costs the boot script no layout of its own; a screen above, so that after
 * a jump to the end the bands just above it are drawn at once, under scroll anchoring, not one by
 * one as the visitor scrolls back up.
 */
export const DRAW_AHEAD = '100% 0px 50% 0px';

/** Draws each band of `doc` as it comes near, if the loader marked the page to wait for it. */
export function drawBandsAsTheyCome(doc: Document = document): void {
  const root = doc.documentElement;
  if (!root.hasAttribute(BANDS_LATER_ATTRIBUTE)) return;
  const bands = Array.from(doc.querySelectorAll(`[${BAND_ATTRIBUTE}]`));
  const drawAll = () => root.removeAttribute(BANDS_LATER_ATTRIBUTE);
  if (bands.length === 0) return drawAll();
  const anchored = CSS.supports('overflow-anchor', 'auto');
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((entry) => entry.isIntersecting).map(({ target }) => target);
      const last = Math.max(-1, ...near.map((band) => bands.indexOf(band)));
      if (last < 0) return;
      const held = anchored
        ? undefined
        : bands.find((band) => band.getBoundingClientRect().bottom > 0);
      const drawn = bands.slice(0, last + 1);
      drawThrough(drawn, held);
      for (const band of drawn) observer.unobserve(band);
      // Drawn from the top down: once the last is drawn, every band is.
      if (last === bands.length - 1) {
        observer.disconnect();
        drawAll();
      }
    },
    { rootMargin: DRAW_AHEAD },
  );
  for (const band of bands) observer.observe(band);
}
