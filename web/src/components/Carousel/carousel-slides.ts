// What the carousel and its viewer show alike for the current slide: the one slide not inert, the
// counter "n / total" (seen) and the status "Slide n of total: title" (heard).

export type SlideText = { title: string; description: string };

/** Marks slide `index` of `slides` current inside `view` (the carousel or its viewer). */
export function showSlide(
  view: Element,
  slides: readonly Element[],
  index: number,
  texts: readonly SlideText[],
): void {
  const total = slides.length;
  slides.forEach((slide, at) => slide.toggleAttribute('inert', at !== index));
  const counter = view.querySelector('[data-counter]');
  const status = view.querySelector('[data-status]');
  if (counter) counter.textContent = `${index + 1} / ${total}`;
  if (status) status.textContent = `Slide ${index + 1} of ${total}: ${texts[index]?.title ?? ''}`;
}
