import { Carousel as EmblaCarousel, type CarouselProps } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import type { Slide } from '../../content/screens';
import classes from './Carousel.module.css';
import { type Step, stepIndex } from './step-index';

type EmblaApi = Parameters<NonNullable<CarouselProps['getEmblaApi']>>[0];

type Props = {
  /** Unique on the page; ids inside derive from it (useId would differ between the page's
   * server render and the island's own root, and break hydration). */
  id: string;
  slides: readonly Slide[];
  /** Names the carousel for assistive technology, e.g. "Product screenshots". */
  label: string;
};

const keySteps: Record<string, Step> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
};

/**
 * A screenshot carousel following the WAI-ARIA APG carousel pattern: previous/next wrap around,
 * dots and thumbnails jump, a polite live counter says where you are, and the arrow keys move
 * while focus is inside. This component owns the index; embla (via @mantine/carousel) only
 * animates to it and reports swipes back, so the behaviour does not depend on layout.
 */
export function Carousel({ id, slides, label }: Props) {
  const [selected, setSelected] = useState(0);
  const [embla, setEmbla] = useState<EmblaApi | null>(null);
  const [ready, setReady] = useState(false);
  const reduceMotion = useReducedMotion();
  const slidesId = `${id}-slides`;
  const total = slides.length;

  // A hook for tests and styles: the island has hydrated and its controls respond.
  useEffect(() => setReady(true), []);

  const goTo = useCallback(
    (index: number) => {
      setSelected(index);
      // `jump` skips the slide animation for visitors who ask for less motion.
      embla?.scrollTo(index, reduceMotion);
    },
    [embla, reduceMotion],
  );
  const step = (direction: Step) => goTo(stepIndex(selected, total, direction));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = keySteps[event.key];
    if (!direction) return;
    event.preventDefault();
    step(direction);
  };

  return (
    // Arrow keys act on whichever control inside has focus; the section itself is not a stop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      id={id}
      className={classes.root}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-ready={ready || undefined}
    >
      <EmblaCarousel
        id={slidesId}
        // This <section> is the carousel; Mantine's wrapper must not announce a second one.
        // (Plain undefined props are dropped by Mantine; `attributes` are spread as given.)
        attributes={{ root: { role: undefined, 'aria-roledescription': undefined } }}
        classNames={{ root: classes.stage, viewport: classes.viewport }}
        withControls={false}
        withIndicators={false}
        withKeyboardEvents={false}
        emblaOptions={{ loop: true, duration: 22 }}
        getEmblaApi={setEmbla}
        onSlideChange={setSelected}
      >
        {slides.map((slide, index) => (
          <EmblaCarousel.Slide key={slide.src} aria-label={`${index + 1} of ${total}`}>
            <figure className={classes.slide}>
              <img
                className={classes.image}
                src={slide.src}
                alt={slide.alt}
                width={slide.width}
                height={slide.height}
                loading="lazy"
                decoding="async"
              />
              <figcaption className={classes.caption}>
                <h3 className={classes.title}>{slide.title}</h3>
                <p className={classes.description}>{slide.description}</p>
              </figcaption>
            </figure>
          </EmblaCarousel.Slide>
        ))}
      </EmblaCarousel>

      <div className={classes.controls}>
        <button
          type="button"
          className={classes.arrow}
          aria-label="Previous slide"
          aria-controls={slidesId}
          onClick={() => step('previous')}
        >
          <IconChevronLeft size={20} aria-hidden="true" />
        </button>
        {/* Pointer shortcuts; keyboard and screen reader users have the labelled thumbnails. */}
        <div className={classes.dots} aria-hidden="true">
          {slides.map((slide, index) => (
            <button
              key={slide.src}
              type="button"
              tabIndex={-1}
              className={classes.dot}
              data-active={index === selected || undefined}
              data-testid="carousel-dot"
              onClick={() => goTo(index)}
            />
          ))}
        </div>
        {/* Visual only: Mantine's carousel already announces "Slide n of total" in a status. */}
        <p className={classes.counter} aria-hidden="true">
          {selected + 1} / {total}
        </p>
        <button
          type="button"
          className={classes.arrow}
          aria-label="Next slide"
          aria-controls={slidesId}
          onClick={() => step('next')}
        >
          <IconChevronRight size={20} aria-hidden="true" />
        </button>
      </div>

      <div className={classes.thumbs} role="group" aria-label="Choose a slide">
        {slides.map((slide, index) => (
          <button
            key={slide.src}
            type="button"
            className={classes.thumb}
            aria-label={`Slide ${index + 1}: ${slide.title}`}
            aria-current={index === selected ? 'true' : undefined}
            aria-controls={slidesId}
            onClick={() => goTo(index)}
          >
            <img src={slide.src} alt="" width={96} height={60} loading="lazy" decoding="async" />
          </button>
        ))}
      </div>
    </section>
  );
}
