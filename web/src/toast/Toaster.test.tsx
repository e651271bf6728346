import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mountToaster, TOASTER_ROOT_ID } from './mount';
import { Toaster } from './Toaster';

describe('Toaster', () => {
  it('shows toasts at the bottom right and follows the page colour scheme', async () => {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    render(<Toaster />);
    act(() => {
      toast('OTP Sent', { description: 'Check your inbox.' });
    });
    expect(await screen.findByText('OTP Sent')).toBeInTheDocument();
    const list = document.querySelector('[data-sonner-toaster]') as HTMLElement;
    expect(list.dataset.yPosition).toBe('bottom');
    expect(list.dataset.xPosition).toBe('right');
    expect(list.dataset.sonnerTheme).toBe('light');
    await act(async () => {
      document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
    });
    expect(list.dataset.sonnerTheme).toBe('dark');
  });

  it('mounts once into the layout root', async () => {
    document.body.innerHTML = `<div id="${TOASTER_ROOT_ID}"></div>`;
    await act(() => mountToaster(document));
    await act(() => mountToaster(document));
    const root = document.getElementById(TOASTER_ROOT_ID) as HTMLElement;
    expect(root.dataset.mounted).toBe('true');
    expect(root.querySelectorAll('section[aria-label^="Notifications"]')).toHaveLength(1);
  });
});
