import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getGoogleLoginUrl, sendCode, verifyCode } from '#web/api/client.ts';
import {
  advance,
  enterCode,
  fail,
  flush,
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

setUpCardTests();

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
    await act(async () => resent.settle(ok('Again.')));
  });

  it('Continue with Google swaps its mark for a spinner while it asks', async () => {
    vi.mocked(getGoogleLoginUrl).mockReturnValue(new Promise(() => {}) as never);
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await flush();
    const button = screen.getByRole('button', { name: 'Redirecting to Google...' });
    expect(spinnerIn(button)).not.toBeNull();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
