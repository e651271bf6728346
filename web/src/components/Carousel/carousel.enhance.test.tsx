import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_ATTRIBUTE } from '#web/client/early-input.ts';
import { screens } from '#web/content/screens.ts';
import { Carousel } from './Carousel';
import {
  counter,
  dialog,
  props,
  renderCarousel,
  renderMarkup,
  thumbnail,
} from './carousel.test-helpers';

afterEach(() => vi.restoreAllMocks());

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
    expect(carousel.querySelectorAll('[aria-roledescription="carousel"]')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('shows each slide with its image in both themes, its title and description', () => {
    const carousel = renderCarousel();
    for (const slide of screens) {
      const images = within(carousel).getAllByRole('img', { name: slide.alt });
      expect(images.map((image) => image.getAttribute('src'))).toEqual([slide.src, slide.srcDark]);
      expect(images[0]).toHaveAttribute('width', String(slide.width));
      expect(within(carousel).getByRole('heading', { name: slide.title })).toBeInTheDocument();
      expect(within(carousel).getByText(slide.description)).toBeInTheDocument();
    }
  });

  it('keeps the slides out of view inert, so only the one shown can be reached', () => {
    const carousel = renderCarousel();
    const slides = within(carousel).getAllByRole('group', { name: /of 10$/ });
    expect(slides.filter((slide) => !slide.hasAttribute('inert'))).toEqual([slides[0]]);
    fireEvent.click(thumbnail(3));
    expect(slides.filter((slide) => !slide.hasAttribute('inert'))).toEqual([slides[2]]);
  });

  it('counts "n / total" on screen and announces the slide once, in one polite status', () => {
    const carousel = renderCarousel();
    expect(counter(carousel)).toHaveTextContent('1 / 10');
    expect(counter(carousel)).toHaveAttribute('aria-hidden', 'true');
    const live = carousel.querySelectorAll('[aria-live]');
    expect(live).toHaveLength(1);
    expect(live[0]).toHaveAttribute('aria-live', 'polite');
    expect(live[0]).toHaveTextContent(`Slide 1 of 10: ${screens[0]?.title}`);
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

  it('jumps with the labelled thumbnails, its one set of jump controls (no dots)', () => {
    const carousel = renderCarousel();
    const thumbnails = within(carousel).getByRole('group', { name: 'Choose a slide' });
    expect(within(thumbnails).getAllByRole('button')).toHaveLength(10);
    fireEvent.click(thumbnail(4));
    expect(counter(carousel)).toHaveTextContent('4 / 10');
    expect(thumbnail(4)).toHaveAttribute('aria-current', 'true');
    expect(thumbnail(1)).not.toHaveAttribute('aria-current');
    expect(screen.queryAllByTestId('carousel-dot')).toHaveLength(0);
    // Previous, Next, the image of each slide and the thumbnails: nothing else to click.
    expect(within(carousel).getAllByRole('button')).toHaveLength(2 + 10 + 10);
  });

  it('moves with the arrow keys, Home and End while focus is inside', () => {
    const carousel = renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
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

  it('keeps focus on the image when the keys move the slides from there', () => {
    const carousel = renderCarousel();
    const first = screen.getByRole('button', { name: 'View slide 1 full screen' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(counter(carousel)).toHaveTextContent('2 / 10');
    expect(screen.getByRole('button', { name: 'View slide 2 full screen' })).toHaveFocus();
  });

  // Swipes, wheels and the track's scroll ends: carousel-swipe.test.tsx, with and without scrollend.

  it('scrolls the thumbnail strip sideways (never the page) to show the current thumbnail whole', () => {
    const carousel = renderCarousel();
    const strip = within(carousel).getByRole('group', { name: 'Choose a slide' });
    // A phone: ten 72 px thumbnails 8 px apart in a 343 px strip.
    const thumbs = [...strip.children];
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return thumbs.includes(this) ? thumbs.indexOf(this) * 80 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(72);
    vi.spyOn(strip, 'clientWidth', 'get').mockReturnValue(343);
    vi.spyOn(strip, 'scrollWidth', 'get').mockReturnValue(792);
    const scrollTo = vi.fn();
    strip.scrollTo = scrollTo;
    const pageScroll = vi.spyOn(window, 'scrollTo');
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 792 - 343, behavior: 'smooth' });
    strip.scrollLeft = 792 - 343;
    fireEvent.click(thumbnail(2));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 80, behavior: 'smooth' });
    expect(pageScroll).not.toHaveBeenCalled();
    expect(intoView).not.toHaveBeenCalled();
  });

  it('renders the first slide, its counter and the closed viewer on the server, pending', () => {
    const html = renderToString(<Carousel {...props} />);
    expect(html).toContain(`src="${screens[0]?.src}"`);
    expect(html).toContain('>1 / 10</p>');
    expect(html).toContain(`Slide 1 of 10: ${screens[0]?.title}`);
    expect(html).toMatch(/<section[^>]* data-pending=""/);
    expect(html).toMatch(/<dialog(?![^>]* open)[^>]*>/);
  });

  it('is pending until its code has attached its listeners, then ready', () => {
    const carousel = renderMarkup();
    expect(carousel).toHaveAttribute(PENDING_ATTRIBUTE, '');
    renderCarousel();
    const ready = screen.getByRole('region', { name: 'Product screenshots' });
    expect(ready).not.toHaveAttribute(PENDING_ATTRIBUTE);
    // A held click is replayed with .click() on the button it was made on.
    within(ready).getByRole('button', { name: 'Next slide' }).click();
    expect(counter(ready)).toHaveTextContent('2 / 10');
    expect(dialog().open).toBe(false);
  });
});
