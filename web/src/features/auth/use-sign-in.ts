import { useRef, useState } from 'react';
import { getGoogleLoginUrl, sendCode, verifyCode } from '#web/api/client.ts';
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

const leave = (url: string) => window.location.assign(url);

/**
 * The sign-in flow of docs/requirements.md §4: email → code → app, or Google. One action at a time:
 * `busy` disables every button, and a ref refuses a second action that arrives before React has
 * re-rendered (two clicks in one frame). The sixth digit and the Verify button both call
 * `verify`, which never sends a code being checked or one the server already refused: each wrong
 * try uses one of the code's 5.
 */
export function useSignIn({ variant, target, navigate = leave }: Options) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCodeValue] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<CodeError | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  // Counts refusals, so the card can put the caret back in the emptied boxes after each one.
  const [refusals, setRefusals] = useState(0);
  const [resendIn, startCooldown] = useCountdown();
  const inFlight = useRef(false);
  // The codes the server refused since the last one was sent, with its words for them.
  const refused = useRef(new Map<string, string>());

  async function run(kind: Exclude<Busy, null>, action: () => Promise<boolean | void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    // An action that hands over to the browser (a redirect) keeps everything disabled.
    const keepBusy = await action().catch(() => false);
    if (keepBusy !== true) {
      inFlight.current = false;
      setBusy(null);
    }
  }

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

  const send = () => {
    const error = firstError(loginEmailSchema, email);
    setEmailError(error);
    if (error) return;
    return run('sending', async () => {
      const address = email.trim();
      const result = await sendCode(address);
      if (result.error) return void signInToasts.sendFailed(result.error.message);
      signInToasts.codeSent(result.data.message, address);
      clearCode();
      setStep('code');
      startCooldown(RESEND_COOLDOWN_SECONDS);
    });
  };

  /** The one way a code is checked; input-otp passes the six digits it just completed. */
  const verify = (value: string = code) => {
    if (inFlight.current) return;
    // Refused, cleared and not typed again: nothing to send.
    if (codeError?.kind === 'refused' && value === '') return;
    const error = firstError(otpSchema, value);
    if (error) return void setCodeError({ message: error, kind: 'format' });
    const refusal = refused.current.get(value);
    if (refusal !== undefined) return refuse(refusal);
    setCodeError(null);
    return run('verifying', async () => {
      const result = await verifyCode(email.trim(), value);
      if (result.error) {
        const message = signInToasts.verifyFailed(variant, result.error.message);
        if (result.error.status === 401) {
          refused.current.set(value, message);
          refuse(message);
        } else {
          setCodeError({ message, kind: 'failed' });
        }
        return;
      }
      signInToasts.verified();
      const url = appUrlFor(target, window.location);
      setTimeout(() => navigate(url), REDIRECT_DELAY_MS);
      return true;
    });
  };

  const resend = () =>
    run('resending', async () => {
      const result = await sendCode(email.trim());
      if (result.error) return void signInToasts.resendFailed(result.error.message);
      signInToasts.resent();
      // The new code replaces the old one: its digits, and what was said about them, are gone.
      clearCode();
      startCooldown(RESEND_COOLDOWN_SECONDS);
    });

  const google = () =>
    run('requesting', async () => {
      const result = await getGoogleLoginUrl(appPathFor(target));
      if (result.error) return void signInToasts.googleFailed();
      navigate(result.data.data.url);
      return true;
    });

  const backToEmail = () => {
    setStep('email');
    clearCode();
  };

  return {
    step,
    email,
    setEmail,
    code,
    setCode,
    emailError,
    codeError,
    refusals,
    busy,
    resendIn,
    send,
    verify,
    resend,
    google,
    backToEmail,
  };
}
