import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAND_ATTRIBUTE, BANDS_LATER_ATTRIBUTE, DRAWN_ATTRIBUTE } from './loader/attributes';
import { DRAW_AHEAD, drawBandsAsTheyCome } from './bands';

const root = document.documentElement;
const marked = () => root.hasAttribute(BANDS_LATER_ATTRIBUTE);
const bands = () => Array.from(document.querySelectorAll(`[${BAND_ATTRIBUTE}]`));
const drawn = () => bands().map((band) => band.hasAttribute(DRAWN_ATTRIBUTE));

/** The page's observer: what it watches, and a way to bring bands near the viewport. */
class FakeObserver {
  watched = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    made.push(this);
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.watched.clear();
  }
  /** The bands at `indexes` come within the observer's margin; the others are not near. */
  near(...indexes: number[]) {
    const entries = bands().map(
      (target, i) => ({ target, isIntersecting: indexes.includes(i) }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
/** The observers made in this test, the boot script's last. */
const made: FakeObserver[] = [];

/** The page as the loader marked it, then the boot script: the observer it watches the bands with. */
function booted(): FakeObserver {
  root.setAttribute(BANDS_LATER_ATTRIBUTE, '');
  drawBandsAsTheyCome(document);
  const observer = made.at(-1);
  if (!observer) throw new Error('no IntersectionObserver was made');
  return observer;
}

/** Band `i`'s box, as the page lays it out: `top` from the window's top, `height` tall. */
function place(i: number, top: () => number, height = 100) {
  const band = bands()[i] as HTMLElement;
  band.getBoundingClientRect = () => ({ top: top(), bottom: top() + height }) as DOMRect;
}

describe('bands drawn as they come near', () => {
  beforeEach(() => {
    root.removeAttribute(BANDS_LATER_ATTRIBUTE);
    document.body.innerHTML = `<section ${BAND_ATTRIBUTE}>1</section>
      <section ${BAND_ATTRIBUTE}>2</section><section ${BAND_ATTRIBUTE}>3</section>`;
    made.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    root.removeAttribute(BANDS_LATER_ATTRIBUTE);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('watches every band, half a screen ahead, and draws none until one is near', () => {
    const observer = booted();
    expect(observer.watched.size).toBe(3);
    expect(observer.options?.rootMargin).toBe(DRAW_AHEAD);
    observer.near();
    expect(drawn()).toEqual([false, false, false]);
    expect(marked()).toBe(true);
  });

  it('draws a band when it comes near, with those above it, and unmarks the page after the last', () => {
    const observer = booted();
    observer.near(0);
    expect(drawn()).toEqual([true, false, false]);
    expect(observer.watched.size).toBe(2);
    // A jump to the end: the band skipped over is drawn with the last.
    observer.near(2);
    expect(drawn()).toEqual([true, true, true]);
    expect(marked()).toBe(false);
    expect(observer.disconnected).toBe(true);
  });

  it('holds the visitor in place where the browser has no scroll anchoring', () => {
    vi.stubGlobal('CSS', { supports: () => false });
    const scrolled = vi.fn();
    vi.stubGlobal('scrollBy', scrolled);
    const observer = booted();
    // The visitor jumped to the last band; the two above, undrawn, are 100 px estimates, and
    // drawing each makes it 200 px taller: the last band moves 400 px down unless held.
    let grown = 0;
    place(0, () => -300);
    place(1, () => -200);
    place(2, () => -50 + grown, 500);
    const draw = HTMLElement.prototype.setAttribute;
    vi.spyOn(HTMLElement.prototype, 'setAttribute').mockImplementation(function (
      this: HTMLElement,
      name,
      value,
    ) {
      if (name === DRAWN_ATTRIBUTE && !this.hasAttribute(name) && this !== bands()[2]) grown += 200;
      draw.call(this, name, value);
    });
    observer.near(2);
    expect(scrolled).toHaveBeenCalledWith(0, 400);
  });

  it('leaves the scroll to the browser where it anchors it', () => {
    vi.stubGlobal('CSS', { supports: () => true });
    const scrolled = vi.fn();
    vi.stubGlobal('scrollBy', scrolled);
    booted().near(2);
    expect(drawn()).toEqual([true, true, true]);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('takes the mark off a page without bands', () => {
    document.body.innerHTML = '<p>No bands here.</p>';
    root.setAttribute(BANDS_LATER_ATTRIBUTE, '');
    drawBandsAsTheyCome(document);
    expect(marked()).toBe(false);
    expect(made).toHaveLength(0);
  });

  it('does nothing on a page the loader did not mark (opened with a fragment, no JavaScript)', () => {
    drawBandsAsTheyCome(document);
    expect(made).toHaveLength(0);
    expect(drawn()).toEqual([false, false, false]);
  });
});
