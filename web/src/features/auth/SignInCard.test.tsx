import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getGoogleLoginUrl, sendCode, verifyCode } from '#web/api/client.ts';
import {
  advance,
  enterCode,
  fail,
  flush,
  navigate,
  ok,
  renderCard,
  setUpCardTests,
  submitEmail,
  toastTitled,
} from './sign-in-card.test-helpers';

vi.mock('#web/api/client.ts', () => ({
  sendCode: vi.fn(),
  verifyCode: vi.fn(),
  getGoogleLoginUrl: vi.fn(),
}));

setUpCardTests();

describe('SignInCard, email step', () => {
  it('refuses an invalid email with the message docs/requirements.md gives and sends nothing', async () => {
    renderCard();
    await submitEmail('ada@');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sendCode).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@');
  });

  it('sends the code once however fast the clicks, then shows the code step', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    vi.mocked(sendCode).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCard();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    const button = screen.getByRole('button', { name: 'Send Verification Code' });
    fireEvent.click(button);
    fireEvent.click(button);
    await flush();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(sendCode).toHaveBeenCalledTimes(1);
    expect(sendCode).toHaveBeenCalledWith('ada@example.com');
    await act(async () => answer(ok('Code on its way.')));
    await flush();
    expect(screen.getByText('OTP Sent')).toBeInTheDocument();
    expect(screen.getByText('Code on its way.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
  });

  it('says "Failed to send OTP" when the server gives no message', async () => {
    vi.mocked(sendCode).mockResolvedValue(fail(500, null));
    renderCard();
    await submitEmail();
    await flush();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to send OTP. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeEnabled();
    // React empties a form's fields after its action: the address is shown again.
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
  });
});

describe('SignInCard, code step', () => {
  it('asks for 6 digits before verifying', async () => {
    renderCard();
    await submitEmail();
    await enterCode('12345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await flush();
    expect(screen.getByText('OTP must be 6 digits')).toBeInTheDocument();
    expect(verifyCode).not.toHaveBeenCalled();
  });

  it.each([
    ['login', { kind: 'platform' } as const, '/api_mcp_studio/'],
    ['agent', { kind: 'agent', appConnectorKey: 'github' } as const, '/connect/discover/github/'],
  ] as const)(
    'on the %s page, signs in and leaves for the app after 750 ms',
    async (variant, target, path) => {
      vi.mocked(verifyCode).mockResolvedValue(ok('Signed in.'));
      renderCard({ variant, target });
      await submitEmail();
      await enterCode('123456');
      expect(verifyCode).toHaveBeenCalledWith('ada@example.com', '123456');
      await flush();
      expect(screen.getByText('Login Successful')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTimeAsync(749));
      expect(navigate).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTimeAsync(1));
      expect(navigate).toHaveBeenCalledWith(`${window.location.origin}${path}`);
    },
  );

  it.each([
    ['login', null, 'Login Failed', 'Invalid OTP code. Please try again.'],
    ['agent', null, 'Error', 'Invalid verification code. Please try again.'],
    ['login', 'Invalid verification code.', 'Login Failed', 'Invalid verification code.'],
  ] as const)(
    'on the %s page, a failed check with message %j shows %s',
    async (variant, message, title, text) => {
      vi.mocked(verifyCode).mockResolvedValue(fail(401, message));
      renderCard({ variant, target: { kind: 'platform' } });
      await submitEmail();
      await enterCode('654321');
      await flush();
      expect(within(toastTitled(title)).getByText(text)).toBeInTheDocument();
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('puts the caret in the code field when the step opens and again after a failed check', async () => {
    vi.mocked(verifyCode).mockResolvedValue(fail(401, null));
    renderCard();
    await submitEmail();
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveFocus();
    code.blur();
    await enterCode('654321');
    await flush();
    expect(verifyCode).toHaveBeenCalledOnce();
    expect(code).toHaveFocus();
  });

  it('counts down before Resend, then resends', async () => {
    renderCard();
    await submitEmail();
    expect(screen.getByRole('button', { name: 'Resend in 30s' })).toBeDisabled();
    await advance(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await flush();
    expect(screen.getByText('OTP Resent')).toBeInTheDocument();
    expect(sendCode).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  });

  it('reports a refused resend with the server reason', async () => {
    renderCard();
    await submitEmail();
    await advance(30_000);
    vi.mocked(sendCode).mockResolvedValue(
      fail(429, 'Please wait 5 seconds before requesting a new code.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await flush();
    expect(screen.getByText('Failed to resend OTP. Please try again.')).toBeInTheDocument();
    expect(
      screen.getByText('Please wait 5 seconds before requesting a new code.'),
    ).toBeInTheDocument();
  });

  it('goes back to the email step and clears the code', async () => {
    renderCard();
    await submitEmail();
    await enterCode('123');
    fireEvent.click(screen.getByRole('button', { name: 'Back to email' }));
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
    await submitEmail();
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
  });
});

describe('SignInCard, Google', () => {
  it('asks for the login URL of the same target and goes there', async () => {
    let answer: (value: unknown) => void = () => {};
    vi.mocked(getGoogleLoginUrl).mockReturnValue(
      new Promise((resolve) => (answer = resolve)) as never,
    );
    renderCard({ variant: 'agent', target: { kind: 'agent', appConnectorKey: 'gmail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Redirecting to Google...' })).toBeDisabled();
    expect(getGoogleLoginUrl).toHaveBeenCalledWith('/connect/discover/gmail/');
    const url =
      'http://localhost:8080/__mock/oauth/google?redirect=%2Fconnect%2Fdiscover%2Fgmail%2F';
    await act(async () => answer({ data: { success: true, message: 'ok', data: { url } } }));
    expect(navigate).toHaveBeenCalledWith(url);
  });

  it('says so when the login URL cannot be had', async () => {
    vi.mocked(getGoogleLoginUrl).mockResolvedValue(fail(0, 'Network Error') as never);
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await flush();
    expect(
      screen.getByText('Internal server error occurred, please try again later.'),
    ).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
