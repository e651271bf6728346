// Long marketing pages paint their top alone. While <html> has the mark
// (`BANDS_LATER_ATTRIBUTE`), a band (`BAND_ATTRIBUTE`) is not styled or laid out until it comes
// near the viewport (`content-visibility: auto`, Section.module.css): on / and the product pages
// that is most of the page's layout before the first paint. From the load event on, the loader
// draws a band for good (`DRAWN_ATTRIBUTE`) when it comes within `DRAW_AHEAD` of the viewport,
// with every band above it, and takes the mark off once all are drawn:
// - a visitor scrolling down meets each band drawn a screen ahead; nothing is drawn while the page
//   loads that the visitor has not come near (on a slow phone each band is a long task, and the
//   first seconds are when a visitor taps);
// - a jump past undrawn bands (End, the scrollbar, a fling) draws them all at once, above the
//   viewport: Chromium and Firefox anchor the scroll; where the browser has no scroll anchoring
//   (WebKit) the loader moves the scroll by what the bands above the window grew;
// - before a jump into the page (a click on a link to a fragment of this page) and before printing,
//   every band is drawn at once, so the jump lands on its target: Firefox and WebKit place a jump
//   by the estimated heights of undrawn bands above it;
// - a page opened with a fragment in its address never takes the mark.
// Without JavaScript, or without IntersectionObserver, there is no mark: every band is drawn with
// the page.

import { BAND_ATTRIBUTE, BANDS_LATER_ATTRIBUTE, DRAWN_ATTRIBUTE } from './attributes';

/** How far ahead of the viewport a band is drawn (the observer's margin): a screen. */
export const DRAW_AHEAD = '100% 0px';

/** Marks <html>; draws each band as it comes near, or all at once before a jump or a print. */
export function drawBandsLater(): void {
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
  const bands = () => [...document.querySelectorAll(`[${BAND_ATTRIBUTE}]`)];
  const box = (band: Element) => band.getBoundingClientRect();
  const observer = new IntersectionObserver(
    (entries) => {
      const all = bands();
      let last = -1;
      for (const entry of entries)
        if (entry.isIntersecting) last = Math.max(last, all.indexOf(entry.target));
      // Without scroll anchoring: the first band still on screen or below it, held in place.
      const held =
        !CSS.supports('overflow-anchor', 'auto') && all.find((band) => box(band).bottom > 0);
      const top = held && box(held).top;
      for (const band of all.slice(0, last + 1)) {
        band.setAttribute(DRAWN_ATTRIBUTE, '');
        observer.unobserve(band);
      }
      if (held) scrollBy(0, box(held).top - (top as number));
      // Drawn from the top down: the last band drawn, every band is.
      if (last === all.length - 1) {
        observer.disconnect();
        drawAll();
      }
    },
    { rootMargin: DRAW_AHEAD },
  );
  // From the load event: nothing before the first paint, and the bands are parsed by then. A page
  // without bands has nothing to hold back.
  addEventListener('load', () => {
    const all = bands();
    if (!all.length) drawAll();
    for (const band of all) observer.observe(band);
  });
}
