/** Each slide's scroll position: the track's children are its slides, the track their offsetParent. */
const slideOffsets = (track: HTMLElement) =>
  Array.from(track.children, (slide) => (slide as HTMLElement).offsetLeft);

export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How long a track without `scrollend` must stay still before a swipe counts as over. */
const SETTLE_MS = 120;

/**
 * Whether this browser fires `scrollend` (Safari before 26.2 and WebKitGTK 2.50 do not). Asked
 * of the window when a track is set up, never read from the user agent, so a test (or a page
 * script) that takes `onscrollend` away gets the fallback.
 */
const supportsScrollEnd = (win: Window = window) => 'onscrollend' in win;

/** The slide the track rests on, or -1 between two slides. */
const restingSlide = (track: HTMLElement) =>
  slideOffsets(track).findIndex((left) => Math.abs(track.scrollLeft - left) < 2);

/**
 * For a track at rest between two slides, the next slide in the direction it last moved
 * (`heading`: 1 right, -1 left, 0 unknown: away from slide `from`), as a directional snap would
 * pick (a short wheel or swipe moves one slide on).
 */
const onwardSlide = (track: HTMLElement, heading: number, from: number) => {
  const offsets = slideOffsets(track);
  const left = track.scrollLeft;
  const ahead = heading === 0 ? left > (offsets[from] ?? 0) : heading > 0;
  const found = ahead
    ? offsets.findIndex((offset) => offset > left)
    : offsets.findLastIndex((offset) => offset < left);
  return found < 0 ? from : found;
};

export type SnapTrack = {
  /**
   * Scrolls the track to slide `index`: smoothly to a neighbour, at once for a longer jump, when
   * `instant` or when the visitor asks for less motion.
   */
  show: (index: number, instant?: boolean) => void;
};

/**
 * Keeps a horizontal scroll-snap track and a slide index in step, both ways: `show` scrolls the
 * track to a slide, and a scroll not started by `show` (a swipe, a wheel) that comes to rest on
 * another slide calls `onSwipe` with it.
 * Only the track scrolls, never the page.
 */
export function snapTrack(
  track: HTMLElement,
  index: number,
  onSwipe: (index: number) => void,
): SnapTrack {
  // The slide the track shows or is on its way to.
  let shown = index;
  // The slide a scroll of ours (a Next, a thumbnail) is on its way to, until it arrives. Its end
  // can come late, after a newer one began, reading a slide we have already left: a quick
  // Previous, Previous, Previous wrapping round to the last slide once came back to the first.
  // Any other scroll is the visitor's, however it was made (wheel, touch, keys, scrollbar, a
  // screen reader), and wherever it settles becomes the current slide. Input on the track hands
  // it to the visitor at once, so a wheel during our scroll is followed.
  let ours: number | undefined;
  for (const type of ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const) {
    track.addEventListener(type, () => (ours = undefined), { passive: true });
  }
  // A finger on the track, or a mouse button held on it: the visitor is still placing it.
  // (Touch is followed by touch events: a touch's pointer is cancelled once it pans.)
  let held = false;
  const view = track.ownerDocument.defaultView ?? window;
  track.addEventListener('touchstart', () => (held = true), { passive: true });
  track.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'touch') held = true;
  });
  // The way the track last moved, from one scroll event to the next. Not the side of the slide
  // shown: in WebKitGTK a wheel that stopped our own scroll to slide 2 three pixels short left the
  // track just before slide 2, still heading right (it had gone back to slide 1).
  let heading = 0;
  let lastLeft = track.scrollLeft;
  track.addEventListener(
    'scroll',
    () => {
      const left = track.scrollLeft;
      if (left !== lastLeft) heading = Math.sign(left - lastLeft);
      lastLeft = left;
    },
    { passive: true },
  );
  const settle = () => {
    const at = restingSlide(track);
    if (at < 0) {
      // Between two slides. Still moving, or held: wait for the end. At rest and let go, the
      // engine did not snap (WebKitGTK 2.50 after a synthetic wheel, a smooth scrollBy that
      // stops short): the track moves on to the next slide the way it was going, as a snap
      // would, rather than leaving two half slides on screen.
      if (!held && ours === undefined) {
        const onward = onwardSlide(track, heading, shown);
        if (onward !== shown) onSwipe(onward);
        else scrollToSlide(onward, true);
      }
      return;
    }
    if (ours !== undefined) {
      if (at !== ours) return;
      ours = undefined;
    }
    if (at === shown) return;
    shown = at;
    onSwipe(at);
  };
  // Every settle reads the track, so a later scroll landing after an earlier one has settled (a
  // second wheel 40 ms after the first) is followed too.
  // Without scrollend, a swipe is over after SETTLE_MS without a scroll event, or that long
  // after the finger lifts (a track held still between two slides, then let go, scrolls no more).
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settleSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(settle, SETTLE_MS);
  };
  const scrollEnd = supportsScrollEnd(view);
  if (scrollEnd) track.addEventListener('scrollend', settle);
  else track.addEventListener('scroll', settleSoon, { passive: true });
  const letGo = () => {
    if (!held) return;
    held = false;
    if (!scrollEnd) settleSoon();
  };
  for (const type of ['touchend', 'touchcancel'] as const) {
    view.addEventListener(type, letGo, { passive: true, capture: true });
  }
  for (const type of ['pointerup', 'pointercancel'] as const) {
    const onPointer = (event: PointerEvent) => event.pointerType !== 'touch' && letGo();
    view.addEventListener(type, onPointer, { passive: true, capture: true });
  }

  // Our scroll to slide `next`, smooth when asked and the visitor allows motion.
  function scrollToSlide(next: number, smooth: boolean) {
    const left = slideOffsets(track)[next];
    if (left === undefined) return;
    const there = Math.abs(track.scrollLeft - left) < 1;
    // Already there with nothing of ours under way: no scroll. With one under way, an instant
    // scroll to here stops it where it is.
    if (there && ours === undefined) return;
    ours = there ? undefined : next;
    const motion = smooth && !there && !prefersReducedMotion();
    track.scrollTo?.({ left, behavior: motion ? 'smooth' : 'instant' });
  }

  return {
    show(next, instant = false) {
      if (slideOffsets(track)[next] === undefined) return;
      const neighbour = Math.abs(next - shown) === 1;
      shown = next;
      scrollToSlide(next, neighbour && !instant);
    },
  };
}
