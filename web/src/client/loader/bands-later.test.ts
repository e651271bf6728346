import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAND_ATTRIBUTE, BANDS_LATER_ATTRIBUTE, DRAWN_ATTRIBUTE } from './attributes';
import { markBandsLater } from './bands-later';

const root = document.documentElement;
const marked = () => root.hasAttribute(BANDS_LATER_ATTRIBUTE);

describe('the loader holding the bands back', () => {
  beforeEach(() => {
    window.location.hash = '';
    root.removeAttribute(BANDS_LATER_ATTRIBUTE);
    document.body.innerHTML = `<a href="#three">Three</a><a href="/other#three">Elsewhere</a>
      <section id="three">3</section>`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('marks the page at once', () => {
    markBandsLater();
    expect(marked()).toBe(true);
  });

  it('draws every band before a jump to a fragment of this page, not before a link elsewhere', () => {
    markBandsLater();
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
    markBandsLater();
    window.dispatchEvent(new Event('beforeprint'));
    expect(marked()).toBe(false);
  });

  describe('keyboard focus past undrawn bands', () => {
    const drawn = () =>
      Array.from(document.querySelectorAll(`[${BAND_ATTRIBUTE}]`), (band) =>
        band.hasAttribute(DRAWN_ATTRIBUTE),
      );
    beforeEach(() => {
      document.body.innerHTML = `<header><a href="/">Home</a></header>
        <main><section ${BAND_ATTRIBUTE}><a href="/a">A</a></section>
          <section ${BAND_ATTRIBUTE}><a href="/b">B</a></section>
          <section ${BAND_ATTRIBUTE}><a href="/c">C</a></section>
          </main>
        <footer><a href="/d">D</a></footer><div role="dialog"><button>Close</button></div>`;
    });
    const focus = (selector: string) => document.querySelector<HTMLElement>(selector)?.focus();

    it('draws the band holding the focused element and every band above it, not below', () => {
      markBandsLater();
      focus('a[href="/b"]');
      expect(drawn()).toEqual([true, true, false]);
    });

    it('draws every band for focus after them in the flow (the footer)', () => {
      markBandsLater();
      focus('footer a');
      expect(drawn()).toEqual([true, true, true]);
    });

    it('draws nothing for focus in the header or in a drawer after the page', () => {
      markBandsLater();
      focus('header a');
      focus('[role=dialog] button');
      expect(drawn()).toEqual([false, false, false]);
    });

    it('holds the focused element where the browser scrolled it, however much the bands grew', () => {
      const scrolled = vi.fn();
      vi.stubGlobal('scrollBy', scrolled);
      markBandsLater();
      // The browser put the link 200 px down, with the two bands above it at their estimates;
      // drawn, each is 150 px taller, so the link would end 300 px lower unless held.
      const link = document.querySelector<HTMLElement>('a[href="/c"]');
      if (!link) throw new Error('no link');
      link.scrollIntoView = vi.fn();
      link.getBoundingClientRect = () => {
        const top = 200 + 150 * drawn().slice(0, 2).filter(Boolean).length;
        // Where the hold has scrolled to, as the browser would report it.
        const held = scrolled.mock.calls.reduce((sum, [, y]) => sum + (y as number), 0);
        return { top: top - held, bottom: top - held + 20 } as DOMRect;
      };
      link.focus();
      expect(scrolled).toHaveBeenCalledExactlyOnceWith(0, 300);
      expect(link.scrollIntoView).not.toHaveBeenCalled();
      // Focus again, with the bands drawn: nothing to hold.
      link.blur();
      link.focus();
      expect(scrolled).toHaveBeenCalledOnce();
    });
  });

  it('brings focus to the middle when the browser left it off screen (WebKit, no scroll)', () => {
    document.body.innerHTML = `<main><section ${BAND_ATTRIBUTE}>1</section>
      <section ${BAND_ATTRIBUTE}><a href="/far">Far</a></section></main>`;
    vi.stubGlobal('scrollBy', vi.fn());
    markBandsLater();
    const link = document.querySelector<HTMLElement>('a[href="/far"]');
    if (!link) throw new Error('no link');
    link.scrollIntoView = vi.fn();
    // Never scrolled to: 3,755 px down in a window of `innerHeight`.
    link.getBoundingClientRect = () => ({ top: 3755, bottom: 3795 }) as DOMRect;
    link.focus();
    expect(link.scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'center' });
  });

  it('leaves a page opened with a fragment in its address unmarked', () => {
    window.location.hash = '#three';
    markBandsLater();
    expect(marked()).toBe(false);
  });

  it('leaves the page unmarked where there is no IntersectionObserver to draw the bands with', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    markBandsLater();
    expect(marked()).toBe(false);
  });
});
