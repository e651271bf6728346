import type { Slide } from '../../content/screens';
import { ThemedImage } from '../ThemedImage/ThemedImage';
import classes from './ProductShot.module.css';

type Props = {
  shot: Pick<Slide, 'src' | 'srcDark' | 'alt' | 'width' | 'height'>;
  /** Above the fold: fetched at once and early. Otherwise lazy, so only the visible theme's
   * picture is ever downloaded. */
  priority?: boolean;
  /** Show a window's top edge and a glow behind it (heroes). */
  framed?: boolean;
  className?: string;
};

/** A product screen, in the visitor's theme, on a raised surface. */
export function ProductShot({ shot, priority = false, framed = false, className }: Props) {
  return (
    <div
      className={className ? `${classes.shot} ${className}` : classes.shot}
      data-framed={framed || undefined}
    >
      <ThemedImage
        src={shot.src}
        srcDark={shot.srcDark}
        alt={shot.alt}
        width={shot.width}
        height={shot.height}
        className={classes.image}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </div>
  );
}
