// The one-time code's rules (docs/requirements.md §9, docs/decisions/0007-mock-server.md): what the
// sign-in screens tell a visitor and what the mock server enforces, read from openapi.yaml's
// x-behaviour (common/api/behaviour.ts, generated) so they are stated once.

import { behaviour } from './api/behaviour';

export const OTP_LENGTH = behaviour.code.digits;
/** A code works for this long after it was sent. */
export const CODE_LIFETIME_MINUTES = behaviour.code.lifetimeMinutes;
/** The server refuses a resend for this long after a send; the Resend countdown shows it. */
export const RESEND_COOLDOWN_SECONDS = behaviour.code.resendCooldownSeconds;
