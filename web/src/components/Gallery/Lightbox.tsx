import '@mantine/core/styles/CloseButton.css';
import { ActionIcon, CloseButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { ThemedImage } from '../ThemedImage/ThemedImage';
import classes from './Gallery.module.css';
import type { GalleryItem } from './gallery-types';

type Props = {
  items: readonly GalleryItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: (index: number) => void;
};

/** One image, large, in a native modal <dialog>: Escape and the close button close it. */
export function Lightbox({ items, index, onIndexChange, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const item = items[index];
  const step = (by: number) => onIndexChange((index + by + items.length) % items.length);
  // Close the native dialog first: closing hands focus back to whatever opened it, so the
  // gallery's own focus move (to the image last shown) must come after, not before.
  const close = () => {
    dialog.current?.close();
    onClose(index);
  };

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  // Escape is handled here rather than left to the browser's cancel, so closing always goes
  // through one path that also restores focus; the arrows page through the gallery.
  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      Escape: close,
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  if (!item) return null;
  return (
    // A modal dialog owns its keys and its backdrop (WAI-ARIA dialog pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // A click on the backdrop lands on the dialog itself.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className={classes.frame}>
        <div className={classes.bar}>
          <span className={classes.counter}>
            {index + 1} / {items.length}
          </span>
          <CloseButton
            size="lg"
            aria-label="Close image"
            data-tooltip="Close image"
            onClick={close}
          />
        </div>
        <ThemedImage
          className={classes.large}
          src={item.src}
          srcDark={item.srcDark}
          alt={item.alt ?? item.title}
          width={item.width}
          height={item.height}
        />
        <div className={classes.caption}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous image"
            data-tooltip="Previous image"
            onClick={() => step(-1)}
          >
            <IconChevronLeft aria-hidden="true" size={20} />
          </ActionIcon>
          <div>
            <h2 id={titleId} className={classes.dialogTitle}>
              {item.title}
            </h2>
            <p id={descriptionId} className={classes.description}>
              {item.description}
            </p>
          </div>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next image"
            data-tooltip="Next image"
            onClick={() => step(1)}
          >
            <IconChevronRight aria-hidden="true" size={20} />
          </ActionIcon>
        </div>
      </div>
    </dialog>
  );
}
