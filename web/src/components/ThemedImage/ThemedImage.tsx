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
