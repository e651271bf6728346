import { IconChevronLeft, IconChevronRight, IconMaximize } from '@tabler/icons-react';
import type { Slide } from '#web/content/screens.ts';
import { PENDING_ATTRIBUTE } from '#web/client/early-input.ts';
import { LazyThemedImage } from '#web/components/ThemedImage/ThemedImage.tsx';
import { needsJs } from '#web/theme/needs-js.ts';
import classes from './Carousel.module.css';
import { Thumbnails } from './Thumbnails';
import { Lightbox } from '#web/components/Lightbox/Lightbox.tsx';

type Props = {
  /** Unique on the page; the ids inside (slides, viewer) derive from it. */
  id: string;
  slides: readonly Slide[];
  /** Names the carousel for assistive technology, e.g. "Product screenshots". */
  label: string;
};

/**
 * A screenshot carousel following the WAI-ARIA APG carousel pattern: previous/next wrap around,
 * the labelled thumbnails jump, a polite status says where you are, and the arrow keys move
 * while focus is inside. The image opens a full-screen viewer, where a phone shows the screen at
 * a readable size.
 *
 * This is server markup only, showing the first slide: the behavior is plain code
 * (carousel.enhance.ts, loaded by the boot script when a page has `data-carousel`), which
 * finds its parts by their `data-*` attributes. The slides sit in a native scroll-snap track, so
 * a swipe works before that code; a click or key before it is held by the early-input script
 * while the root is `data-pending`, and replayed once the code is ready.
 */
export function Carousel({ id, slides, label }: Props) {
  const slidesId = `${id}-slides`;
  const viewerId = `${id}-viewer`;
  const total = slides.length;

  return (
    <>
      <section
        id={id}
        className={classes.root}
        aria-roledescription="carousel"
        aria-label={label}
        data-carousel=""
        data-viewer={viewerId}
        {...{ [PENDING_ATTRIBUTE]: '' }}
      >
        <div className={classes.stage}>
          <button
            type="button"
            className={`${classes.arrow} ${classes.previous}`}
            aria-label="Previous slide"
            data-tooltip="Previous slide"
            aria-controls={slidesId}
            data-step="previous"
            {...needsJs}
          >
            <IconChevronLeft size={22} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${classes.arrow} ${classes.next}`}
            aria-label="Next slide"
            data-tooltip="Next slide"
            aria-controls={slidesId}
            data-step="next"
            {...needsJs}
          >
            <IconChevronRight size={22} aria-hidden="true" />
          </button>

          <div id={slidesId} className={classes.track} data-track="">
            {slides.map((slide, index) => (
              // Slides out of view are inert: out of the tab order and the accessibility tree.
              <div
                key={slide.src}
                className={classes.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${total}`}
                inert={index !== 0}
              >
                <figure className={classes.figure}>
                  <div className={classes.frame}>
                    <LazyThemedImage className={classes.image} screen={slide} alt={slide.alt} />
                    <button
                      type="button"
                      className={classes.open}
                      aria-haspopup="dialog"
                      aria-label={`View slide ${index + 1} full screen`}
                      data-tooltip="View full screen"
                      data-view=""
                      {...needsJs}
                    >
                      <span className={classes.openHint}>
                        <IconMaximize size={18} aria-hidden="true" />
                      </span>
                    </button>
                  </div>
                  <figcaption className={classes.caption}>
                    <h3 className={classes.title}>{slide.title}</h3>
                    <p className={classes.description}>{slide.description}</p>
                  </figcaption>
                </figure>
              </div>
            ))}
          </div>

          {/* Seen, not heard: the status below says the same in words. */}
          <p className={classes.counter} aria-hidden="true" data-counter="" {...needsJs}>
            {`1 / ${total}`}
          </p>
        </div>

        {/* The thumbnails are the jump controls; docs/requirements.md's dots did the same job and were dropped. */}
        <Thumbnails slides={slides} controls={slidesId} />

        <p className={classes.status} role="status" aria-live="polite" data-status="">
          {`Slide 1 of ${total}: ${slides[0]?.title ?? ''}`}
        </p>
      </section>

      {/* Closed until an image opens it; outside the section, so its keys stay its own. */}
      <Lightbox id={viewerId} slides={slides} />
    </>
  );
}
