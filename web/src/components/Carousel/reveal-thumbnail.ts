import { revealOffset } from './reveal-offset';
import { prefersReducedMotion } from './snap-track';

/**
 * Scrolls a thumbnail strip sideways so thumbnail `index` is wholly in view. Only the strip moves:
 * scrollIntoView would also scroll the page when the carousel is partly off screen.
 */
export function revealThumbnail(strip: HTMLElement, index: number) {
  const items = Array.from(strip.children, (child) => {
    const element = child as HTMLElement;
    return { start: element.offsetLeft, end: element.offsetLeft + element.offsetWidth };
  });
  const left = revealOffset(items, index, {
    scrollLeft: strip.scrollLeft,
    width: strip.clientWidth,
    max: strip.scrollWidth - strip.clientWidth,
    padding: parseFloat(getComputedStyle(strip).scrollPaddingLeft) || 0,
  });
  if (Math.abs(left - strip.scrollLeft) < 1) return;
  strip.scrollTo?.({ left, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}
