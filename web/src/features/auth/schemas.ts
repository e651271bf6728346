import { z } from 'zod/mini';
import { OTP_LENGTH } from './constants';

// docs/requirements.md §5, word for word.
export const messages = {
  invalidEmail: 'Please enter a valid email address',
  otpLength: 'OTP must be 6 digits',
  emailRequired: 'Please enter an email address',
} as const;

/** Login email: a valid address (the contract's `format: email`). */
export const loginEmailSchema = z.pipe(
  z.string().check(z.trim()),
  z.email({ error: messages.invalidEmail }),
);

/** One-time code: exactly 6 digits. */
export const otpSchema = z
  .string()
  .check(
    z.length(OTP_LENGTH, { error: messages.otpLength }),
    z.regex(/^\d+$/, { error: messages.otpLength }),
  );

/** Whitelist email: required, then a simple pattern check (docs/requirements.md §5). */
export const whitelistEmailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: messages.emailRequired }),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: messages.invalidEmail }),
  );

/** The first message a schema gives for a value, or null when it is valid. */
export function firstError(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? messages.invalidEmail);
}
