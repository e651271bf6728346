import { describe, expect, it } from 'vitest';
import { firstError, loginEmailSchema, otpSchema, whitelistEmailSchema } from './schemas';

// docs/requirements.md §5, one row per case.
describe.each([
  ['login email', loginEmailSchema, 'ada@example.com', null],
  ['login email', loginEmailSchema, ' ada@example.com ', null],
  ['login email', loginEmailSchema, 'ada@', 'Please enter a valid email address'],
  ['login email', loginEmailSchema, '', 'Please enter a valid email address'],
  ['one-time code', otpSchema, '123456', null],
  ['one-time code', otpSchema, '12345', 'OTP must be 6 digits'],
  ['one-time code', otpSchema, '1234567', 'OTP must be 6 digits'],
  ['one-time code', otpSchema, '12a456', 'OTP must be 6 digits'],
  ['whitelist email', whitelistEmailSchema, 'ada@example.com', null],
  ['whitelist email', whitelistEmailSchema, '', 'Please enter an email address'],
  ['whitelist email', whitelistEmailSchema, '   ', 'Please enter an email address'],
  ['whitelist email', whitelistEmailSchema, 'ada@example', 'Please enter a valid email address'],
  [
    'whitelist email',
    whitelistEmailSchema,
    'ada example.com',
    'Please enter a valid email address',
  ],
] as const)('%s %j', (_field, schema, value, message) => {
  it(message ? `is refused with "${message}"` : 'is accepted', () => {
    expect(firstError(schema, value)).toBe(message);
  });
});
