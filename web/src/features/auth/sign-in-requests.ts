import { getGoogleLoginUrl, sendCode, verifyCode } from '#web/api/client.ts';
import { REDIRECT_DELAY_MS, RESEND_COOLDOWN_SECONDS } from './constants';
import { appPathFor, appUrlFor, type SignInTarget } from './redirect';
import { type SignInVariant, signInToasts } from './toasts';
import type { Countdown } from './use-countdown';

/**
 * What went wrong with the code, shown under the boxes. `format`: not six digits. `refused`: the
 * server said the code is wrong (401); the boxes were cleared and Verify waits for new digits.
 * `failed`: no verdict on the digits (no answer, a server error, a lock); they stay for a retry.
 */
export type CodeError = { message: string; kind: 'format' | 'refused' | 'failed' };

/** What one of the card's buttons asks for: each is the action of one button (or form). */
export type SignInRequest =
  | { kind: 'send'; email: string }
  | { kind: 'google' }
  | { kind: 'verify'; code: string }
  | { kind: 'resend' }
  | { kind: 'back' };

/** The sign-in card as its last request left it. */
export type SignInState = {
  step: 'email' | 'code';
  /**
   * The email field's text, shown again after each request (React empties a form's fields after
   * its action); on the code step, the address the code went to.
   */
  email: string;
  /**
   * Counts the answers that gave the code boxes new contents, `digits`: empty for a new code or
   * after a refusal, the digits sent when a check got no verdict. Digits typed before it are gone.
   */
  round: number;
  digits: string;
  /** What the last answer said about the code; shown until the visitor types again. */
  codeError: CodeError | null;
  /** The codes refused since the last one was sent, with the words said about each. */
  refused: Readonly<Record<string, string>>;
  /** Resend waits for this countdown (each new code starts a new one). */
  cooldown: Countdown | null;
  /** Handed over to the browser (signed in, or on the way to Google): every control stays off. */
  leaving: 'verifying' | 'requesting' | null;
};

export const initialSignIn: SignInState = {
  step: 'email',
  email: '',
  round: 0,
  digits: '',
  codeError: null,
  refused: {},
  cooldown: null,
  leaving: null,
};

/** Who the card signs in for, and how it leaves; tests replace `navigate`. */
export type SignInCard = {
  variant: SignInVariant;
  target: SignInTarget;
  navigate: (url: string) => void;
};

/** A new code is on its way: empty boxes, nothing refused yet, Resend counting down again. */
const newCode = (state: SignInState): SignInState => ({
  ...state,
  round: state.round + 1,
  digits: '',
  codeError: null,
  refused: {},
  cooldown: { seconds: RESEND_COOLDOWN_SECONDS },
});

/**
 * The card's one reducer, with the server in it: the state after `request`, with docs/requirements.md
 * §8's toasts raised on the way. Nothing happens once the card is leaving.
 */
export async function answer(
  state: SignInState,
  request: SignInRequest,
  { variant, target, navigate }: SignInCard,
): Promise<SignInState> {
  if (state.leaving) return state;
  switch (request.kind) {
    case 'send': {
      const address = request.email.trim();
      const result = await sendCode(address);
      if (result.error) {
        signInToasts.sendFailed(result.error.message);
        return { ...state, email: request.email };
      }
      signInToasts.codeSent(result.data.message, address);
      return newCode({ ...state, step: 'code', email: address });
    }
    case 'resend': {
      const result = await sendCode(state.email);
      if (result.error) {
        signInToasts.resendFailed(result.error.message);
        return state;
      }
      signInToasts.resent();
      // The new code replaces the old one: its digits, and what was said about them, are gone.
      return newCode(state);
    }
    case 'verify': {
      const result = await verifyCode(state.email, request.code);
      if (!result.error) {
        signInToasts.verified();
        const url = appUrlFor(target, window.location);
        setTimeout(() => navigate(url), REDIRECT_DELAY_MS);
        return { ...state, leaving: 'verifying' };
      }
      const message = signInToasts.verifyFailed(variant, result.error.message);
      const round = state.round + 1;
      if (result.error.status !== 401) {
        return { ...state, round, digits: request.code, codeError: { message, kind: 'failed' } };
      }
      // Each wrong try uses one of the code's five: the same digits are never sent again.
      const refused = { ...state.refused, [request.code]: message };
      return { ...state, round, digits: '', codeError: { message, kind: 'refused' }, refused };
    }
    case 'google': {
      const result = await getGoogleLoginUrl(appPathFor(target));
      if (result.error) {
        signInToasts.googleFailed();
        return state;
      }
      navigate(result.data.data.url);
      return { ...state, leaving: 'requesting' };
    }
    case 'back':
      return { ...state, step: 'email', round: state.round + 1, digits: '', codeError: null };
  }
}
