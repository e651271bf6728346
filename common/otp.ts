// The one-time code's rules (docs/requirements.md §9, docs/decisions.md "Mock server"): what the
// sign-in screens tell a visitor and what the mock server enforces.

export const OTP_LENGTH = 6;
/** A code works for this long after it was sent. */
export const CODE_LIFETIME_MINUTES = 10;
/** The server refuses a resend for this long after a send; the Resend countdown shows it. */
export const RESEND_COOLDOWN_SECONDS = 30;
