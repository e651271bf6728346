// Long marketing pages paint their top alone. While <html> has the mark
// (`BANDS_LATER_ATTRIBUTE`), a band (`BAND_ATTRIBUTE`) is not styled or laid out until it comes
// near the viewport (`content-visibility: auto`, Section.module.css): on / and the product pages
// that is most of the page's layout before the first paint. The mark goes again soon after:
// - after the load event, one band is drawn per idle period, top to bottom (each a short task,
//   never one long layout of the whole page), and the mark is taken off after the last;
// - before any jump into the page (a click on a link to a fragment of this page) every band is
//   drawn at once, so the jump lands on its target. Firefox and WebKit place a jump by the
//   estimated heights of the undrawn bands above the target, and WebKit then moves the page under
//   the visitor as they are drawn (it has no scroll anchoring);
// - a page opened with a fragment in its address never takes the mark.
// Without JavaScript there is no mark: every band is drawn with the page, as before.

import { BAND_ATTRIBUTE, BANDS_LATER_ATTRIBUTE, DRAWN_ATTRIBUTE } from './attributes';

/** How long a band may wait for an idle period before it is drawn anyway. */
export const BAND_IDLE_TIMEOUT_MS = 500;

/** Marks <html> and draws the bands after the load event, or all at once before a jump. */
export function drawBandsLater(): void {
  const root = document.documentElement;
  if (location.hash) return;
  root.setAttribute(BANDS_LATER_ATTRIBUTE, '');
  const drawAll = () => root.removeAttribute(BANDS_LATER_ATTRIBUTE);
  const page = (url: string) => url.split('#')[0];
  // Captured, so before the link's own jump: the jump then lays out every band.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.('a[href*="#"]') as HTMLAnchorElement | null;
      if (link && page(link.href) === page(location.href)) drawAll();
    },
    true,
  );
  // Safari has no idle callbacks: a timer, about a frame apart.
  const later = (next: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(next, { timeout: BAND_IDLE_TIMEOUT_MS })
      : setTimeout(next, 16);
  const drawNext = () => {
    if (!root.hasAttribute(BANDS_LATER_ATTRIBUTE)) return;
    const band = document.querySelector(`[${BAND_ATTRIBUTE}]:not([${DRAWN_ATTRIBUTE}])`);
    if (!band) return drawAll();
    band.setAttribute(DRAWN_ATTRIBUTE, '');
    later(drawNext);
  };
  addEventListener('load', () => later(drawNext), { once: true });
}
