import { type RefObject, useEffect, useRef } from 'react';

/** Each slide's scroll position: the track's children are its slides, the track their offsetParent. */
const slideOffsets = (track: HTMLElement) =>
  Array.from(track.children, (slide) => (slide as HTMLElement).offsetLeft);

export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How long a track without `scrollend` must stay still before a swipe counts as over. */
const SETTLE_MS = 120;

/**
 * Keeps a horizontal scroll-snap track and a slide index in step, both ways: a new `index`
 * scrolls the track to its slide (smoothly to a neighbour, at once for a longer jump or when the
 * visitor asks for less motion), and a swipe that comes to rest on another slide reports it.
 * Only the track scrolls, never the page.
 */
export function useSnapTrack(
  track: RefObject<HTMLElement | null>,
  index: number,
  onSwipe: (index: number) => void,
) {
  // The slide the track shows or is on its way to.
  const shown = useRef(index);
  const report = useRef(onSwipe);
  useEffect(() => {
    report.current = onSwipe;
  });

  useEffect(() => {
    const element = track.current;
    const left = element ? slideOffsets(element)[index] : undefined;
    if (!element || left === undefined) return;
    const neighbour = Math.abs(index - shown.current) === 1;
    shown.current = index;
    if (Math.abs(element.scrollLeft - left) < 1) return;
    const smooth = neighbour && !prefersReducedMotion();
    element.scrollTo?.({ left, behavior: smooth ? 'smooth' : 'instant' });
  }, [track, index]);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const settle = () => {
      const at = slideOffsets(element).findIndex((left) => Math.abs(element.scrollLeft - left) < 2);
      // Between two slides (still moving), or where we sent it: nothing to report.
      if (at < 0 || at === shown.current) return;
      shown.current = at;
      report.current(at);
    };
    if ('onscrollend' in window) {
      element.addEventListener('scrollend', settle);
      return () => element.removeEventListener('scrollend', settle);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SETTLE_MS);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      element.removeEventListener('scroll', onScroll);
    };
  }, [track]);
}
