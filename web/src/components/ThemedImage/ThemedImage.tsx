import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** The light-theme picture. */
  src: string;
  /** The dark-theme picture of the same screen. */
  srcDark: string;
  width: number;
  height: number;
};

/**
 * A product screen in the visitor's theme. Both pictures are in the HTML and CSS hides the one
 * that does not match `data-mantine-color-scheme` (theme.css), so the theme toggle swaps them
 * without script; a lazy image that is hidden is never fetched, so below the fold each visitor
 * downloads one of the two.
 */
export function ThemedImage({ src, srcDark, alt, className, ...rest }: Props) {
  const classes = (theme: string) => [theme, className].filter(Boolean).join(' ');
  return (
    <>
      <img {...rest} src={src} alt={alt} className={classes('tb-light-only')} />
      <img {...rest} src={srcDark} alt={alt} className={classes('tb-dark-only')} />
    </>
  );
}

/** The parts of a screen (a slide, a gallery item) a picture of it needs. */
export type ScreenPicture = { src: string; srcDark: string; width: number; height: number };

/**
 * A screen below the fold, in the visitor's theme: lazy (so only the shown theme's picture is
 * fetched, and only once near the viewport) and decoded off the main thread. The carousel, its
 * thumbnails, the lightbox, the gallery and the close-ups all draw screens this way.
 */
export function LazyThemedImage({
  screen,
  alt,
  className,
}: {
  screen: ScreenPicture;
  /** Empty where a text next to the picture already names it. */
  alt: string;
  className?: string;
}) {
  return (
    <ThemedImage
      className={className}
      src={screen.src}
      srcDark={screen.srcDark}
      alt={alt}
      width={screen.width}
      height={screen.height}
      loading="lazy"
      decoding="async"
    />
  );
}
