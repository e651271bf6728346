import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screens } from '../../content/screens';
import { counter, opener, renderCarousel } from './test-helpers';

const dialog = () => screen.queryByRole('dialog', { hidden: true }) as HTMLDialogElement | null;

describe('Carousel viewer', () => {
  it('opens the current slide full screen from its image, as a modal dialog', () => {
    renderCarousel();
    expect(dialog()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(opener(2)).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(opener(2));
    const open = dialog() as HTMLDialogElement;
    expect(open.open).toBe(true);
    expect(open).toHaveAccessibleName(screens[1]?.title);
    expect(open).toHaveAccessibleDescription(screens[1]?.description);
    expect(counter(open)).toHaveTextContent('2 / 10');
    // The screen shown, in both themes' pictures (CSS shows the visitor's).
    const shown = within(open).getByRole('group', { name: 'Slide 2 of 10' });
    expect(shown).not.toHaveAttribute('inert');
    const images = within(shown).getAllByRole('img', { name: screens[1]?.alt });
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      screens[1]?.src,
      screens[1]?.srcDark,
    ]);
  });

  it('pages with Previous and Next, wrapping around, and with the arrow keys', () => {
    const carousel = renderCarousel();
    fireEvent.click(opener(1));
    const open = dialog() as HTMLDialogElement;
    fireEvent.click(within(open).getByRole('button', { name: 'Previous slide' }));
    expect(open).toHaveAccessibleName(screens[9]?.title);
    expect(counter(open)).toHaveTextContent('10 / 10');
    fireEvent.click(within(open).getByRole('button', { name: 'Next slide' }));
    expect(open).toHaveAccessibleName(screens[0]?.title);
    fireEvent.keyDown(open, { key: 'ArrowRight' });
    expect(open).toHaveAccessibleName(screens[1]?.title);
    expect(within(open).getByRole('status')).toHaveTextContent(
      `Slide 2 of 10: ${screens[1]?.title}`,
    );
    // The carousel underneath follows.
    expect(counter(carousel)).toHaveTextContent('2 / 10');
  });

  it('closes with Escape and gives focus back to the image it was opened from', async () => {
    renderCarousel();
    act(() => opener(1).focus());
    fireEvent.click(opener(1));
    await act(async () => fireEvent.keyDown(dialog() as HTMLElement, { key: 'Escape' }));
    expect(dialog()).toBeNull();
    expect(opener(1)).toHaveFocus();
  });

  it('closes with the close button, focusing the image of the slide last shown', async () => {
    const carousel = renderCarousel();
    fireEvent.click(opener(1));
    const open = dialog() as HTMLDialogElement;
    fireEvent.click(within(open).getByRole('button', { name: 'Next slide' }));
    await act(async () =>
      fireEvent.click(within(open).getByRole('button', { name: 'Close full-screen view' })),
    );
    expect(dialog()).toBeNull();
    expect(counter(carousel)).toHaveTextContent('2 / 10');
    expect(opener(2)).toHaveFocus();
  });

  it('closes when the browser cancels it (the Back gesture on Android)', async () => {
    renderCarousel();
    fireEvent.click(opener(1));
    await act(async () => fireEvent(dialog() as HTMLElement, new Event('cancel')));
    expect(dialog()).toBeNull();
  });
});
