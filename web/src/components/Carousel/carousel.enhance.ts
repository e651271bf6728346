// The screenshot carousel's behavior, in plain code on top of its server markup
// (web/src/components/Carousel/Carousel.tsx): Previous and Next wrap around, the thumbnails jump,
// the arrow keys, Home and End move while focus is inside (WAI-ARIA APG carousel), a swipe on the
// scroll-snap track is followed, and the image opens the full-screen viewer. The counter, the
// status, the inert slides and the current thumbnail follow every move.
//
// The boot script imports this only on a page with a `[data-carousel]`. Every control is a
// button handled by one delegated click listener on the root, so a click the early-input script
// held before this ran is replayed by `.click()` on the same button once `markReady` is called.

import { revealThumbnail } from './reveal-thumbnail';
import { snapTrack } from './snap-track';
import { keySteps, type Step, stepIndex } from './step-index';
import { type SlideText, showSlide } from './carousel-slides';
import { enhanceLightbox } from '#web/components/Lightbox/lightbox.enhance.ts';
import { markReady } from '#web/client/early-input.ts';

/** Every carousel on the page (the entry in enhancers.ts). */
export function enhanceCarousels(doc: Document): void {
  doc.querySelectorAll<HTMLElement>('[data-carousel]').forEach(enhanceCarousel);
}

export function enhanceCarousel(root: HTMLElement): void {
  const doc = root.ownerDocument;
  const track = root.querySelector<HTMLElement>('[data-track]');
  const strip = root.querySelector<HTMLElement>('[data-thumbnails]');
  if (!track || !strip) return;
  const slides = [...track.children] as HTMLElement[];
  const thumbnails = [...strip.children];
  const openers = slides.map((slide) => slide.querySelector<HTMLElement>('[data-view]'));
  const texts: SlideText[] = slides.map((slide) => ({
    title: slide.querySelector('h3')?.textContent ?? '',
    description: slide.querySelector('h3 + p')?.textContent ?? '',
  }));
  const total = slides.length;
  let selected = 0;
  // Set when a key moved the slides while focus was on the image: the slide it was on has just
  // turned inert, which would drop focus to the page, so it moves to the new slide's image.
  let refocus = false;

  const select = (index: number) => {
    selected = index;
    showSlide(root, slides, index, texts);
    thumbnails.forEach((thumbnail, at) =>
      at === index
        ? thumbnail.setAttribute('aria-current', 'true')
        : thumbnail.removeAttribute('aria-current'),
    );
    slider.show(index);
    revealThumbnail(strip, index);
    viewer?.show(index);
    if (refocus) openers[index]?.focus({ preventScroll: true });
    refocus = false;
  };
  const slider = snapTrack(track, selected, select);
  const dialog = doc.getElementById(root.dataset.viewer ?? '');
  // Back to the image of the slide last viewed: the same place on screen as the one clicked.
  const viewer =
    dialog instanceof HTMLDialogElement
      ? enhanceLightbox(dialog, texts, select, () =>
          openers[selected]?.focus({ preventScroll: true }),
        )
      : undefined;

  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('button');
    if (!button) return;
    const { step, slide } = button.dataset;
    const opener = openers.indexOf(button);
    if (step) select(stepIndex(selected, total, step as Step));
    else if (slide) select(Number(slide));
    else if (opener >= 0) {
      if (opener !== selected) select(opener);
      viewer?.open(opener);
    }
  });
  // Arrow keys act on whichever control inside has focus; the section itself is not a stop.
  root.addEventListener('keydown', (event) => {
    const direction = keySteps[event.key];
    if (!direction) return;
    event.preventDefault();
    refocus = openers.includes(event.target as HTMLElement);
    select(stepIndex(selected, total, direction));
  });

  markReady(root);
}
