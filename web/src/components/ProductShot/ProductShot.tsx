import { preload } from 'react-dom';
import type { Slide } from '#web/content/screens.ts';
import { ThemedImage } from '#web/components/ThemedImage/ThemedImage.tsx';
import classes from './ProductShot.module.css';

type Props = {
  shot: Pick<Slide, 'src' | 'srcDark' | 'alt' | 'width' | 'height'>;
  /** Above the fold: the system theme's picture preloaded from the top of the page with high
   * priority. Lazy either way, so only the visible theme's picture is ever downloaded. */
  priority?: boolean;
  /** Show a window's top edge and a glow behind it (heroes). */
  framed?: boolean;
  className?: string;
};

const SYSTEM_LIGHT = '(prefers-color-scheme: light)';
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** A product screen, in the visitor's theme, on a raised surface. */
export function ProductShot({ shot, priority = false, framed = false, className }: Props) {
  if (priority) {
    // One preload per theme, each for the system setting that shows it: the other theme's
    // picture no longer competes at high priority with the font and the shown one for the first
    // paint (docs/performance.md). A visitor whose saved theme differs from the
    // system's gets their picture from the lazy <img> itself, as soon as layout shows it.
    preload(shot.src, { as: 'image', fetchPriority: 'high', media: SYSTEM_LIGHT });
    preload(shot.srcDark, { as: 'image', fetchPriority: 'high', media: SYSTEM_DARK });
  }
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
        // Lazy even above the fold: a hidden lazy image is never fetched, so a visitor downloads
        // one theme's picture, not both. The system theme's is already on its way (the preload
        // above); a visitor whose saved theme differs gets theirs at the first layout, where the
        // eager <img> had fetched it last in line anyway.
        loading="lazy"
      />
    </div>
  );
}
