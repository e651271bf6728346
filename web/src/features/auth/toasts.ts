import { notify } from '#web/toast/notify.ts';
import { signInTexts as texts } from './sign-in-texts';

// docs/requirements.md §8 (the words: ./sign-in-texts.ts): the server's message when it sends
// one, else the fallback. The login page and the agent pages word a failed code check differently.

export type SignInVariant = 'login' | 'agent';

/** The server's words when it sent any, else the screen's own. */
export const orFallback = (serverMessage: string | null | undefined, fallback: string) =>
  serverMessage?.trim() ? serverMessage : fallback;

export const signInToasts = {
  codeSent: (serverMessage: string | null, email: string) =>
    notify.success(texts.codeSent.title, {
      description: orFallback(serverMessage, `We've sent a verification code to ${email}`),
    }),
  sendFailed: (serverMessage: string | null) =>
    notify.error(texts.sendFailed.title, {
      description: orFallback(serverMessage, texts.sendFailed.fallback),
    }),
  verified: () => notify.success(texts.verified.title),
  /** Shows the toast and returns its message, which the card also keeps under the code boxes. */
  verifyFailed: (variant: SignInVariant, serverMessage: string | null): string => {
    const { title, fallback } = texts.verifyFailed[variant];
    const description = orFallback(serverMessage, fallback);
    notify.error(title, { description });
    return description;
  },
  resent: () => notify.success(texts.resent.title),
  resendFailed: (serverMessage: string | null) =>
    notify.error(texts.resendFailed.title, {
      description: serverMessage?.trim() ? serverMessage : undefined,
    }),
  googleFailed: () => notify.error(texts.googleFailed.title),
};
