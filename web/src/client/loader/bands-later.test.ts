import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANDS_LATER_ATTRIBUTE } from './attributes';
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
