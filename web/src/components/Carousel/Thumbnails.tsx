import { useEffect, useRef } from 'react';
import type { Slide } from '../../content/screens';
import { ThemedImage } from '../ThemedImage/ThemedImage';
import classes from './Carousel.module.css';
import { revealThumbnail } from './reveal-thumbnail';

type Props = {
  slides: readonly Slide[];
  selected: number;
  onSelect: (index: number) => void;
  /** The id of the slides they control. */
  controls: string;
};

/**
 * The carousel's jump controls: one labelled thumbnail per slide, the current one marked. Where
 * the row is wider than the carousel it scrolls, and the current thumbnail is kept wholly in view.
 */
export function Thumbnails({ slides, selected, onSelect, controls }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (strip.current) revealThumbnail(strip.current, selected);
  }, [selected]);

  return (
    <div ref={strip} className={classes.thumbnails} role="group" aria-label="Choose a slide">
      {slides.map((slide, index) => (
        <button
          key={slide.src}
          type="button"
          className={classes.thumbnail}
          aria-label={`Slide ${index + 1}: ${slide.title}`}
          aria-current={index === selected ? 'true' : undefined}
          aria-controls={controls}
          onClick={() => onSelect(index)}
        >
          <ThemedImage
            src={slide.src}
            srcDark={slide.srcDark}
            alt=""
            width={slide.width}
            height={slide.height}
            loading="lazy"
            decoding="async"
          />
        </button>
      ))}
    </div>
  );
}
