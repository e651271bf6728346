// docs/requirements.md §9 and docs/decisions.md "Mock server"; constants.test.ts checks they match the
// mock server's own rules.

export const OTP_LENGTH = 6;
/** After sign-in, the browser waits this long before leaving for the app (docs/requirements.md §4). */
export const REDIRECT_DELAY_MS = 750;
/** The server refuses a resend for this long after a send; the Resend countdown shows it. */
export const RESEND_COOLDOWN_SECONDS = 30;
/** A code works for this long after it was sent (docs/decisions.md "Mock server"). */
export const CODE_LIFETIME_MINUTES = 10;
