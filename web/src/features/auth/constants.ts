// docs/requirements.md §9 and docs/decisions/0007-mock-server.md. The code's rules come from
// #common/otp, which the mock server enforces; the redirect delay is the site's own.

export { CODE_LIFETIME_MINUTES, OTP_LENGTH, RESEND_COOLDOWN_SECONDS } from '#common/otp';
/** After sign-in, the browser waits this long before leaving for the app (docs/requirements.md §4). */
export const REDIRECT_DELAY_MS = 750;
