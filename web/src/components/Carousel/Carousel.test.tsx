import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { screens } from '../../content/screens';
import { IslandProviders } from '../../islands/IslandProviders';
import { Carousel } from './Carousel';

const props = { id: 'tour', slides: screens, label: 'Product screenshots' };

function renderCarousel() {
  render(
    <IslandProviders>
      <Carousel {...props} />
    </IslandProviders>,
  );
  return screen.getByRole('region', { name: 'Product screenshots' });
}

/** The visible "n / total" counter. */
const counter = (carousel: HTMLElement) => within(carousel).getByText(/^\d+ \/ \d+$/);
const thumbnail = (n: number) => screen.getByRole('button', { name: new RegExp(`^Slide ${n}:`) });

describe('Carousel', () => {
  it('has the APG carousel semantics: a labelled carousel of 10 labelled slides', () => {
    const carousel = renderCarousel();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { name: /of 10$/ });
    expect(slides).toHaveLength(10);
    slides.forEach((slide, index) => {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(slide).toHaveAccessibleName(`${index + 1} of 10`);
    });
    // Mantine's wrapper must not announce a second carousel inside ours.
    expect(carousel.querySelectorAll('[aria-roledescription="carousel"]')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('shows each slide with its image, title and description', () => {
    renderCarousel();
    for (const slide of screens) {
      const image = screen.getByRole('img', { name: slide.alt });
      expect(image).toHaveAttribute('src', slide.src);
      expect(image).toHaveAttribute('width', String(slide.width));
      expect(screen.getByRole('heading', { name: slide.title })).toBeInTheDocument();
      expect(screen.getByText(slide.description)).toBeInTheDocument();
    }
  });

  it('counts "n / total" on screen and announces the slide once, in one polite status', () => {
    const carousel = renderCarousel();
    expect(counter(carousel)).toHaveTextContent('1 / 10');
    expect(counter(carousel)).toHaveAttribute('aria-hidden', 'true');
    const live = carousel.querySelectorAll('[aria-live]');
    expect(live).toHaveLength(1);
    expect(live[0]).toHaveAttribute('aria-live', 'polite');
    expect(live[0]).toHaveTextContent('Slide 1 of 10');
    expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
  });

  it('wraps from the last slide to the first with Next, and back with Previous', () => {
    const carousel = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(counter(carousel)).toHaveTextContent('10 / 10');
    expect(thumbnail(10)).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter(carousel)).toHaveTextContent('1 / 10');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter(carousel)).toHaveTextContent('2 / 10');
  });

  it('jumps to a slide from its thumbnail or its dot', () => {
    const carousel = renderCarousel();
    fireEvent.click(thumbnail(4));
    expect(counter(carousel)).toHaveTextContent('4 / 10');
    expect(thumbnail(4)).toHaveAttribute('aria-current', 'true');
    expect(thumbnail(1)).not.toHaveAttribute('aria-current');
    const dots = screen.getAllByTestId('carousel-dot');
    expect(dots).toHaveLength(10);
    fireEvent.click(dots[7] as HTMLElement);
    expect(counter(carousel)).toHaveTextContent('8 / 10');
    expect(dots[7]).toHaveAttribute('data-active');
  });

  it('moves with the arrow keys, Home and End while focus is inside', () => {
    const carousel = renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(counter(carousel)).toHaveTextContent('2 / 10');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(counter(carousel)).toHaveTextContent('10 / 10');
    fireEvent.keyDown(next, { key: 'Home' });
    expect(counter(carousel)).toHaveTextContent('1 / 10');
    fireEvent.keyDown(next, { key: 'End' });
    expect(counter(carousel)).toHaveTextContent('10 / 10');
  });

  it('keeps the dots out of the tab order: the labelled thumbnails are the keyboard route', () => {
    renderCarousel();
    for (const dot of screen.getAllByTestId('carousel-dot')) {
      expect(dot).toHaveAttribute('tabindex', '-1');
      expect(dot.parentElement).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('renders the first slide and its counter on the server', () => {
    const html = renderToString(
      <IslandProviders>
        <Carousel {...props} />
      </IslandProviders>,
    );
    expect(html).toContain(`src="${screens[0]?.src}"`);
    expect(html).toMatch(/1<!-- --> \/ <!-- -->10/);
    expect(html).not.toContain('data-ready');
  });
});
