import { describe, expect, it } from 'vitest';
import { otpRules } from '../../../../mock-server/src/otp/otp-service';
import { CODE_LIFETIME_MINUTES, OTP_LENGTH, RESEND_COOLDOWN_SECONDS } from './constants';

// What the sign-in screens tell a visitor must be what the mock server enforces.
describe('sign-in constants', () => {
  it('match the mock server: code length, lifetime and resend cooldown', () => {
    expect(OTP_LENGTH).toBe(otpRules.digits);
    expect(CODE_LIFETIME_MINUTES * 60_000).toBe(otpRules.lifetimeMs);
    expect(RESEND_COOLDOWN_SECONDS * 1000).toBe(otpRules.resendCooldownMs);
  });
});
