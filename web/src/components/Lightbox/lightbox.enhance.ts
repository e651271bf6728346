// The full-screen viewer's behaviour: a native modal <dialog> the server renders closed
// (web/src/components/Lightbox/Lightbox.tsx), for the carousel and the galleries alike. Whoever
// opens it owns the index: this opens the dialog on it, follows it while open, and reports the
// visitor's moves (buttons, arrow keys, Home and End, swipes) back through `select`. Escape, the
// close button and the browser's own cancel (the Back gesture on Android) close it, and `onClose`
// then gives focus back to what stands for the screen last shown.

import { keySteps, type Step, stepIndex } from '#web/components/Carousel/step-index.ts';
import { snapTrack } from '#web/components/Carousel/snap-track.ts';
import { type SlideText, showSlide } from '#web/components/Carousel/carousel-slides.ts';

export type Lightbox = {
  open: (index: number) => void;
  /** Follows its owner to screen `index` (it scrolls only while open). */
  show: (index: number) => void;
};

/** Whether an arrow key should pan the focused screen rather than move to the next. */
function pans(target: EventTarget | null, key: string) {
  if (!(target instanceof HTMLElement) || !target.hasAttribute('data-pane')) return false;
  if (key === 'ArrowLeft') return target.scrollLeft > 0;
  if (key === 'ArrowRight') return target.scrollLeft + target.clientWidth < target.scrollWidth - 1;
  return false;
}

export function enhanceLightbox(
  dialog: HTMLDialogElement,
  texts: readonly SlideText[],
  /** Moves to screen `index`; the owner answers with `show` (and moves its own view along). */
  select: (index: number) => void,
  /** Called once the dialog has closed, with the screen last shown; the owner gives focus back. */
  onClose: (index: number) => void,
): Lightbox | undefined {
  const track = dialog.querySelector<HTMLElement>('[data-track]');
  const title = dialog.querySelector('h2');
  const description = dialog.querySelector('h2 + p');
  if (!track || !title || !description) return undefined;
  const panes = [...track.children] as HTMLElement[];
  const total = panes.length;
  let index = 0;
  const slider = snapTrack(track, index, select);

  const render = (at: number) => {
    index = at;
    showSlide(dialog, panes, at, texts);
    panes.forEach((pane, i) => (i === at ? (pane.tabIndex = 0) : pane.removeAttribute('tabindex')));
    title.textContent = texts[at]?.title ?? '';
    description.textContent = texts[at]?.description ?? '';
  };
  // Close the dialog first: closing hands focus back to whatever opened it, so the owner's own
  // focus move (to the screen last shown) must come after, not before.
  const close = () => {
    dialog.close();
    onClose(index);
  };
  const step = (direction: Step) => select(stepIndex(index, total, direction));

  dialog.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('button');
    if (button?.dataset.step) step(button.dataset.step as Step);
    else if (button?.hasAttribute('data-close')) close();
  });
  // A modal dialog owns its keys (WAI-ARIA dialog pattern).
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    const direction = keySteps[event.key];
    if (!direction || pans(event.target, event.key)) return;
    event.preventDefault();
    step(direction);
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });

  return {
    // On the screen the owner asks for, without sliding to it.
    open(at) {
      render(at);
      if (!dialog.open) dialog.showModal();
      slider.show(at, true);
    },
    show(at) {
      render(at);
      if (dialog.open) slider.show(at);
    },
  };
}
