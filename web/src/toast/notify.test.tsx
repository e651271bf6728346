import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOASTER_ROOT_ID } from './mount';

// A fresh notify module per test: the setup file has already loaded sonner into the shared one.
async function freshNotify() {
  vi.resetModules();
  return import('./notify');
}

const toasterRoot = () => document.getElementById(TOASTER_ROOT_ID) as HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `
    <main>
      <p><a href="/about">About</a></p>
      <div data-island="contact-form"><input aria-label="Email" /></div>
    </main>
    <div id="${TOASTER_ROOT_ID}"></div>`;
});

describe('notify', () => {
  it('loads sonner and mounts the toaster with the first toast, which then shows', async () => {
    const { notify } = await freshNotify();
    expect(toasterRoot().dataset.mounted).toBeUndefined();
    await act(async () => {
      notify.success('Link Copied', { description: 'The link is on your clipboard.' });
    });
    expect(await screen.findByText('Link Copied')).toBeInTheDocument();
    expect(screen.getByText('The link is on your clipboard.')).toBeInTheDocument();
    expect(toasterRoot().dataset.mounted).toBe('true');
    expect(toasterRoot().querySelectorAll('section[aria-label^="Notifications"]')).toHaveLength(1);
  });

  it('shows an error toast the same way', async () => {
    const { notify } = await freshNotify();
    await act(async () => {
      notify.error('Request Failed');
    });
    const item = (await screen.findByText('Request Failed')).closest('[data-sonner-toast]');
    expect(item).toHaveAttribute('data-type', 'error');
  });
});

describe('loadToastsOnIntent', () => {
  it('loads nothing for activity outside islands, and the toaster on the first inside one', async () => {
    const { loadToasts, loadToastsOnIntent } = await freshNotify();
    loadToastsOnIntent(document);
    screen
      .getByRole('link', { name: 'About' })
      .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(toasterRoot().dataset.mounted).toBeUndefined();

    screen.getByLabelText('Email').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(toasterRoot().dataset.mounted).toBe('true');
    // The load the focus started: awaiting it again does not start another.
    await act(() => loadToasts(document));
    expect(toasterRoot().querySelectorAll('section[aria-label^="Notifications"]')).toHaveLength(1);
  });
});
