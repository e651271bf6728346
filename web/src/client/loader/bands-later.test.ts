import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAND_ATTRIBUTE, BANDS_LATER_ATTRIBUTE, DRAWN_ATTRIBUTE } from './attributes';
import { drawBandsLater } from './bands-later';

const root = document.documentElement;
const marked = () => root.hasAttribute(BANDS_LATER_ATTRIBUTE);
const drawn = () =>
  Array.from(document.querySelectorAll(`[${BAND_ATTRIBUTE}]`), (band) =>
    band.hasAttribute(DRAWN_ATTRIBUTE),
  );

/** Idle periods, run one at a time by `idle()`. */
let idleQueue: IdleRequestCallback[] = [];
const idle = () => idleQueue.shift()?.({ didTimeout: false, timeRemaining: () => 10 });

describe('bands drawn later', () => {
  beforeEach(() => {
    window.location.hash = '';
    root.removeAttribute(BANDS_LATER_ATTRIBUTE);
    document.body.innerHTML = `<a href="#three">Three</a><a href="/other#three">Elsewhere</a>
      <section ${BAND_ATTRIBUTE}>1</section><section ${BAND_ATTRIBUTE}>2</section>
      <section id="three" ${BAND_ATTRIBUTE}>3</section>`;
    idleQueue = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      idleQueue.push(callback),
    );
  });
  afterEach(() => {
    // This test's loader must not draw in the next one: a jump ends its bands, and the load event
    // it may still wait for is spent (its next step finds the page unmarked).
    document.querySelector<HTMLAnchorElement>('a[href="#three"]')?.click();
    window.dispatchEvent(new Event('load'));
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('marks the page at once and draws one band per idle period after the load event', () => {
    drawBandsLater();
    expect(marked()).toBe(true);
    expect(idleQueue).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    idle();
    expect(drawn()).toEqual([true, false, false]);
    idle();
    expect(drawn()).toEqual([true, true, false]);
    expect(marked()).toBe(true);
    idle();
    idle();
    expect(drawn()).toEqual([true, true, true]);
    expect(marked()).toBe(false);
    expect(idleQueue).toHaveLength(0);
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

  it('leaves a page opened with a fragment in its address unmarked', () => {
    window.location.hash = '#three';
    drawBandsLater();
    expect(marked()).toBe(false);
  });

  it('draws on a timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    drawBandsLater();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(16);
    expect(drawn()).toEqual([true, false, false]);
    vi.advanceTimersByTime(16 * 3);
    expect(marked()).toBe(false);
  });
});
