import { startTransition, useRef, useState } from 'react';
import { getGoogleLoginUrl, sendCode, verifyCode } from '#web/api/client.ts';
import { useFormAction } from '#web/islands/use-form-action.ts';
import { REDIRECT_DELAY_MS, RESEND_COOLDOWN_SECONDS } from './constants';
import { appPathFor, appUrlFor, type SignInTarget } from './redirect';
import { firstError, loginEmailSchema, otpSchema } from './schemas';
import { type SignInVariant, signInToasts } from './toasts';
import { useCountdown } from './use-countdown';

export type Busy = 'sending' | 'verifying' | 'resending' | 'requesting' | null;

/**
 * What went wrong with the code, shown under the boxes. `format`: not six digits. `refused`: the
 * server said the code is wrong (401); the boxes were cleared and Verify waits for new digits.
 * `failed`: no verdict on the digits (no answer, a server error, a lock); they stay for a retry.
 */
export type CodeError = { message: string; kind: 'format' | 'refused' | 'failed' };

type Options = {
  variant: SignInVariant;
  target: SignInTarget;
  /** Leaves for the app; tests replace it. */
  navigate?: (url: string) => void;
};

/** What the card asks the server: each is one action, and one runs at a time. */
type Request =
  | { kind: 'send'; email: string }
  | { kind: 'verify'; code: string }
  | { kind: 'resend' }
  | { kind: 'google' };

/** The address the last code went to, or the text to show again in the email field. */
type Asked = { email: string };

const leave = (url: string) => window.location.assign(url);

/**
 * The sign-in flow of docs/requirements.md §4: email → code → app, or Google. Every request is an
 * action of one useFormAction, which runs one at a time and says when one is pending: `busy` then
 * names it and disables every button. The sixth digit and the Verify button both call `verify`,
 * which never sends a code being checked or one the server already refused: each wrong try uses
 * one of the code's 5. What an answer changes is set inside a transition, so it shows together
 * with the end of the pending state.
 */
export function useSignIn({ variant, target, navigate = leave }: Options) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [code, setCodeValue] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<CodeError | null>(null);
  // What the pending action is, and what the card does once it handed over to the browser.
  const [asking, setAsking] = useState<Busy>(null);
  const [leaving, setLeaving] = useState<Busy>(null);
  // Counts refusals, so the card can put the caret back in the emptied boxes after each one.
  const [refusals, setRefusals] = useState(0);
  const [resendIn, startCooldown] = useCountdown();
  // The codes the server refused since the last one was sent, with its words for them.
  const refused = useRef(new Map<string, string>());

  const { state, formAction, pending, guard, run } = useFormAction(
    async ({ email }: Asked, request: Request): Promise<Asked> => {
      if (request.kind === 'send') return sendTo(request.email);
      if (request.kind === 'verify') await check(email, request.code);
      else if (request.kind === 'resend') await resendTo(email);
      else await toGoogle();
      return { email };
    },
    { email: '' },
  );
  const email = state.email;
  const busy = pending ? asking : leaving;

  /** A fresh code field: after a new code was sent, and on the way back to the email step. */
  function clearCode() {
    setCodeValue('');
    setCodeError(null);
    refused.current.clear();
  }

  /**
   * The visitor typed, pasted or autofilled: any error was about the digits that were there. The
   * same digits reported again are no change, so what was said about them stays.
   */
  const setCode = (value: string) => {
    if (value === code) return;
    setCodeValue(value);
    setCodeError(null);
  };

  function refuse(message: string) {
    setCodeValue('');
    setCodeError({ message, kind: 'refused' });
    setRefusals((count) => count + 1);
  }

  async function sendTo(typed: string): Promise<Asked> {
    const address = typed.trim();
    const result = await sendCode(address);
    if (result.error) {
      signInToasts.sendFailed(result.error.message);
      return { email: typed };
    }
    signInToasts.codeSent(result.data.message, address);
    startTransition(() => {
      clearCode();
      setStep('code');
      startCooldown(RESEND_COOLDOWN_SECONDS);
    });
    return { email: address };
  }

  async function check(address: string, value: string) {
    const result = await verifyCode(address, value);
    if (result.error) {
      const message = signInToasts.verifyFailed(variant, result.error.message);
      startTransition(() => {
        if (result.error.status === 401) {
          refused.current.set(value, message);
          refuse(message);
        } else {
          setCodeError({ message, kind: 'failed' });
        }
      });
      return;
    }
    signInToasts.verified();
    const url = appUrlFor(target, window.location);
    setTimeout(() => navigate(url), REDIRECT_DELAY_MS);
    // Handed over to the browser: everything stays disabled.
    startTransition(() => setLeaving('verifying'));
  }

  async function resendTo(address: string) {
    const result = await sendCode(address);
    if (result.error) return void signInToasts.resendFailed(result.error.message);
    signInToasts.resent();
    // The new code replaces the old one: its digits, and what was said about them, are gone.
    startTransition(() => {
      clearCode();
      startCooldown(RESEND_COOLDOWN_SECONDS);
    });
  }

  async function toGoogle() {
    const result = await getGoogleLoginUrl(appPathFor(target));
    if (result.error) return void signInToasts.googleFailed();
    navigate(result.data.data.url);
    startTransition(() => setLeaving('requesting'));
  }

  /** Starts `request` unless another is out or the card is leaving; `busy` names it. */
  const start = (kind: Exclude<Busy, null>, request: Request) => {
    if (leaving || !run(request)) return;
    setAsking(kind);
  };

  /** The email form's action, started when its check passes. */
  const sendAction = (data: FormData) =>
    formAction({ kind: 'send', email: String(data.get('email') ?? '') });

  /** The email form's check: a valid address, said under the field at once. */
  const checkEmail = guard((data) => {
    const error = firstError(loginEmailSchema, String(data.get('email') ?? ''));
    setEmailError(error);
    if (error || leaving) return false;
    setAsking('sending');
    return true;
  });

  /** The one way a code is checked; input-otp passes the six digits it just completed. */
  const verify = (value: string = code) => {
    if (pending || leaving) return;
    // Refused, cleared and not typed again: nothing to send.
    if (codeError?.kind === 'refused' && value === '') return;
    const error = firstError(otpSchema, value);
    if (error) return void setCodeError({ message: error, kind: 'format' });
    const refusal = refused.current.get(value);
    if (refusal !== undefined) return refuse(refusal);
    setCodeError(null);
    start('verifying', { kind: 'verify', code: value });
  };

  const resend = () => start('resending', { kind: 'resend' });
  const google = () => start('requesting', { kind: 'google' });

  const backToEmail = () => {
    setStep('email');
    clearCode();
  };

  return {
    step,
    email,
    code,
    setCode,
    emailError,
    codeError,
    refusals,
    busy,
    resendIn,
    sendAction,
    checkEmail,
    verify,
    resend,
    google,
    backToEmail,
  };
}
