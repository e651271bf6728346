import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGoogleLoginUrl, sendCode, verifyCode } from '#web/api/client.ts';
import { IslandProviders } from '#web/islands/IslandProviders.tsx';
import { Toaster } from '#web/toast/Toaster.tsx';
import { SignInCard, type SignInCardProps } from './SignInCard';

vi.mock('#web/api/client.ts', () => ({
  sendCode: vi.fn(),
  verifyCode: vi.fn(),
  getGoogleLoginUrl: vi.fn(),
}));

const ok = (message: string) => ({ data: { success: true as const, message } });
const fail = (status: number, message: string | null) => ({ error: { status, message } });
const navigate = vi.fn();

function renderCard(props: Partial<SignInCardProps> = {}) {
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

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** Moves the fake clock a second at a time, letting React re-render between ticks. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= Math.min(left, 1000)) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(left, 1000));
    });
  }
}

async function submitEmail(email = 'ada@example.com') {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
  await flush();
}

async function enterCode(code: string) {
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: code } });
  await flush();
}

/** The toast whose title is `title`. */
const toastTitled = (title: string) =>
  screen.getByText(title).closest('[data-sonner-toast]') as HTMLElement;

/**
 * Every test: a fake clock, a server that sends codes, and no toast or mock call left over
 * (sonner keeps its toasts in a module-level store).
 */
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

const WRONG = 'Invalid or expired code. Check the code or request a new one.';

const codeField = () => screen.getByLabelText('Verification code');
const verifyButton = () => screen.getByRole('button', { name: /Verify & Sign In|Verifying/ });
const slots = () =>
  Array.from(
    document.querySelectorAll('[data-input-otp-container] [class*="slot"]:not([class*="slots"])'),
  );
const spinnerIn = (button: HTMLElement) => button.querySelector('[data-spinner]');

/** A promise the test settles, for a request that is still out. */
function pending<T>() {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

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
      // Handed over to the browser: Verify still says so, and nothing else can be pressed.
      expect(verifyButton()).toHaveAccessibleName('Verifying...');
      for (const name of [/Verifying/, /Resend/, 'Back to email']) {
        expect(screen.getByRole('button', { name })).toBeDisabled();
      }
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
    await flush();
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
    await submitEmail();
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
  });
});

