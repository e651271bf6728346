import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { LazyThemedImage, type ScreenPicture } from '#web/components/ThemedImage/ThemedImage.tsx';
import classes from './Lightbox.module.css';

/** One screen the lightbox shows: its pictures, its title and description, what it shows. */
export type LightboxItem = ScreenPicture & {
  title: string;
  description: string;
  /** For screen readers; the title stands in when absent. */
  alt?: string;
};

type Props = {
  /** The dialog's id (the carousel's root names it in `data-viewer`). */
  id: string;
  slides: readonly LightboxItem[];
};

/**
 * The site's one full-screen image viewer (the carousel's and the galleries'): the screens in a
 * native modal <dialog>, pre-rendered closed (its lazy images are not fetched until it opens).
 * Each screen is as large as fits, but never so small that its text is unreadable: on a phone it
 * fills the height and pans sideways. The screens snap side by side, so a swipe (at a screen's
 * edge) moves to the next, as do the buttons and the arrow keys; Escape and the close button
 * close it. lightbox.enhance.ts opens it and keeps it in step with what opened it.
 */
export function Lightbox({ id, slides }: Props) {
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const total = slides.length;
  const first = slides[0];

  return (
    <dialog
      id={id}
      className={classes.viewer}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <header className={classes.bar}>
        <div className={classes.heading}>
          <h2 id={titleId} className={classes.title}>
            {first?.title}
          </h2>
          <p id={descriptionId} className={classes.description}>
            {first?.description}
          </p>
        </div>
        <button
          type="button"
          className={classes.button}
          aria-label="Close full-screen view"
          data-tooltip="Close full-screen view"
          data-close=""
        >
          <IconX size={22} aria-hidden="true" />
        </button>
      </header>

      <div className={classes.track} data-track="">
        {slides.map((item, at) => (
          // The screen in view is focusable so a keyboard can pan it where it overflows.
          <div
            key={item.src}
            className={classes.pane}
            role="group"
            aria-label={`Slide ${at + 1} of ${total}`}
            data-pane=""
            tabIndex={at === 0 ? 0 : undefined}
            inert={at !== 0}
          >
            <LazyThemedImage className={classes.image} screen={item} alt={item.alt ?? item.title} />
          </div>
        ))}
      </div>

      <footer className={classes.bar}>
        <button
          type="button"
          className={classes.button}
          aria-label="Previous slide"
          data-tooltip="Previous slide"
          data-step="previous"
        >
          <IconChevronLeft size={22} aria-hidden="true" />
        </button>
        <p className={classes.counter} aria-hidden="true" data-counter="">
          {`1 / ${total}`}
        </p>
        <button
          type="button"
          className={classes.button}
          aria-label="Next slide"
          data-tooltip="Next slide"
          data-step="next"
        >
          <IconChevronRight size={22} aria-hidden="true" />
        </button>
      </footer>

      <p className={classes.status} role="status" aria-live="polite" data-status="">
        {`Slide 1 of ${total}: ${first?.title ?? ''}`}
      </p>
    </dialog>
  );
}
