import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { screenPath } from '../../content/screen-pages';
import { ThemedImage } from '../ThemedImage/ThemedImage';
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
 * web/src/components/Gallery/gallery.enhance.ts runs; that code then opens the lightbox, cloned
 * from the closed <dialog> in the <template> below, instead.
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
              data-alt={item.alt ?? item.title}
            >
              <ThemedImage
                className={classes.thumbnail}
                src={item.src}
                srcDark={item.srcDark}
                alt=""
                width={item.width}
                height={item.height}
                loading="lazy"
                decoding="async"
              />
              <span className={classes.title}>{item.title}</span>
            </a>
          </li>
        ))}
      </ul>
      <template data-lightbox="">
        <LightboxMarkup titleId={`${id}-title`} descriptionId={`${id}-description`} />
      </template>
    </div>
  );
}

/**
 * The lightbox, closed and empty: one image large in a native modal <dialog>, with a counter, a
 * close button and previous and next. gallery.enhance.ts fills it from the thumbnail clicked.
 */
function LightboxMarkup({ titleId, descriptionId }: { titleId: string; descriptionId: string }) {
  const part = (name: string) => ({ 'data-part': name });
  return (
    <dialog className={classes.dialog} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <div className={classes.frame}>
        <div className={classes.bar}>
          <span className={classes.counter} {...part('counter')} />
          <button
            type="button"
            className={classes.iconButton}
            data-variant="subtle"
            aria-label="Close image"
            data-tooltip="Close image"
            {...part('close')}
          >
            <IconX aria-hidden="true" size={22} stroke={1.5} />
          </button>
        </div>
        <img className={`${classes.large} tb-light-only`} alt="" {...part('light')} />
        <img className={`${classes.large} tb-dark-only`} alt="" {...part('dark')} />
        <div className={classes.caption}>
          <button
            type="button"
            className={classes.iconButton}
            data-variant="default"
            aria-label="Previous image"
            data-tooltip="Previous image"
            {...part('previous')}
          >
            <IconChevronLeft aria-hidden="true" size={20} />
          </button>
          <div>
            {/* Filled with the screen's title when the lightbox opens. */}
            {/* eslint-disable-next-line jsx-a11y/heading-has-content */}
            <h2 id={titleId} className={classes.dialogTitle} {...part('title')} />
            <p id={descriptionId} className={classes.description} {...part('description')} />
          </div>
          <button
            type="button"
            className={classes.iconButton}
            data-variant="default"
            aria-label="Next image"
            data-tooltip="Next image"
            {...part('next')}
          >
            <IconChevronRight aria-hidden="true" size={20} />
          </button>
        </div>
      </div>
    </dialog>
  );
}
