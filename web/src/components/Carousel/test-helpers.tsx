import { render, screen, within } from '@testing-library/react';
import { screens } from '../../content/screens';
import { IslandProviders } from '../../islands/IslandProviders';
import { Carousel } from './Carousel';

export const props = { id: 'tour', slides: screens, label: 'Product screenshots' };

/** Renders the carousel as the home page does and returns its region. */
export function renderCarousel() {
  render(
    <IslandProviders>
      <Carousel {...props} />
    </IslandProviders>,
  );
  return screen.getByRole('region', { name: 'Product screenshots' });
}

/** The visible "n / total" counter inside `container`. */
export const counter = (container: HTMLElement) => within(container).getByText(/^\d+ \/ \d+$/);

export const thumbnail = (n: number) =>
  screen.getByRole('button', { name: new RegExp(`^Slide ${n}:`) });

/** The button over slide n's image that opens the viewer. */
export const opener = (n: number) =>
  screen.getByRole('button', { name: `View slide ${n} full screen` });
