import { useMemo, useState } from 'react';
import { useFormAction } from '#web/islands/use-form-action.ts';
import { firstError, loginEmailSchema, otpSchema } from './schemas';
import {
  answer,
  type CodeError,
  initialSignIn,
  type SignInCard,
  type SignInRequest,
  type SignInState,
} from './sign-in-requests';
import { useCountdown } from './use-countdown';

export type { CodeError } from './sign-in-requests';

type Options = Omit<SignInCard, 'navigate'> & {
  /** Leaves for the app; tests replace it. */
  navigate?: (url: string) => void;
};

/** Digits the visitor typed in one round of the boxes (SignInState's `round`). */
type Typed = { round: number; digits: string };

/** What a submit's own check said at once, before any request, about what was there then. */
type Said =
  | { field: 'email'; message: string }
  | { field: 'code'; error: CodeError; round: number; typed: Typed | null };

const leave = (url: string) => window.location.assign(url);

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/**
 * The sign-in flow of docs/requirements.md §4: email → code → app, or Google. Each button submits
 * its form with one action (`actions`), and each action is a request to one reducer
 * (`sign-in-requests.ts`): the card shows what the last one returned, and one runs at a time. The
 * sixth digit submits the code form as Verify does, through the form's check, which never sends a
 * code that is not six digits or that the server already refused: each wrong try uses one of the
 * code's 5.
 */
export function useSignIn({ variant, target, navigate = leave }: Options) {
  const { state, formAction, pending, guard } = useFormAction(
    (previous: SignInState, request: SignInRequest) =>
      answer(previous, request, { variant, target, navigate }),
    initialSignIn,
  );
  // The code boxes are the visitor's, drawn at each keystroke: input-otp is a controlled input.
  const [typed, setTyped] = useState<Typed | null>(null);
  // A check's verdict is said at once, with no request and so no answer to carry it.
  const [said, setSaid] = useState<Said | null>(null);
  const resendIn = useCountdown(state.cooldown);

  // One function per button, made once: a SubmitButton knows its own action by identity.
  const actions = useMemo(
    () => ({
      send: (data: FormData) => formAction({ kind: 'send', email: text(data, 'email') }),
      google: () => formAction({ kind: 'google' }),
      verify: (data: FormData) => formAction({ kind: 'verify', code: text(data, 'code') }),
      resend: () => formAction({ kind: 'resend' }),
      back: () => formAction({ kind: 'back' }),
    }),
    [formAction],
  );

  const typedNow = typed?.round === state.round;
  const code = typedNow ? typed.digits : state.digits;
  const saidOfCode =
    said?.field === 'code' && said.round === state.round && said.typed === typed ? said : null;
  // Anything said about the digits goes once the visitor changes them.
  const codeError = saidOfCode?.error ?? (typedNow ? null : state.codeError);

  /** Typed, pasted or autofilled; the same digits reported again are no change. */
  const setCode = (digits: string) => {
    if (digits !== code) setTyped({ round: state.round, digits });
  };

  /** Verify's check (the sixth digit's too): six digits, not already refused. */
  const checkCode = (data: FormData) => {
    const digits = text(data, 'code');
    // Refused, cleared and not typed again: nothing to send.
    if (state.leaving || (digits === '' && codeError?.kind === 'refused')) return false;
    const sayOfCode = (error: CodeError, now: Typed | null) =>
      setSaid({ field: 'code', error, round: state.round, typed: now });
    const format = firstError(otpSchema, digits);
    if (format) {
      sayOfCode({ message: format, kind: 'format' }, typed);
      return false;
    }
    const refusal = state.refused[digits];
    if (refusal !== undefined) {
      const cleared = { round: state.round, digits: '' };
      setTyped(cleared);
      sayOfCode({ message: refusal, kind: 'refused' }, cleared);
      return false;
    }
    setSaid(null);
    return true;
  };

  /** Send's check: a valid address, said under the field at once. */
  const checkEmail = (data: FormData) => {
    const message = firstError(loginEmailSchema, text(data, 'email'));
    setSaid(message ? { field: 'email', message } : null);
    return message === null && !state.leaving;
  };

  return {
    step: state.step,
    email: state.email,
    leaving: state.leaving,
    pending,
    code,
    setCode,
    emailError: said?.field === 'email' ? said.message : null,
    codeError,
    resendIn,
    actions,
    checkEmail: guard(checkEmail),
    /** Google's form asks nothing of the visitor: only one request at a time. */
    checkGoogle: guard(),
    checkCode: guard(checkCode),
  };
}
