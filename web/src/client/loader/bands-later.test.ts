import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAND_ATTRIBUTE, BANDS_LATER_ATTRIBUTE, DRAWN_ATTRIBUTE } from './attributes';
import { DRAW_AHEAD, drawBandsLater } from './bands-later';

const root = document.documentElement;
const marked = () => root.hasAttribute(BANDS_LATER_ATTRIBUTE);
const bands = () => Array.from(document.querySelectorAll(`[${BAND_ATTRIBUTE}]`));
const drawn = () => bands().map((band) => band.hasAttribute(DRAWN_ATTRIBUTE));

/** The observer the loader made: what it watches, and a way to bring bands near the viewport. */
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
/** The observers made in this test, the loader's last. */
const made: FakeObserver[] = [];

/** Runs the loader, then the load event: the observer the loader watches the bands with. */
function loaded(): FakeObserver {
  drawBandsLater();
  window.dispatchEvent(new Event('load'));
  const observer = made.at(-1);
  if (!observer) throw new Error('the loader made no IntersectionObserver');
  return observer;
}

/** Band `i`'s box, as the page lays it out: `top` from the window's top, `height` tall. */
function place(i: number, top: () => number, height = 100) {
  const band = bands()[i] as HTMLElement;
  band.getBoundingClientRect = () => ({ top: top(), bottom: top() + height }) as DOMRect;
}

describe('bands drawn as they come near', () => {
  beforeEach(() => {
    window.location.hash = '';
    root.removeAttribute(BANDS_LATER_ATTRIBUTE);
    document.body.innerHTML = `<a href="#three">Three</a><a href="/other#three">Elsewhere</a>
      <section ${BAND_ATTRIBUTE}>1</section><section ${BAND_ATTRIBUTE}>2</section>
      <section id="three" ${BAND_ATTRIBUTE}>3</section>`;
    made.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    // This test's loader must not draw in the next one: a jump ends its bands, and the load event
    // it may still wait for is spent (its observer finds the page unmarked).
    document.querySelector<HTMLAnchorElement>('a[href="#three"]')?.click();
    window.dispatchEvent(new Event('load'));
    vi.unstubAllGlobals();
  });

  it('marks the page at once and watches the bands from the load event, a screen ahead', () => {
    drawBandsLater();
    expect(marked()).toBe(true);
    expect(made.at(-1)?.watched.size).toBe(0);
    window.dispatchEvent(new Event('load'));
    const observer = made.at(-1);
    expect(observer?.watched.size).toBe(3);
    expect(observer?.options?.rootMargin).toBe(DRAW_AHEAD);
    expect(drawn()).toEqual([false, false, false]);
  });

  it('draws a band when it comes near, with those above it, and unmarks the page after the last', () => {
    const observer = loaded();
    observer.near(0);
    expect(drawn()).toEqual([true, false, false]);
    expect(observer.watched.size).toBe(2);
    // A jump to the end: the band skipped over is drawn with the last.
    observer.near(2);
    expect(drawn()).toEqual([true, true, true]);
    expect(marked()).toBe(false);
    expect(observer.disconnected).toBe(true);
  });

  it('draws nothing while no band is near', () => {
    const observer = loaded();
    observer.near();
    expect(drawn()).toEqual([false, false, false]);
    expect(marked()).toBe(true);
  });

  it('holds the visitor in place where the browser has no scroll anchoring', () => {
    vi.stubGlobal('CSS', { supports: () => false });
    const scrolled = vi.fn();
    vi.stubGlobal('scrollBy', scrolled);
    const observer = loaded();
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
    vi.restoreAllMocks();
    expect(scrolled).toHaveBeenCalledWith(0, 400);
  });

  it('leaves the scroll to the browser where it anchors it', () => {
    vi.stubGlobal('CSS', { supports: () => true });
    const scrolled = vi.fn();
    vi.stubGlobal('scrollBy', scrolled);
    const observer = loaded();
    observer.near(2);
    expect(drawn()).toEqual([true, true, true]);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('draws every band before a jump to a fragment of this page, not before a link elsewhere', () => {
    drawBandsLater();
    const elsewhere = document.querySelector<HTMLAnchorElement>('a[href="/other#three"]');
    elsewhere?.addEventListener('click', (event) => event.preventDefault());
    elsewhere?.click();
    expect(marked()).toBe(true);
    let markedAtJump: boolean | null = null;
    const jump = document.querySelector<HTMLAnchorElement>('a[href="#three"]');
    jump?.addEventListener('click', () => (markedAtJump = marked()));
    jump?.click();
    expect(markedAtJump).toBe(false);
    expect(marked()).toBe(false);
  });

  it('draws every band before the page is printed', () => {
    drawBandsLater();
    window.dispatchEvent(new Event('beforeprint'));
    expect(marked()).toBe(false);
  });

  it('leaves a page opened with a fragment in its address unmarked', () => {
    window.location.hash = '#three';
    drawBandsLater();
    expect(marked()).toBe(false);
  });

  it('takes the mark off at the load event on a page without bands', () => {
    document.body.innerHTML = '<p>No bands here.</p>';
    drawBandsLater();
    expect(marked()).toBe(true);
    window.dispatchEvent(new Event('load'));
    expect(marked()).toBe(false);
  });

  it('leaves the page unmarked where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    drawBandsLater();
    expect(marked()).toBe(false);
  });
});
