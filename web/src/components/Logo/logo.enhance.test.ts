import { describe, expect, it } from 'vitest';
import { enhanceLogos } from './logo.enhance';

function logo(state: { complete: boolean; naturalWidth: number }) {
  document.body.innerHTML =
    '<img src="/logo.svg" data-fallback-src="/logo-placeholder.svg" alt="">';
  const image = document.querySelector('img') as HTMLImageElement;
  Object.defineProperty(image, 'complete', { value: state.complete });
  Object.defineProperty(image, 'naturalWidth', { value: state.naturalWidth });
  return image;
}

describe('logo fallback', () => {
  it('swaps in the placeholder when the logo fails after the script ran', () => {
    const image = logo({ complete: false, naturalWidth: 0 });
    enhanceLogos(document);
    expect(image.getAttribute('src')).toBe('/logo.svg');
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe('/logo-placeholder.svg');
  });

  it('swaps in the placeholder when the logo had already failed', () => {
    const image = logo({ complete: true, naturalWidth: 0 });
    enhanceLogos(document);
    expect(image.getAttribute('src')).toBe('/logo-placeholder.svg');
  });

  it('leaves a logo that loaded alone', () => {
    const image = logo({ complete: true, naturalWidth: 32 });
    enhanceLogos(document);
    expect(image.getAttribute('src')).toBe('/logo.svg');
  });
});
