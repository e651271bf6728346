import { useRef, useState } from 'react';
import { getGoogleLoginUrl, sendCode, verifyCode } from '../../api/client';
import { REDIRECT_DELAY_MS, RESEND_COOLDOWN_SECONDS } from './constants';
import { appPathFor, appUrlFor, type SignInTarget } from './redirect';
import { firstError, loginEmailSchema, otpSchema } from './schemas';
import { type SignInVariant, signInToasts } from './toasts';
import { useCountdown } from './use-countdown';

export type Busy = 'sending' | 'verifying' | 'resending' | 'requesting' | null;

type Options = {
  variant: SignInVariant;
  target: SignInTarget;
  /** Leaves for the app; tests replace it. */
  navigate?: (url: string) => void;
};

const leave = (url: string) => window.location.assign(url);

/**
 * The sign-in flow of SPEC.md section 4: email → code → app, or Google. One action at a time:
 * `busy` disables every button, and a ref refuses a second action that arrives before React has
 * re-rendered (two clicks in one frame).
 */
export function useSignIn({ variant, target, navigate = leave }: Options) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [resendIn, startCooldown] = useCountdown();
  const inFlight = useRef(false);

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

  const send = () => {
    const error = firstError(loginEmailSchema, email);
    setEmailError(error);
    if (error) return;
    return run('sending', async () => {
      const address = email.trim();
      const result = await sendCode(address);
      if (result.error) return void signInToasts.sendFailed(result.error.message);
      signInToasts.codeSent(result.data.message, address);
      setCode('');
      setCodeError(null);
      setStep('code');
      startCooldown(RESEND_COOLDOWN_SECONDS);
    });
  };

  const verify = () => {
    const error = firstError(otpSchema, code);
    setCodeError(error);
    if (error) return;
    return run('verifying', async () => {
      const result = await verifyCode(email.trim(), code);
      if (result.error) return void signInToasts.verifyFailed(variant, result.error.message);
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
    setCode('');
    setCodeError(null);
  };

  return {
    step,
    email,
    setEmail,
    code,
    setCode,
    emailError,
    codeError,
    busy,
    resendIn,
    send,
    verify,
    resend,
    google,
    backToEmail,
  };
}
