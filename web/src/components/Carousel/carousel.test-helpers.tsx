import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { enhanceCarousel } from './carousel.enhance';
import { screens } from '#web/content/screens.ts';
import { Carousel } from './Carousel';

export const props = { id: 'tour', slides: screens, label: 'Product screenshots' };

/** The carousel's server markup, as the home page's HTML has it. */
export function renderMarkup() {
  document.body.innerHTML = renderToStaticMarkup(<Carousel {...props} />);
  return screen.getByRole('region', { name: 'Product screenshots' });
}

/** The server markup enhanced by the browser code, as a visitor gets it; returns its region. */
export function renderCarousel() {
  const carousel = renderMarkup();
  enhanceCarousel(carousel);
  return carousel;
}

/** The visible "n / total" counter inside `container`. */
export const counter = (container: HTMLElement) => within(container).getByText(/^\d+ \/ \d+$/);

export const thumbnail = (n: number) =>
  screen.getByRole('button', { name: new RegExp(`^Slide ${n}:`) });

/** The button over slide n's image that opens the viewer. */
export const opener = (n: number) =>
  screen.getByRole('button', { name: `View slide ${n} full screen` });

/** The viewer's dialog, open or closed. */
export const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
