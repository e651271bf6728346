import { fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { screens } from '#web/content/screens.ts';
import { Lightbox } from './Lightbox';
import { enhanceLightbox } from './lightbox.enhance';

const texts = screens.map(({ title, description }) => ({ title, description }));
const total = screens.length;

/** The closed viewer as the server renders it, then its code, owned as the gallery owns it. */
function renderLightbox() {
  document.body.innerHTML = renderToStaticMarkup(<Lightbox id="shots" slides={screens} />);
  const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
  const onClose = vi.fn();
  const lightbox = enhanceLightbox(dialog, texts, (at) => lightbox?.show(at), onClose);
  if (!lightbox) throw new Error('the lightbox markup was not recognised');
  return { dialog, lightbox, onClose };
}

const counter = (dialog: HTMLElement) => within(dialog).getByText(/^\d+ \/ \d+$/);
const pane = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole('group', { name: `Slide ${n} of ${total}` });

describe('Lightbox', () => {
  it('is rendered closed, its pictures lazy, so nothing is fetched until it opens', () => {
    const html = renderToStaticMarkup(<Lightbox id="shots" slides={screens} />);
    expect(html).toMatch(/^<dialog(?![^>]* open)[^>]* id="shots"/);
    const { dialog } = renderLightbox();
    expect(dialog.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const image of dialog.querySelectorAll('img'))
      expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('opens as a modal dialog on the screen asked for, the only one focusable', () => {
    const { dialog, lightbox } = renderLightbox();
    lightbox.open(1);
    expect(dialog.open).toBe(true);
    expect(dialog).toHaveAccessibleName(screens[1]?.title);
    expect(dialog).toHaveAccessibleDescription(screens[1]?.description);
    expect(counter(dialog)).toHaveTextContent(`2 / ${total}`);
    const shown = pane(dialog, 2);
    const panes = within(dialog).getAllByRole('group', { hidden: true, name: /^Slide \d+ of / });
    expect(panes.filter((each) => !each.hasAttribute('inert'))).toEqual([shown]);
    expect(panes.filter((each) => each.hasAttribute('tabindex'))).toEqual([shown]);
    // Both themes' pictures; CSS shows the visitor's.
    const images = within(shown).getAllByRole('img', { name: screens[1]?.alt });
    expect(images.map((image) => [image.getAttribute('src'), image.className])).toEqual([
      [screens[1]?.src, expect.stringContaining('tb-light-only')],
      [screens[1]?.srcDark, expect.stringContaining('tb-dark-only')],
    ]);
    // Icon-only buttons carry their name as a tooltip too (docs/requirements.md §9).
    for (const name of ['Close full-screen view', 'Previous slide', 'Next slide'])
      expect(within(dialog).getByRole('button', { name })).toHaveAttribute('data-tooltip', name);
  });

  it('pages with Previous and Next, wrapping around, and with the arrow keys, Home and End', () => {
    const { dialog, lightbox } = renderLightbox();
    lightbox.open(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous slide' }));
    expect(dialog).toHaveAccessibleName(screens[total - 1]?.title);
    expect(counter(dialog)).toHaveTextContent(`${total} / ${total}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next slide' }));
    expect(dialog).toHaveAccessibleName(screens[0]?.title);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog).toHaveAccessibleName(screens[1]?.title);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      `Slide 2 of ${total}: ${screens[1]?.title}`,
    );
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(counter(dialog)).toHaveTextContent(`1 / ${total}`);
    fireEvent.keyDown(dialog, { key: 'End' });
    expect(counter(dialog)).toHaveTextContent(`${total} / ${total}`);
    fireEvent.keyDown(dialog, { key: 'Home' });
    expect(counter(dialog)).toHaveTextContent(`1 / ${total}`);
  });

  it('lets the arrow keys pan a screen wider than the phone before they change the screen', () => {
    const { dialog, lightbox } = renderLightbox();
    lightbox.open(0);
    const first = pane(dialog, 1);
    Object.defineProperties(first, { clientWidth: { value: 375 }, scrollWidth: { value: 1200 } });
    first.scrollLeft = 200;
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(counter(dialog)).toHaveTextContent(`1 / ${total}`);
    first.scrollLeft = 1200 - 375;
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(counter(dialog)).toHaveTextContent(`2 / ${total}`);
  });

  it.each([
    ['Escape', (dialog: HTMLDialogElement) => fireEvent.keyDown(dialog, { key: 'Escape' })],
    [
      'the close button',
      (dialog: HTMLDialogElement) =>
        fireEvent.click(within(dialog).getByRole('button', { name: 'Close full-screen view' })),
    ],
    [
      "the browser's cancel (the Back gesture on Android)",
      (dialog: HTMLDialogElement) => fireEvent(dialog, new Event('cancel', { cancelable: true })),
    ],
  ])('closes with %s, telling its owner the screen last shown', (_, close) => {
    const { dialog, lightbox, onClose } = renderLightbox();
    lightbox.open(2);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    close(dialog);
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledExactlyOnceWith(3);
    // And opens again.
    lightbox.open(0);
    expect(dialog.open).toBe(true);
  });

  it('stays closed while its owner moves, and shows where it is when opened', () => {
    const { dialog, lightbox } = renderLightbox();
    lightbox.show(4);
    expect(dialog.open).toBe(false);
    lightbox.open(4);
    expect(counter(dialog)).toHaveTextContent(`5 / ${total}`);
  });

  it('falls back to the title where an item has no alt text', () => {
    const [first] = screens;
    if (!first) throw new Error('no screens');
    const html = renderToStaticMarkup(
      <Lightbox id="one" slides={[{ ...first, alt: undefined, title: 'Only' }]} />,
    );
    expect(html).toContain('alt="Only"');
  });
});
