import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, showToast, vanillaToastConfig } from './vanilla-toast';

const region = () => screen.getByRole('region', { name: 'Notifications alt+T' });
const toasts = () => within(region()).queryAllByRole('listitem');

describe('vanilla toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<main><button>Elsewhere</button></main><div id="toaster-root"></div>';
  });

  afterEach(() => {
    dismissAllToasts();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('has the toaster constants of docs/requirements.md §2, as the sonner toaster does', () => {
    expect(vanillaToastConfig).toMatchObject({
      durationMs: 4000,
      visible: 3,
      gapPx: 14,
      widthPx: 356,
      swipePx: 20,
    });
    showToast('success', 'Link copied!');
    const list = region().querySelector('ol') as HTMLElement;
    expect(list.style.getPropertyValue('--width')).toBe('356px');
    expect(list.style.getPropertyValue('--gap')).toBe('14px');
    // In the layout's toast root, announced politely.
    expect(document.getElementById('toaster-root')).toContainElement(region());
    expect(region()).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a title and a description, and leaves after 4000 ms', () => {
    showToast('success', 'Link copied!', { description: 'Article link has been copied.' });
    const [toast] = toasts();
    expect(toast).toHaveTextContent('Link copied!');
    expect(toast).toHaveTextContent('Article link has been copied.');
    vi.advanceTimersByTime(3999);
    expect(toast).not.toHaveAttribute('data-removed');
    vi.advanceTimersByTime(1);
    expect(toast).toHaveAttribute('data-removed');
    vi.advanceTimersByTime(vanillaToastConfig.exitMs);
    expect(toasts()).toHaveLength(0);
  });

  it('waits while the pointer is over the toasts, and resumes where it stopped', () => {
    showToast('error', 'Failed to copy');
    const [toast] = toasts();
    vi.advanceTimersByTime(3000);
    fireEvent.mouseEnter(region().querySelector('ol') as HTMLElement);
    vi.advanceTimersByTime(10_000);
    expect(toast).not.toHaveAttribute('data-removed');
    fireEvent.mouseLeave(region().querySelector('ol') as HTMLElement);
    vi.advanceTimersByTime(999);
    expect(toast).not.toHaveAttribute('data-removed');
    vi.advanceTimersByTime(1);
    expect(toast).toHaveAttribute('data-removed');
  });

  it('closes with its close button, which has a tooltip', () => {
    showToast('success', 'Link copied!');
    const close = within(toasts()[0] as HTMLElement).getByRole('button', { name: 'Close toast' });
    expect(close).toHaveAttribute('data-tooltip', 'Close toast');
    close.click();
    expect(toasts()[0]).toHaveAttribute('data-removed');
  });

  it('shows the newest in front and at most 3 at once', () => {
    for (const n of [1, 2, 3, 4]) showToast('success', `Toast ${n}`);
    const all = toasts();
    expect(all.map((toast) => toast.textContent)).toEqual([
      'Toast 4',
      'Toast 3',
      'Toast 2',
      'Toast 1',
    ]);
    expect(all[0]).toHaveAttribute('data-front');
    expect(all.filter((toast) => toast.hasAttribute('data-hidden'))).toEqual([all[3]]);
    // When the front one goes, the hidden one comes into view.
    within(all[0] as HTMLElement)
      .getByRole('button', { name: 'Close toast' })
      .click();
    expect(all[3]).not.toHaveAttribute('data-hidden');
  });

  it('moves focus to the toasts with Alt+T', () => {
    showToast('success', 'Link copied!');
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    expect(region().querySelector('ol')).toHaveFocus();
  });

  it('is dismissed by a swipe of 20 px, not by a shorter one', () => {
    showToast('success', 'Link copied!');
    const [toast] = toasts() as [HTMLElement];
    fireEvent.pointerDown(toast, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 110, clientY: 100, pointerId: 1 });
    expect(toast).not.toHaveAttribute('data-removed');
    fireEvent.pointerDown(toast, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 100, clientY: 121, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 100, clientY: 121, pointerId: 1 });
    expect(toast).toHaveAttribute('data-removed');
  });
});
