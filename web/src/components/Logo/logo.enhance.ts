// docs/requirements.md §2: a logo that fails to load shows a placeholder image instead. The failure
// can happen before this script runs, so a broken image already on the page is swapped too.

export function enhanceLogos(doc: Document): void {
  for (const image of doc.querySelectorAll<HTMLImageElement>('img[data-fallback-src]')) {
    const fallback = image.dataset.fallbackSrc;
    if (!fallback) continue;
    const swap = () => {
      if (image.getAttribute('src') !== fallback) image.src = fallback;
    };
    if (image.complete && image.naturalWidth === 0) swap();
    else image.addEventListener('error', swap, { once: true });
  }
}
