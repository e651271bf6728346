// Shared by the sign-in card's test files; each one mocks '../../api/client' itself (vi.mock is
// hoisted per file, and applies to this module's imports too).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { sendCode } from '#web/api/client.ts';
import { IslandProviders } from '#web/islands/IslandProviders.tsx';
import { Toaster } from '#web/toast/Toaster.tsx';
import { SignInCard, type SignInCardProps } from './SignInCard';

export const ok = (message: string) => ({ data: { success: true as const, message } });
export const fail = (status: number, message: string | null) => ({ error: { status, message } });
export const navigate = vi.fn();

export function renderCard(props: Partial<SignInCardProps> = {}) {
  render(
    <IslandProviders>
      <SignInCard
        variant="login"
        target={{ kind: 'platform' }}
        heading="Sign in to Testbeam"
        navigate={navigate}
        {...props}
      />
      <Toaster />
    </IslandProviders>,
  );
}

export async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** Moves the fake clock a second at a time, letting React re-render between ticks. */
export async function advance(ms: number) {
  for (let left = ms; left > 0; left -= Math.min(left, 1000)) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(left, 1000));
    });
  }
}

export async function submitEmail(email = 'ada@example.com') {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
  await flush();
}

export async function enterCode(code: string) {
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: code } });
  await flush();
}

/** The toast whose title is `title`. */
export const toastTitled = (title: string) =>
  screen.getByText(title).closest('[data-sonner-toast]') as HTMLElement;

/**
 * Every card test: a fake clock, a server that sends codes, and no toast or mock call left over
 * (sonner keeps its toasts in a module-level store).
 */
export function setUpCardTests() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(sendCode).mockResolvedValue(ok('If that address can sign in, a code is on its way.'));
  });
  afterEach(() => {
    act(() => {
      toast.dismiss();
      vi.advanceTimersByTime(1000);
    });
    vi.useRealTimers();
    vi.clearAllMocks();
  });
}
