import { notify } from '#web/toast/notify.ts';

// docs/requirements.md §8, word for word: the server's message when it sends one, else the
// fallback. The login page and the agent pages word a failed code check differently.

export type SignInVariant = 'login' | 'agent';

/** The server's words when it sent any, else the screen's own. */
export const orFallback = (serverMessage: string | null | undefined, fallback: string) =>
  serverMessage?.trim() ? serverMessage : fallback;

export const signInToasts = {
  codeSent: (serverMessage: string | null, email: string) =>
    notify.success('OTP Sent', {
      description: orFallback(serverMessage, `We've sent a verification code to ${email}`),
    }),
  sendFailed: (serverMessage: string | null) =>
    notify.error('Error', {
      description: orFallback(serverMessage, 'Failed to send OTP. Please try again.'),
    }),
  verified: () => notify.success('Login Successful'),
  /** Shows the toast and returns its message, which the card also keeps under the code boxes. */
  verifyFailed: (variant: SignInVariant, serverMessage: string | null): string => {
    const [title, fallback] =
      variant === 'login'
        ? ['Login Failed', 'Invalid OTP code. Please try again.']
        : ['Error', 'Invalid verification code. Please try again.'];
    const description = orFallback(serverMessage, fallback);
    notify.error(title, { description });
    return description;
  },
  resent: () => notify.success('OTP Resent'),
  resendFailed: (serverMessage: string | null) =>
    notify.error('Failed to resend OTP. Please try again.', {
      description: serverMessage?.trim() ? serverMessage : undefined,
    }),
  googleFailed: () => notify.error('Internal server error occurred, please try again later.'),
};
