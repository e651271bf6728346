// Long marketing pages paint their top alone. While <html> has the mark
// (`BANDS_LATER_ATTRIBUTE`), a band (`BAND_ATTRIBUTE`) is not styled or laid out until it comes
// near the viewport (`content-visibility: auto`, Section.module.css): on / and the product pages
// that is most of the page's layout before the first paint. This part, in the inline loader, sets
// the mark before the body is parsed and keeps what the mark must never break:
// - before a jump into the page (a click on a link to a fragment of this page) and before printing,
//   every band is drawn at once, so the jump lands on its target: Firefox and WebKit place a jump
//   by the estimated heights of undrawn bands above it;
// - keyboard focus that lands past undrawn bands (Tab faster than the boot script's observer, or
//   before it runs) ends on screen: Chromium scrolls a focused element into view before its focus
//   event, by the estimates, so the bands above are drawn in that event and the element is held
//   where the browser put it; WebKit does not scroll to it at all, so there it is then scrolled to;
// - a page opened with a fragment in its address never takes the mark.
// The boot script draws the bands as the visitor comes near them (`client/bands.ts`). Without
// JavaScript, or without IntersectionObserver, there is no mark: every band is drawn with the page.

import { BAND_ATTRIBUTE, BANDS_LATER_ATTRIBUTE, DRAWN_ATTRIBUTE } from './attributes';

/**
 * Draws `bands` for good; with `held`, scrolls so that `held` stays where it was on screen however
 * much the bands above it grew (where the browser does not anchor the scroll).
 */
export function drawThrough(bands: Element[], held?: Element): void {
  const top = held?.getBoundingClientRect().top ?? 0;
  for (const band of bands) band.setAttribute(DRAWN_ATTRIBUTE, '');
  if (held) scrollBy(0, held.getBoundingClientRect().top - top);
}

/** Marks <html>; draws every band before a jump into the page or a print, and above focus. */
export function markBandsLater(): void {
  const root = document.documentElement;
  if (location.hash || !self.IntersectionObserver) return;
  root.setAttribute(BANDS_LATER_ATTRIBUTE, '');
  const drawAll = () => root.removeAttribute(BANDS_LATER_ATTRIBUTE);
  // Captured, so before the link's own jump: the jump then lays out every band.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.('a[href*="#"]') as HTMLAnchorElement | null;
      if (link && link.pathname === location.pathname) drawAll();
    },
    true,
  );
  // Only what the bands place, in the page's flow (<main>, the footer): not the header above them
  // or the drawer and toasts after them, which would draw every band for nothing.
  document.addEventListener(
    'focusin',
    ({ target }) => {
      const focused = target as Element;
      // The undrawn bands above the focused element or holding it: it follows them, or is inside
      // (4, `Node.DOCUMENT_POSITION_FOLLOWING`, as the number: the loader is in every page).
      // Bands are drawn from the top down, so these and the drawn ones are every band above it.
      const bands = [
        ...document.querySelectorAll(`[${BAND_ATTRIBUTE}]:not([${DRAWN_ATTRIBUTE}])`),
      ].filter((band) => band.compareDocumentPosition(focused) & 4);
      if (!bands[0] || !focused.closest('main,footer')) return;
      drawThrough(bands, focused);
      // WebKit does not scroll to an element of a band it has not drawn, before the event or
      // after: held where it was, it is still off screen, so it is brought to the middle.
      const { top, bottom } = focused.getBoundingClientRect();
      if (top < 0 || bottom > innerHeight) focused.scrollIntoView({ block: 'center' });
    },
    true,
  );
  addEventListener('beforeprint', drawAll);
}
