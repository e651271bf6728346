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

describe('loadToastsAfterIslands', () => {
  it('loads the toaster in a task of its own on a page with an island', async () => {
    const { loadToasts, loadToastsAfterIslands } = await freshNotify();
    const tasks: (() => void)[] = [];
    const win = { setTimeout: (task: () => void) => tasks.push(task) } as unknown as Window;
    loadToastsAfterIslands(document, win);
    expect(toasterRoot().dataset.mounted).toBeUndefined();
    expect(tasks).toHaveLength(1);

    tasks[0]?.();
    expect(toasterRoot().dataset.mounted).toBe('true');
    // The load it started: awaiting it again does not start another.
    await act(() => loadToasts(document));
    expect(toasterRoot().querySelectorAll('section[aria-label^="Notifications"]')).toHaveLength(1);
  });

  it('loads nothing on a page without one', async () => {
    const { loadToastsAfterIslands } = await freshNotify();
    document.querySelector('[data-island]')?.remove();
    const tasks: (() => void)[] = [];
    loadToastsAfterIslands(document, {
      setTimeout: (task: () => void) => tasks.push(task),
    } as unknown as Window);
    expect(tasks).toHaveLength(0);
    expect(toasterRoot().dataset.mounted).toBeUndefined();
  });
});
