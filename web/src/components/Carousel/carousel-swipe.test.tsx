import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counter, renderCarousel, thumbnail } from './carousel.test-helpers';

/** A phone's slide width: slide n starts at (n - 1) × 375 px. */
const WIDTH = 375;
const SETTLE_MS = 120;

/**
 * Takes `scrollend` away, as Safari before 26.2 and WebKitGTK 2.50 lack it (the window stops
 * answering `'onscrollend' in window`); returns what puts it back.
 */
function removeScrollEnd(): () => void {
  let owner: object | null = window;
  while (owner && !Object.hasOwn(owner, 'onscrollend')) owner = Object.getPrototypeOf(owner);
  const descriptor = owner && Object.getOwnPropertyDescriptor(owner, 'onscrollend');
  if (!owner || !descriptor) throw new Error('this window has no onscrollend to take away');
  delete (owner as { onscrollend?: unknown }).onscrollend;
  return () => Object.defineProperty(owner, 'onscrollend', descriptor);
}

/** The carousel, its track measured as on a phone; the browser's part is played by the test. */
function setUp(scrollend: boolean) {
  const carousel = renderCarousel();
  const track = carousel.querySelector<HTMLElement>('[data-track]') as HTMLElement;
  const slides = [...track.children] as HTMLElement[];
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return Math.max(slides.indexOf(this), 0) * WIDTH;
  });
  // A scroll the code starts lands only when the test says so, as a smooth one does later.
  const scrollTo = vi.fn();
  track.scrollTo = scrollTo;

  /** The track moves to slide n and comes to rest there. */
  const land = (n: number) => {
    track.scrollLeft = (n - 1) * WIDTH;
    fireEvent.scroll(track);
    if (scrollend) fireEvent(track, new Event('scrollend'));
    else vi.advanceTimersByTime(SETTLE_MS);
  };
  /** What the visitor sees: the counter, the current thumbnail and the one slide not inert. */
  const expectSlide = (n: number) => {
    expect(counter(carousel)).toHaveTextContent(`${n} / 10`);
    expect(thumbnail(n)).toHaveAttribute('aria-current', 'true');
    expect(carousel.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
    expect(slides.filter((slide) => !slide.hasAttribute('inert'))).toEqual([slides[n - 1]]);
    expect(within(carousel).getByRole('status')).toHaveTextContent(`Slide ${n} of 10`);
  };
  return { carousel, track, scrollTo, land, expectSlide };
}

