import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screens } from '#web/content/screens.ts';
import { counter, dialog, opener, renderCarousel } from './carousel.test-helpers';

describe('Carousel viewer', () => {
  it('opens the current slide full screen from its image, as a modal dialog', () => {
    renderCarousel();
    expect(dialog().open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(opener(2)).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(opener(2));
    const open = dialog();
    expect(open.open).toBe(true);
    expect(open).toHaveAccessibleName(screens[1]?.title);
    expect(open).toHaveAccessibleDescription(screens[1]?.description);
    expect(counter(open)).toHaveTextContent('2 / 10');
    // The screen shown, in both themes' pictures (CSS shows the visitor's), the only one focusable.
    const shown = within(open).getByRole('group', { name: 'Slide 2 of 10' });
    expect(shown).not.toHaveAttribute('inert');
    expect(shown).toHaveAttribute('tabindex', '0');
    const panes = within(open).getAllByRole('group', { hidden: true, name: /^Slide \d+ of 10$/ });
    expect(panes.filter((pane) => !pane.hasAttribute('inert'))).toEqual([shown]);
    expect(panes.filter((pane) => pane.hasAttribute('tabindex'))).toEqual([shown]);
    const images = within(shown).getAllByRole('img', { name: screens[1]?.alt });
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      screens[1]?.src,
      screens[1]?.srcDark,
    ]);
  });

  it('pages with Previous and Next, wrapping around, and with the arrow keys', () => {
    const carousel = renderCarousel();
    fireEvent.click(opener(1));
    const open = dialog();
    fireEvent.click(within(open).getByRole('button', { name: 'Previous slide' }));
    expect(open).toHaveAccessibleName(screens[9]?.title);
    expect(counter(open)).toHaveTextContent('10 / 10');
    fireEvent.click(within(open).getByRole('button', { name: 'Next slide' }));
    expect(open).toHaveAccessibleName(screens[0]?.title);
    fireEvent.keyDown(open, { key: 'ArrowRight' });
    expect(open).toHaveAccessibleName(screens[1]?.title);
    expect(open).toHaveAccessibleDescription(screens[1]?.description);
    expect(within(open).getByRole('status')).toHaveTextContent(
      `Slide 2 of 10: ${screens[1]?.title}`,
    );
    // The carousel underneath follows.
    expect(counter(carousel)).toHaveTextContent('2 / 10');
  });

  it('lets the arrow keys pan a screen wider than the phone before they change the slide', () => {
    renderCarousel();
    fireEvent.click(opener(1));
    const open = dialog();
    const pane = within(open).getByRole('group', { name: 'Slide 1 of 10' });
    Object.defineProperties(pane, {
      clientWidth: { value: 375 },
      scrollWidth: { value: 1200 },
    });
    pane.scrollLeft = 200;
    fireEvent.keyDown(pane, { key: 'ArrowRight' });
    fireEvent.keyDown(pane, { key: 'ArrowLeft' });
    expect(counter(open)).toHaveTextContent('1 / 10');
    pane.scrollLeft = 1200 - 375;
    fireEvent.keyDown(pane, { key: 'ArrowRight' });
    expect(counter(open)).toHaveTextContent('2 / 10');
  });

  it('closes with Escape and gives focus back to the image it was opened from', () => {
    renderCarousel();
    opener(1).focus();
    fireEvent.click(opener(1));
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(dialog().open).toBe(false);
    expect(opener(1)).toHaveFocus();
  });

  it('closes with the close button, focusing the image of the slide last shown', () => {
    const carousel = renderCarousel();
    fireEvent.click(opener(1));
    const open = dialog();
    fireEvent.click(within(open).getByRole('button', { name: 'Next slide' }));
    fireEvent.click(within(open).getByRole('button', { name: 'Close full-screen view' }));
    expect(open.open).toBe(false);
    expect(counter(carousel)).toHaveTextContent('2 / 10');
    expect(opener(2)).toHaveFocus();
  });

  it('closes when the browser cancels it (the Back gesture on Android)', () => {
    renderCarousel();
    fireEvent.click(opener(1));
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog().open).toBe(false);
    // And opens again from the image.
    fireEvent.click(opener(1));
    expect(dialog().open).toBe(true);
  });
});
