import { useId } from 'react';
import { screenPath } from '#web/content/screen-pages.ts';
import { Lightbox } from '#web/components/Lightbox/Lightbox.tsx';
import { LazyThemedImage } from '#web/components/ThemedImage/ThemedImage.tsx';
import classes from './Gallery.module.css';
import type { GalleryItem } from './gallery-types';

type Props = {
  items: readonly GalleryItem[];
  label: string;
  /** The product page the gallery is on: each thumbnail links to that product's screen page. */
  productPath: string;
};

/**
 * A grid of thumbnails, rendered on the server only (no island). Each is a link to the screen's own
 * page of the site (web/pages/screen), which is what a click opens without JavaScript or before
 * web/src/components/Gallery/gallery.enhance.ts runs; that code then opens the screen in the
 * site's full-screen viewer (web/src/components/Lightbox), pre-rendered closed below, instead.
 */
export function Gallery({ items, label, productPath }: Props) {
  const id = useId();
  return (
    <div data-gallery="">
      <ul
        className={classes.grid}
        aria-label={label}
        data-count={items.length}
        data-odd={items.length % 2 === 1 || undefined}
      >
        {items.map((item) => (
          <li key={item.src}>
            <a
              className={classes.item}
              href={screenPath(productPath, item)}
              data-description={item.description}
            >
              <LazyThemedImage className={classes.thumbnail} screen={item} alt="" />
              <span className={classes.title}>{item.title}</span>
            </a>
          </li>
        ))}
      </ul>
      <Lightbox id={`${id}-lightbox`} slides={items} />
    </div>
  );
}
