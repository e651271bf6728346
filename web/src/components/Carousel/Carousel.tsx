import { IconChevronLeft, IconChevronRight, IconMaximize } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Slide } from '../../content/screens';
import { ThemedImage } from '../ThemedImage/ThemedImage';
import classes from './Carousel.module.css';
import { keySteps, type Step, stepIndex } from './step-index';
import { Thumbnails } from './Thumbnails';
import { useSnapTrack } from './use-snap-track';
import { Viewer } from './Viewer';

type Props = {
  /** Unique on the page; ids inside derive from it (useId would differ between the page's
   * server render and the island's own root, and break hydration). */
  id: string;
  slides: readonly Slide[];
  /** Names the carousel for assistive technology, e.g. "Product screenshots". */
  label: string;
};

/**
 * A screenshot carousel following the WAI-ARIA APG carousel pattern: previous/next wrap around,
 * the labelled thumbnails jump, a polite status says where you are, and the arrow keys move
 * while focus is inside. The slides sit in a native scroll-snap track, so a swipe moves them too
 * (and works before hydration); this component owns the index and the track follows it. The
 * image opens a full-screen viewer, where a phone shows the screen at a readable size.
 */
export function Carousel({ id, slides, label }: Props) {
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState(false);
  const [ready, setReady] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const slidesId = `${id}-slides`;
  const total = slides.length;
  const current = slides[selected];

  // A hook for tests and styles: the island has hydrated and its controls respond.
  useEffect(() => setReady(true), []);
  // Set when a key moved the slides while focus was on the image: the slide it was on has just
  // turned inert, which would drop focus to the page, so it moves to the new slide's image.
  const refocus = useRef(false);
  useSnapTrack(track, selected, setSelected);
  useEffect(() => {
    if (refocus.current) openers.current[selected]?.focus({ preventScroll: true });
    refocus.current = false;
  }, [selected]);

  const step = (direction: Step) => setSelected(stepIndex(selected, total, direction));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = keySteps[event.key];
    if (!direction) return;
    event.preventDefault();
    refocus.current = openers.current.includes(event.target as HTMLButtonElement);
    step(direction);
  };
  // Back to the image of the slide last viewed: the same place on screen as the one clicked.
  const closeViewer = () => {
    setViewing(false);
    openers.current[selected]?.focus({ preventScroll: true });
  };

  return (
    <>
      {/* Arrow keys act on whichever control inside has focus; the section itself is not a stop. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <section
        id={id}
        className={classes.root}
        aria-roledescription="carousel"
        aria-label={label}
        onKeyDown={onKeyDown}
        data-ready={ready || undefined}
      >
        <div className={classes.stage}>
          <button
            type="button"
            className={`${classes.arrow} ${classes.previous}`}
            aria-label="Previous slide"
            data-tooltip="Previous slide"
            aria-controls={slidesId}
            onClick={() => step('previous')}
          >
            <IconChevronLeft size={22} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${classes.arrow} ${classes.next}`}
            aria-label="Next slide"
            data-tooltip="Next slide"
            aria-controls={slidesId}
            onClick={() => step('next')}
          >
            <IconChevronRight size={22} aria-hidden="true" />
          </button>

          <div id={slidesId} ref={track} className={classes.track}>
            {slides.map((slide, index) => (
              // Slides out of view are inert: out of the tab order and the accessibility tree.
              <div
                key={slide.src}
                className={classes.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${total}`}
                inert={index !== selected}
              >
                <figure className={classes.figure}>
                  <div className={classes.frame}>
                    <ThemedImage
                      className={classes.image}
                      src={slide.src}
                      srcDark={slide.srcDark}
                      alt={slide.alt}
                      width={slide.width}
                      height={slide.height}
                      loading="lazy"
                      decoding="async"
                    />
                    <button
                      ref={(element) => {
                        openers.current[index] = element;
                      }}
                      type="button"
                      className={classes.open}
                      aria-haspopup="dialog"
                      aria-label={`View slide ${index + 1} full screen`}
                      data-tooltip="View full screen"
                      onClick={() => setViewing(true)}
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
          <p className={classes.counter} aria-hidden="true">
            {selected + 1} / {total}
          </p>
        </div>

        {/* The thumbnails are the jump controls; SPEC's dots did the same job and were dropped. */}
        <Thumbnails
          slides={slides}
          selected={selected}
          onSelect={setSelected}
          controls={slidesId}
        />

        <p className={classes.status} role="status" aria-live="polite">
          Slide {selected + 1} of {total}: {current?.title}
        </p>
      </section>

      {viewing ? (
        <Viewer
          slides={slides}
          index={selected}
          onIndexChange={setSelected}
          onClose={closeViewer}
        />
      ) : null}
    </>
  );
}
