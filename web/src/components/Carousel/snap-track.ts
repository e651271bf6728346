/** Each slide's scroll position: the track's children are its slides, the track their offsetParent. */
const slideOffsets = (track: HTMLElement) =>
  Array.from(track.children, (slide) => (slide as HTMLElement).offsetLeft);

export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How long a track without `scrollend` must stay still before a swipe counts as over. */
const SETTLE_MS = 120;

export type SnapTrack = {
  /**
   * Scrolls the track to slide `index`: smoothly to a neighbour, at once for a longer jump, when
   * `instant` or when the visitor asks for less motion.
   */
  show: (index: number, instant?: boolean) => void;
};

/**
 * Keeps a horizontal scroll-snap track and a slide index in step, both ways: `show` scrolls the
 * track to a slide, and a swipe that comes to rest on another slide calls `onSwipe` with it.
 * Only the track scrolls, never the page.
 */
export function snapTrack(
  track: HTMLElement,
  index: number,
  onSwipe: (index: number) => void,
): SnapTrack {
  // The slide the track shows or is on its way to.
  let shown = index;
  // Only a scroll the visitor made is a swipe. The end of one of our own (a Next, a thumbnail)
  // can arrive late, after a newer one began, reading a slide we have already left: a quick
  // Previous, Previous, Previous wrapping round to the last slide once came back to the first.
  let byVisitor = false;
  for (const type of ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const) {
    track.addEventListener(type, () => (byVisitor = true), { passive: true });
  }
  const settle = () => {
    if (!byVisitor) return;
    const at = slideOffsets(track).findIndex((left) => Math.abs(track.scrollLeft - left) < 2);
    // Between two slides (still moving): wait for the end.
    if (at < 0) return;
    byVisitor = false;
    if (at === shown) return;
    shown = at;
    onSwipe(at);
  };
  if ('onscrollend' in window) {
    track.addEventListener('scrollend', settle);
  } else {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SETTLE_MS);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
  }

  return {
    show(next, instant = false) {
      const left = slideOffsets(track)[next];
      if (left === undefined) return;
      const neighbour = Math.abs(next - shown) === 1;
      shown = next;
      if (Math.abs(track.scrollLeft - left) < 1) return;
      const smooth = neighbour && !instant && !prefersReducedMotion();
      track.scrollTo?.({ left, behavior: smooth ? 'smooth' : 'instant' });
    },
  };
}
