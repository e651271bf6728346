import type { Slide } from '#web/content/screens.ts';
import { LazyThemedImage } from '#web/components/ThemedImage/ThemedImage.tsx';
import { needsJs } from '#web/theme/needs-js.ts';
import classes from './Carousel.module.css';

type Props = {
  slides: readonly Slide[];
  /** The id of the slides they control. */
  controls: string;
};

/**
 * The carousel's jump controls: one labelled thumbnail per slide, the first marked current. Where
 * the row is wider than the carousel it scrolls; the carousel's code (carousel.enhance.ts)
 * moves the mark and keeps the current thumbnail wholly in view.
 */
export function Thumbnails({ slides, controls }: Props) {
  return (
    <div
      className={classes.thumbnails}
      role="group"
      aria-label="Choose a slide"
      data-thumbnails=""
      {...needsJs}
    >
      {slides.map((slide, index) => (
        <button
          key={slide.src}
          type="button"
          className={classes.thumbnail}
          aria-label={`Slide ${index + 1}: ${slide.title}`}
          aria-current={index === 0 ? 'true' : undefined}
          aria-controls={controls}
          data-slide={index}
        >
          <LazyThemedImage screen={slide} alt="" />
        </button>
      ))}
    </div>
  );
}
