import { fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { enhanceGalleries } from './gallery.enhance';
import { Gallery } from './Gallery';
import type { GalleryItem } from './gallery-types';

const items: GalleryItem[] = ['Collections', 'Auth setup', 'Data explorer'].map((title, i) => ({
  src: `/images/screens/shot-${i}.svg`,
  srcDark: `/images/screens/shot-${i}-dark.svg`,
  title,
  description: `${title} at work.`,
  width: 1280,
  height: 800,
}));

/** The server's HTML, as a visitor without JavaScript gets it. */
function serverMarkup() {
  document.body.innerHTML = renderToStaticMarkup(
    <Gallery items={items} label="Screenshots" productPath="/api-mcp-studio" />,
  );
}

/** The server's HTML, then gallery.enhance.ts on top, as the boot script runs it. */
function enhanced() {
  serverMarkup();
  enhanceGalleries(document);
}

const thumbnail = (name: string) => screen.getByRole('link', { name });
const dialog = () => document.querySelector('dialog');
const openDialog = () => {
  const element = dialog();
  expect(element?.open).toBe(true);
  return element as HTMLDialogElement;
};
const shown = () => openDialog().querySelector('h2')?.textContent;
const status = () => within(openDialog()).getByRole('status');

describe('Gallery', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('links each thumbnail to its screen page of the site, not to the image file', () => {
    serverMarkup();
    const links = within(screen.getByRole('list', { name: 'Screenshots' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Collections', '/api-mcp-studio/screens/shot-0'],
      ['Auth setup', '/api-mcp-studio/screens/shot-1'],
      ['Data explorer', '/api-mcp-studio/screens/shot-2'],
    ]);
    // The full-screen viewer waits closed, out of the accessibility tree, its pictures lazy.
    expect(dialog()?.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the clicked screen larger, with its title, description, counter and both themes', () => {
    enhanced();
    const link = thumbnail('Auth setup');
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    // The link's own navigation is cancelled: the lightbox replaces it.
    expect(click.defaultPrevented).toBe(true);
    const open = openDialog();
    expect(open).toHaveAccessibleName('Auth setup');
    expect(open).toHaveAccessibleDescription('Auth setup at work.');
    expect(open).toHaveTextContent('2 / 3');
    expect(status()).toHaveTextContent('Slide 2 of 3: Auth setup');
    // Both themes' pictures; CSS shows the one matching the scheme.
    const pictures = within(open).getAllByRole('img', { name: 'Auth setup' });
    expect(pictures.map((img) => [img.getAttribute('src'), img.className])).toEqual([
      ['/images/screens/shot-1.svg', expect.stringContaining('tb-light-only')],
      ['/images/screens/shot-1-dark.svg', expect.stringContaining('tb-dark-only')],
    ]);
    expect(pictures[0]).toHaveAttribute('width', '1280');
    // Icon-only buttons carry their name as a tooltip too (docs/requirements.md §9).
    for (const name of ['Close full-screen view', 'Previous slide', 'Next slide'])
      expect(within(open).getByRole('button', { name })).toHaveAttribute('data-tooltip', name);
  });

  it('leaves a click with a modifier key to the browser: the screen page opens in a new tab', () => {
    enhanced();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    thumbnail('Collections').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(dialog()?.open).toBe(false);
  });

  it('pages with previous and next, wrapping around, and with the arrow keys', () => {
    enhanced();
    fireEvent.click(thumbnail('Data explorer'));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('Collections');
    expect(openDialog()).toHaveTextContent('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toBe('Data explorer');
    fireEvent.keyDown(openDialog(), { key: 'ArrowRight' });
    expect(shown()).toBe('Collections');
    fireEvent.keyDown(openDialog(), { key: 'ArrowLeft' });
    expect(shown()).toBe('Data explorer');
  });

  it('closes with Escape and returns focus to the thumbnail', () => {
    enhanced();
    const link = thumbnail('Collections');
    link.focus();
    fireEvent.click(link);
    fireEvent.keyDown(openDialog(), { key: 'Escape' });
    expect(dialog()?.open).toBe(false);
    expect(link).toHaveFocus();
  });

  it('closes with the close button, focusing the thumbnail of the screen last shown', () => {
    enhanced();
    fireEvent.click(thumbnail('Collections'));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close full-screen view' }));
    expect(dialog()?.open).toBe(false);
    expect(thumbnail('Auth setup')).toHaveFocus();
  });

  it('reopens the same lightbox, and enhancing twice adds no second one', () => {
    enhanced();
    enhanceGalleries(document);
    fireEvent.click(thumbnail('Collections'));
    fireEvent.keyDown(openDialog(), { key: 'Escape' });
    fireEvent.click(thumbnail('Data explorer'));
    expect(shown()).toBe('Data explorer');
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
  });
});
