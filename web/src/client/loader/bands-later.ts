// Long marketing pages paint their top alone. While <html> has the mark
// (`BANDS_LATER_ATTRIBUTE`), a band (`BAND_ATTRIBUTE`) is not styled or laid out until it comes
// near the viewport (`content-visibility: auto`, Section.module.css): on / and the product pages
// that is most of the page's layout before the first paint. This part, in the inline loader, sets
// the mark before the body is parsed and keeps what the mark must never break:
// - before a jump into the page (a click on a link to a fragment of this page) and before printing,
//   every band is drawn at once, so the jump lands on its target: Firefox and WebKit place a jump
//   by the estimated heights of undrawn bands above it;
// - a page opened with a fragment in its address never takes the mark.
// The boot script draws the bands as the visitor comes near them (`client/bands.ts`). Without
// JavaScript, or without IntersectionObserver, there is no mark: every band is drawn with the page.

import { BANDS_LATER_ATTRIBUTE } from './attributes';

/** Marks <html>; draws every band before a jump into the page or a print. */
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
  addEventListener('beforeprint', drawAll);
}
