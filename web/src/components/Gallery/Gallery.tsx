import { useEffect, useRef, useState } from 'react';
import { ThemedImage } from '../ThemedImage/ThemedImage';
import classes from './Gallery.module.css';
import type { GalleryItem } from './gallery-types';
import { Lightbox } from './Lightbox';

type Props = { items: readonly GalleryItem[]; label: string };

/**
 * A grid of thumbnails. Server-rendered, each is a link to the full image, which works without
 * JavaScript; once this island hydrates they become buttons that open the image in a lightbox.
 */
export function Gallery({ items, label }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLElement | null)[]>([]);
  useEffect(() => setEnhanced(true), []);

  const close = (index: number) => {
    setOpen(null);
    // Back to the thumbnail of the image last shown, which is where the visitor's eye is.
    thumbnails.current[index]?.focus();
  };

  return (
    <>
      <ul
        className={classes.grid}
        aria-label={label}
        data-count={items.length}
        data-odd={items.length % 2 === 1 || undefined}
      >
        {items.map((item, index) => {
          const content = (
            <>
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
            </>
          );
          const ref = (element: HTMLElement | null) => {
            thumbnails.current[index] = element;
          };
          return (
            <li key={item.src}>
              {enhanced ? (
                <button
                  ref={ref}
                  type="button"
                  className={classes.item}
                  aria-haspopup="dialog"
                  onClick={() => setOpen(index)}
                >
                  {content}
                </button>
              ) : (
                <a ref={ref} className={classes.item} href={item.src}>
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {open !== null ? (
        <Lightbox items={items} index={open} onIndexChange={setOpen} onClose={close} />
      ) : null}
    </>
  );
}
