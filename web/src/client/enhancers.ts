// CSS selector → the plain code (no React) that enhances what it matches. Each entry becomes its
// own chunk, which the boot script fetches only on a page that has a match, at once (the controls
// are pending meanwhile: early-input.ts replays what the visitor did). `scripts/bench/size.ts`
// reads this table to count, per page, all the JavaScript it can ever load.

export type Enhance = (doc: Document) => void;

export const enhancers = {
  '[data-carousel]': () =>
    import('#web/components/Carousel/carousel.enhance.ts').then((m) => m.enhanceCarousels),
  '[data-gallery]': () =>
    import('#web/components/Gallery/gallery.enhance.ts').then((m) => m.enhanceGalleries),
  '[data-copy-link]': () =>
    import('#web/components/CopyLink/copy-link.enhance.ts').then((m) => m.enhanceCopyLinks),
} satisfies Record<string, () => Promise<Enhance>>;

/** Fetches and runs the enhancers whose selector matches something in `doc`. */
export function enhanceOnDemand(
  doc: Document,
  table: Record<string, () => Promise<Enhance>> = enhancers,
): Promise<void[]> {
  return Promise.all(
    Object.entries(table)
      .filter(([selector]) => doc.querySelector(selector) !== null)
      .map(([, load]) => load().then((enhance) => enhance(doc))),
  );
}
