import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IslandProviders } from '../../islands/IslandProviders';
import { Gallery } from './Gallery';
import type { GalleryItem } from './gallery-types';

const items: GalleryItem[] = ['Collections', 'Auth setup', 'Data explorer'].map((title, i) => ({
  src: `/images/screens/${i}.svg`,
  srcDark: `/images/screens/${i}-dark.svg`,
  title,
  description: `${title} at work.`,
  width: 1280,
  height: 800,
}));

const renderGallery = () =>
  render(
    <IslandProviders>
      <Gallery items={items} label="Screenshots" />
    </IslandProviders>,
  );

const dialog = () => screen.queryByRole('dialog', { hidden: true });

describe('Gallery', () => {
  it('renders links to the full images on the server, for visitors without JavaScript', () => {
    document.body.innerHTML = renderToString(<Gallery items={items} label="Screenshots" />);
    const links = within(screen.getByRole('list', { name: 'Screenshots' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Collections', '/images/screens/0.svg'],
      ['Auth setup', '/images/screens/1.svg'],
      ['Data explorer', '/images/screens/2.svg'],
    ]);
  });

  it('opens the clicked image larger, with its title and description', () => {
    renderGallery();
    expect(dialog()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Auth setup' }));
    const open = dialog() as HTMLDialogElement;
    expect(open.open).toBe(true);
    expect(open).toHaveAccessibleName('Auth setup');
    expect(open).toHaveAccessibleDescription('Auth setup at work.');
    // Both themes' pictures are in the HTML; CSS shows the one matching the scheme.
    const pictures = within(open).getAllByRole('img', { name: 'Auth setup' });
    expect(pictures.map((img) => [img.getAttribute('src'), img.className])).toEqual([
      ['/images/screens/1.svg', expect.stringContaining('tb-light-only')],
      ['/images/screens/1-dark.svg', expect.stringContaining('tb-dark-only')],
    ]);
    expect(open).toHaveTextContent('2 / 3');
  });

  it('pages with previous and next, wrapping around, and with the arrow keys', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Data explorer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(dialog()).toHaveAccessibleName('Collections');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(dialog()).toHaveAccessibleName('Data explorer');
    fireEvent.keyDown(dialog() as HTMLElement, { key: 'ArrowRight' });
    expect(dialog()).toHaveAccessibleName('Collections');
  });

  it('closes with Escape and returns focus to the thumbnail', async () => {
    renderGallery();
    const thumbnail = screen.getByRole('button', { name: 'Collections' });
    thumbnail.focus();
    fireEvent.click(thumbnail);
    await act(async () => fireEvent.keyDown(dialog() as HTMLElement, { key: 'Escape' }));
    expect(dialog()).toBeNull();
    expect(thumbnail).toHaveFocus();
  });

  it('closes with the close button, focusing the thumbnail of the image last shown', async () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Collections' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close image' })));
    expect(dialog()).toBeNull();
    expect(screen.getByRole('button', { name: 'Auth setup' })).toHaveFocus();
  });
});
