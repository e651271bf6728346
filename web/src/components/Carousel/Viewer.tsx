import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useLayoutEffect, useRef } from 'react';
import type { Slide } from '../../content/screens';
import { ThemedImage } from '../ThemedImage/ThemedImage';
import { keySteps, stepIndex } from './step-index';
import { useSnapTrack } from './use-snap-track';
import classes from './Viewer.module.css';

type Props = {
  slides: readonly Slide[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Called once the dialog has closed; the opener takes focus back. */
  onClose: () => void;
};

/** Whether an arrow key should pan the focused screen rather than change the slide. */
function pans(target: EventTarget, key: string) {
  if (!(target instanceof HTMLElement) || !target.hasAttribute('data-pane')) return false;
  if (key === 'ArrowLeft') return target.scrollLeft > 0;
  if (key === 'ArrowRight') return target.scrollLeft + target.clientWidth < target.scrollWidth - 1;
  return false;
}

/**
 * The slides full screen, in a native modal <dialog>. Each screen is as large as fits, but never
 * so small that its text is unreadable: on a phone it fills the height and pans sideways. The
 * slides snap side by side, so a swipe (at a screen's edge) moves to the next, as do the buttons
 * and the arrow keys. Escape and the close button close it.
 */
export function Viewer({ slides, index, onIndexChange, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const total = slides.length;
  const slide = slides[index];
  useSnapTrack(track, index, onIndexChange);

  // Open on the slide the carousel shows, without sliding to it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    const pane = track.current?.children[index] as HTMLElement | undefined;
    if (track.current && pane) track.current.scrollLeft = pane.offsetLeft;
    // Only on opening; afterwards useSnapTrack follows the index.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Close the native dialog first: closing hands focus back to whatever opened it, so the
  // carousel's own focus move (to the slide last shown) must come after, not before.
  const close = () => {
    dialog.current?.close();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    const direction = keySteps[event.key];
    if (!direction || pans(event.target, event.key)) return;
    event.preventDefault();
    onIndexChange(stepIndex(index, total, direction));
  };

  return (
    // A modal dialog owns its keys (WAI-ARIA dialog pattern).
    <dialog
      ref={dialog}
      className={classes.viewer}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <header className={classes.bar}>
        <div className={classes.heading}>
          <h2 id={titleId} className={classes.title}>
            {slide?.title}
          </h2>
          <p id={descriptionId} className={classes.description}>
            {slide?.description}
          </p>
        </div>
        <button
          type="button"
          className={classes.button}
          aria-label="Close full-screen view"
          data-tooltip="Close full-screen view"
          onClick={close}
        >
          <IconX size={22} aria-hidden="true" />
        </button>
      </header>

      <div ref={track} className={classes.track}>
        {slides.map((item, at) => (
          // The screen in view is focusable so a keyboard can pan it where it overflows.
          <div
            key={item.src}
            className={classes.pane}
            role="group"
            aria-label={`Slide ${at + 1} of ${total}`}
            data-pane=""
            tabIndex={at === index ? 0 : undefined}
            inert={at !== index}
          >
            <ThemedImage
              className={classes.image}
              src={item.src}
              srcDark={item.srcDark}
              alt={item.alt}
              width={item.width}
              height={item.height}
              loading="lazy"
              decoding="async"
            />
          </div>
        ))}
      </div>

      <footer className={classes.bar}>
        <button
          type="button"
          className={classes.button}
          aria-label="Previous slide"
          data-tooltip="Previous slide"
          onClick={() => onIndexChange(stepIndex(index, total, 'previous'))}
        >
          <IconChevronLeft size={22} aria-hidden="true" />
        </button>
        <p className={classes.counter} aria-hidden="true">
          {index + 1} / {total}
        </p>
        <button
          type="button"
          className={classes.button}
          aria-label="Next slide"
          data-tooltip="Next slide"
          onClick={() => onIndexChange(stepIndex(index, total, 'next'))}
        >
          <IconChevronRight size={22} aria-hidden="true" />
        </button>
      </footer>

      <p className={classes.status} role="status" aria-live="polite">
        Slide {index + 1} of {total}: {slide?.title}
      </p>
    </dialog>
  );
}
