import type { CSSProperties } from 'react';
import type { Slide } from '#web/content/screens.ts';
import { LazyThemedImage } from '#web/components/ThemedImage/ThemedImage.tsx';
import classes from './ScreenCrop.module.css';

type Props = {
  shot: Slide;
  /** The crop's centre in percent of the screen, and how far it is enlarged. */
  focus: { x: number; y: number; zoom: number };
  className?: string;
};

/** A close-up of one part of a product screen (the part a step or a tile talks about). */
export function ScreenCrop({ shot, focus, className }: Props) {
  const style = {
    '--crop-x': `${focus.x}%`,
    '--crop-y': `${focus.y}%`,
    '--crop-zoom': focus.zoom,
  } as CSSProperties;
  return (
    <div className={className ? `${classes.crop} ${className}` : classes.crop} style={style}>
      <LazyThemedImage screen={shot} alt={shot.alt} className={classes.image} />
    </div>
  );
}
