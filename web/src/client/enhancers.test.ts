import { describe, expect, it, vi } from 'vitest';
import { enhanceOnDemand, enhancers } from './enhancers';

describe('enhanceOnDemand', () => {
  it('fetches and runs only the enhancers whose selector matches the page', async () => {
    document.body.innerHTML = '<section data-carousel></section><p>Text</p>';
    const carousel = vi.fn();
    const gallery = vi.fn();
    const loadGallery = vi.fn(async () => gallery);
    await enhanceOnDemand(document, {
      '[data-carousel]': async () => carousel,
      '[data-gallery]': loadGallery,
    });
    expect(carousel).toHaveBeenCalledWith(document);
    expect(loadGallery).not.toHaveBeenCalled();
  });

  it('has an entry for each plain-code part that loads on demand', () => {
    expect(Object.keys(enhancers)).toEqual([
      '[data-carousel]',
      '[data-gallery]',
      '[data-copy-link]',
    ]);
  });
});