describe('SignInCard, Google', () => {
  it('comes first, in a form of its own: Enter in the email field presses Send, never Google', () => {
    renderCard();
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    const field = screen.getByLabelText(/Email/);
    const send = screen.getByRole('button', { name: 'Send Verification Code' });
    const order = [google, screen.getByRole('separator'), field, send];
    order.slice(1).forEach((after, i) => {
      expect(order[i]?.compareDocumentPosition(after)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(screen.getByRole('separator')).toHaveTextContent('or use your email');
    // A form's default button (what Enter presses) is its first submit button.
    const emailForm = field.closest('form');
    expect(emailForm?.querySelector('[type="submit"]')).toBe(send);
    expect(google.closest('form')).not.toBe(emailForm);
    expect(google.closest('form')?.elements).toHaveLength(1);
  });

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

describe('SignInCard, one way to check a code', () => {
  it('the sixth digit checks the code; Verify sends nothing more while it is checked or once refused', async () => {
    const answer = pending<ReturnType<typeof fail>>();
    vi.mocked(verifyCode).mockReturnValue(answer.promise as never);
    renderCard();
    await submitEmail();
    await enterCode('654321');
    expect(verifyCode).toHaveBeenCalledTimes(1);
    expect(verifyButton()).toHaveAccessibleName('Verifying...');
    expect(verifyButton()).toBeDisabled();
    // A submit that reaches the form anyway (Enter in the field) is refused too.
    fireEvent.submit(codeField().closest('form') as HTMLFormElement);
    await act(async () => answer.settle(fail(401, WRONG)));
    await flush();
    fireEvent.click(verifyButton());
    fireEvent.submit(codeField().closest('form') as HTMLFormElement);
    await flush();
    expect(verifyCode).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Login Failed')).toHaveLength(1);
  });

  it('a refused code: the toast, the same words under the boxes, marked invalid, cleared, caret back', async () => {
    vi.mocked(verifyCode).mockResolvedValue(fail(401, WRONG));
    renderCard();
    await submitEmail();
    codeField().blur();
    await enterCode('654321');
    await flush();
    expect(within(toastTitled('Login Failed')).getByText(WRONG)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(WRONG);
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription(WRONG);
    expect(codeField()).toHaveValue('');
    expect(codeField()).toHaveFocus();
    expect(slots()).toHaveLength(6);
    for (const slot of slots()) expect(slot).toHaveAttribute('data-invalid');
    expect(verifyButton()).toBeDisabled();

    await enterCode('1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(codeField()).not.toHaveAttribute('aria-invalid');
    for (const slot of slots()) expect(slot).not.toHaveAttribute('data-invalid');
    expect(verifyButton()).toBeEnabled();
  });

  it('the same refused code typed again is not sent again', async () => {
    vi.mocked(verifyCode).mockResolvedValue(fail(401, WRONG));
    renderCard({ variant: 'agent', target: { kind: 'agent', appConnectorKey: 'github' } });
    await submitEmail();
    await enterCode('654321');
    await flush();
    await enterCode('654321');
    await flush();
    expect(verifyCode).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent(WRONG);
    expect(codeField()).toHaveValue('');
    expect(codeField()).toHaveFocus();
  });

  it('a check that got no verdict keeps the digits, unmarked, and Verify tries again', async () => {
    vi.mocked(verifyCode).mockResolvedValue(fail(0, 'Network Error'));
    renderCard();
    await submitEmail();
    await enterCode('123456');
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    expect(codeField()).toHaveValue('123456');
    expect(codeField()).not.toHaveAttribute('aria-invalid');
    fireEvent.click(verifyButton());
    await flush();
    expect(verifyCode).toHaveBeenCalledTimes(2);
    expect(verifyCode).toHaveBeenLastCalledWith('ada@example.com', '123456');
  });

  it('the sixth digit submits the code form itself, as Verify does: one submit, no button', async () => {
    // Settled before the test ends: React holds every later transition behind an open action.
    const answer = pending<ReturnType<typeof fail>>();
    vi.mocked(verifyCode).mockReturnValue(answer.promise as never);
    renderCard();
    await submitEmail();
    const submitters: (Element | null)[] = [];
    codeField()
      .closest('form')
      ?.addEventListener('submit', (event) => submitters.push(event.submitter));
    await enterCode('123456');
    expect(submitters).toEqual([null]);
    expect(verifyCode).toHaveBeenCalledWith('ada@example.com', '123456');
    await act(async () => answer.settle(fail(401, WRONG)));
  });
});

describe('SignInCard, Resend', () => {
  it('clears the boxes and the error; the new code may be any digits again', async () => {
    vi.mocked(verifyCode).mockResolvedValue(fail(401, WRONG));
    renderCard();
    await submitEmail();
    await enterCode('654321');
    await flush();
    await enterCode('12');
    await advance(30_000);
    vi.mocked(verifyCode).mockResolvedValue(fail(401, WRONG));
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await flush();
    expect(screen.getByText('OTP Resent')).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    await enterCode('654321');
    await flush();
    expect(verifyCode).toHaveBeenCalledTimes(2);
  });

  it('clears a refusal even with nothing typed since', async () => {
    vi.mocked(verifyCode).mockResolvedValue(fail(401, WRONG));
    renderCard();
    await submitEmail();
    await enterCode('654321');
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(WRONG);
    await advance(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await flush();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(codeField()).not.toHaveAttribute('aria-invalid');
  });
});

describe('SignInCard, busy buttons', () => {
  it('keep their label, show a spinner and say they are busy', async () => {
    const sent = pending<ReturnType<typeof ok>>();
    vi.mocked(sendCode).mockReturnValueOnce(sent.promise);
    renderCard();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    const send = screen.getByRole('button', { name: 'Send Verification Code' });
    expect(spinnerIn(send)).toBeNull();
    fireEvent.click(send);
    await flush();
    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(spinnerIn(sending)).not.toBeNull();
    expect(sending).toHaveAttribute('aria-busy', 'true');
    await act(async () => sent.settle(ok('On its way.')));
    await flush();

    const checked = pending<ReturnType<typeof fail>>();
    vi.mocked(verifyCode).mockReturnValue(checked.promise as never);
    await enterCode('123456');
    expect(spinnerIn(screen.getByRole('button', { name: 'Verifying...' }))).not.toBeNull();
    await act(async () => checked.settle(fail(401, WRONG)));
    await flush();
    expect(spinnerIn(verifyButton())).toBeNull();

    await advance(30_000);
    const resent = pending<ReturnType<typeof ok>>();
    vi.mocked(sendCode).mockReturnValueOnce(resent.promise);
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await flush();
    expect(spinnerIn(screen.getByRole('button', { name: 'Resending...' }))).not.toBeNull();
    // Only the button pressed says it is busy; every other one waits, in its own words.
    expect(verifyButton()).toHaveAccessibleName('Verify & Sign In');
    expect(verifyButton()).toBeDisabled();
    expect(verifyButton()).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Back to email' })).toBeDisabled();
    await act(async () => resent.settle(ok('Again.')));
  });

  it('Continue with Google swaps its mark for a spinner while it asks', async () => {
    const asked = pending<ReturnType<typeof fail>>();
    vi.mocked(getGoogleLoginUrl).mockReturnValue(asked.promise as never);
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await flush();
    const button = screen.getByRole('button', { name: 'Redirecting to Google...' });
    expect(spinnerIn(button)).not.toBeNull();
    expect(button).toHaveAttribute('aria-busy', 'true');
    const send = screen.getByRole('button', { name: 'Send Verification Code' });
    expect(send).toBeDisabled();
    expect(send).not.toHaveAttribute('aria-busy');
    await act(async () => asked.settle(fail(0, 'Network Error')));
  });

  it('Continue with Google sends no code and leaves a typed address alone, valid or not', async () => {
    vi.mocked(getGoogleLoginUrl).mockResolvedValue(fail(0, 'Network Error') as never);
    renderCard();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await flush();
    expect(getGoogleLoginUrl).toHaveBeenCalledOnce();
    expect(sendCode).not.toHaveBeenCalled();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@');
  });
});