// The same moves on both paths: where the track fires `scrollend`, and where it does not and a
// swipe is over after 120 ms without a scroll event.
describe.each([
  { path: 'with scrollend', scrollend: true },
  { path: 'without scrollend', scrollend: false },
])('the carousel follows its track $path', ({ scrollend }) => {
  let restore = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    if (!scrollend) restore = removeScrollEnd();
  });
  afterEach(() => {
    restore();
    restore = () => {};
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('settles on scrollend where the window has it, else after 120 ms without a scroll', () => {
    const { track, expectSlide } = setUp(scrollend);
    expect('onscrollend' in window).toBe(scrollend);
    track.scrollLeft = 2 * WIDTH;
    fireEvent.scroll(track);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expectSlide(1);
    vi.advanceTimersByTime(1);
    if (scrollend) {
      expectSlide(1);
      fireEvent(track, new Event('scrollend'));
    }
    expectSlide(3);
  });

  it('follows a swipe: the slide the track comes to rest on becomes the current one', () => {
    const { track, land, expectSlide } = setUp(scrollend);
    fireEvent.pointerDown(track);
    land(3);
    expectSlide(3);
  });

  it('follows two wheel scrolls 40 ms apart, the second landing after the first has settled', () => {
    const { track, land, expectSlide } = setUp(scrollend);
    fireEvent.wheel(track, { deltaX: 100 });
    vi.advanceTimersByTime(40);
    fireEvent.wheel(track, { deltaX: 100 });
    land(2);
    expectSlide(2);
    land(3);
    expectSlide(3);
  });

  it('follows a wheel that comes while its own Next is still on its way', () => {
    const { track, scrollTo, land, expectSlide } = setUp(scrollend);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    expectSlide(2);
    fireEvent.wheel(track, { deltaX: 100 });
    land(2);
    land(3);
    expectSlide(3);
  });

  it('follows a thumbnail jump, then a touch swipe back', () => {
    const { track, scrollTo, land, expectSlide } = setUp(scrollend);
    fireEvent.click(thumbnail(6));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 5 * WIDTH, behavior: 'instant' });
    land(6);
    expectSlide(6);
    fireEvent.touchStart(track);
    land(5);
    expectSlide(5);
  });

  it('follows a scroll no input event announced (a scrollbar, a screen reader)', () => {
    const { land, expectSlide } = setUp(scrollend);
    land(4);
    expectSlide(4);
  });

  /** The track comes to rest at `at` px where the engine did not snap it to a slide. */
  const restAt = (track: HTMLElement, at: number) => {
    track.scrollLeft = at;
    fireEvent.scroll(track);
    if (scrollend) fireEvent(track, new Event('scrollend'));
    else vi.advanceTimersByTime(SETTLE_MS);
  };

  it('moves a track the engine left between two slides on the way it went, as a snap would', () => {
    const { track, scrollTo, land, expectSlide } = setUp(scrollend);
    fireEvent.wheel(track, { deltaX: 120 });
    restAt(track, 240);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    expectSlide(2);
    land(2);
    expectSlide(2);
    // And back: from slide 3, a short scroll to the left ends on slide 2 again.
    land(3);
    expectSlide(3);
    fireEvent.wheel(track, { deltaX: -120 });
    restAt(track, 2 * WIDTH - 100);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    expectSlide(2);
  });

  it('finishes the way the track went when a wheel stops our own scroll just short of a slide', () => {
    const { track, scrollTo, land, expectSlide } = setUp(scrollend);
    fireEvent.wheel(track, { deltaX: 120 });
    restAt(track, 120);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    expectSlide(2);
    // A second wheel stops that scroll 3 px before slide 2 (WebKitGTK): still heading right.
    fireEvent.wheel(track, { deltaX: 120 });
    restAt(track, WIDTH - 3);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    expectSlide(2);
    land(2);
    expectSlide(2);
    // And the same from the other side: going left, stopped just after slide 2.
    land(3);
    fireEvent.wheel(track, { deltaX: -120 });
    restAt(track, WIDTH + 3);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    expectSlide(2);
  });

  it('leaves a track alone while a finger holds it between two slides, and moves it on after', () => {
    const { track, scrollTo, expectSlide } = setUp(scrollend);
    fireEvent.touchStart(track);
    restAt(track, 100);
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
    expectSlide(1);
    // A touch's pointer is cancelled once it pans: that is not the finger lifting.
    fireEvent.pointerCancel(window, { pointerType: 'touch' });
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.touchEnd(window);
    if (scrollend) fireEvent(track, new Event('scrollend'));
    else vi.advanceTimersByTime(SETTLE_MS);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    expectSlide(2);
  });

  it('wraps with Previous, never taking the late end of an earlier scroll for a swipe', () => {
    const { track, scrollTo, land, expectSlide } = setUp(scrollend);
    // Previous from the first slide wraps to the last; the end of an earlier scroll arrives
    // while the track still reads the first slide's position.
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 9 * WIDTH, behavior: 'instant' });
    land(1);
    expectSlide(10);
    land(10);
    expectSlide(10);
    // And from the last slide a swipe back, then Next wraps round to the first.
    fireEvent.pointerDown(track);
    land(9);
    expectSlide(9);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expectSlide(1);
    land(10);
    expectSlide(1);
    land(1);
    expectSlide(1);
  });
});
