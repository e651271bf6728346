import { describe, expect, it } from 'vitest';
import { CODE_LIFETIME_MINUTES, OTP_LENGTH, RESEND_COOLDOWN_SECONDS } from '#common/otp';
import { OtpService, otpMessages, otpRules } from '../../src/otp/otp-service';
import { minutes, seconds, testClock } from '../../src/testing/clock';
import { otherCode } from '../../src/testing/otp';

const email = 'ada@example.com';

function service() {
  const clock = testClock();
  return { clock, otp: new OtpService({ now: clock.now }) };
}

function issueCode(otp: OtpService, address = email): string {
  const issued = otp.issue(address);
  if (!issued.ok) throw new Error('expected a code');
  return issued.code;
}

describe('OtpService.issue', () => {
  it('makes 6-digit codes, zero-padded', () => {
    const otp = new OtpService({ randomCode: () => 42 });
    expect(otp.issue(email)).toEqual({ ok: true, code: '000042' });
    const random = new OtpService();
    for (let i = 0; i < 50; i++) expect(issueCode(random, `u${i}@example.com`)).toMatch(/^\d{6}$/);
  });

  it('stores an HMAC of the code, never the code itself', () => {
    const { otp } = service();
    const code = issueCode(otp);
    const stored = otp.inspect(email);
    expect(stored?.mac).toHaveLength(32);
    expect(stored?.mac.toString('hex')).not.toContain(Buffer.from(code).toString('hex'));
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('refuses a resend within 30 s, saying how long to wait, then allows it', () => {
    const { clock, otp } = service();
    issueCode(otp);
    clock.advance(seconds(7));
    expect(otp.issue(email)).toEqual({ ok: false, retryAfterSeconds: 23 });
    expect(otpMessages.cooldown(23)).toBe('Please wait 23 seconds before requesting a new code.');
    clock.advance(seconds(22.5));
    expect(otp.issue(email)).toEqual({ ok: false, retryAfterSeconds: 1 });
    clock.advance(seconds(0.5));
    expect(otp.issue(email).ok).toBe(true);
  });

  it('treats addresses that differ only in case and spaces as one', () => {
    const { otp } = service();
    issueCode(otp, 'Ada@Example.com');
    expect(otp.issue(' ada@example.com ').ok).toBe(false);
  });

  it('replaces the previous code with the new one', () => {
    const { clock, otp } = service();
    const first = issueCode(otp);
    clock.advance(otpRules.resendCooldownMs);
    const second = issueCode(otp);
    if (first !== second) expect(otp.verify(email, first).ok).toBe(false);
    expect(otp.verify(email, second)).toMatchObject({ ok: true });
  });
});

const invalid = { ok: false, reason: 'invalid', message: otpMessages.invalid };

/** `count` wrong tries for `address`, 5 per code, a new code (after the cooldown) every 5. */
function failTimes(
  clock: ReturnType<typeof testClock>,
  otp: OtpService,
  count: number,
  address = email,
) {
  let code = '';
  for (let failure = 0; failure < count; failure++) {
    if (failure % otpRules.attemptsPerCode === 0) {
      clock.advance(otpRules.resendCooldownMs);
      code = issueCode(otp, address);
    }
    expect(otp.verify(address, otherCode(code))).toEqual(invalid);
  }
}

describe('OtpService', () => {
  // The sign-in screens state these (#common/otp); the literal values are checked above and below.
  it('enforces the rules the sign-in screens state: length, resend cooldown, lifetime', () => {
    const { clock, otp } = service();
    expect(issueCode(otp)).toHaveLength(OTP_LENGTH);
    clock.advance(seconds(RESEND_COOLDOWN_SECONDS) - 1);
    expect(otp.issue(email).ok).toBe(false);
    clock.advance(1);
    const code = issueCode(otp);
    clock.advance(minutes(CODE_LIFETIME_MINUTES) - 1);
    expect(otp.verify(email, code).ok).toBe(true);
    const next = issueCode(otp);
    clock.advance(minutes(CODE_LIFETIME_MINUTES));
    expect(otp.verify(email, next)).toEqual(invalid);
  });
});

describe('OtpService.verify', () => {
  it('accepts the right code once: it is single use', () => {
    const { otp } = service();
    const code = issueCode(otp);
    expect(otp.verify(email, code)).toMatchObject({ ok: true });
    expect(otp.verify(email, code)).toEqual(invalid);
    expect(otp.inspect(email)).toBeUndefined();
  });

  it('kills a code after 5 wrong tries: even the right one is refused then', () => {
    const { otp } = service();
    const code = issueCode(otp);
    for (let i = 0; i < otpRules.attemptsPerCode; i++) {
      expect(otp.verify(email, otherCode(code))).toEqual(invalid);
    }
    expect(otp.inspect(email)).toBeUndefined();
    expect(otp.verify(email, code)).toEqual(invalid);
  });

  it('expires a code after 10 minutes', () => {
    const { clock, otp } = service();
    const code = issueCode(otp);
    clock.advance(minutes(10));
    expect(otp.verify(email, code)).toEqual(invalid);
  });

  it('accepts a code just before it expires', () => {
    const { clock, otp } = service();
    const code = issueCode(otp);
    clock.advance(minutes(10) - 1);
    expect(otp.verify(email, code).ok).toBe(true);
  });

  it('answers wrong, used, expired, dead and never-sent codes with the one same message', () => {
    expect(otpMessages.invalid).toBe(
      'Invalid or expired code. Check the code or request a new one.',
    );
    const { otp } = service();
    expect(otp.verify('nobody@example.com', '123456')).toEqual(invalid);
  });

  it('counts no failure when no live code exists: checks for an address without one lock nothing', () => {
    const { clock, otp } = service();
    // Far more checks than the maximum, for an address that was never sent a code...
    for (let i = 0; i < otpRules.maxConsecutiveFailures * 2; i++) {
      expect(otp.verify(email, '111111')).toEqual(invalid);
    }
    // ...and against a used, an expired and a dead code.
    const used = issueCode(otp);
    expect(otp.verify(email, used).ok).toBe(true);
    for (let i = 0; i < otpRules.maxConsecutiveFailures; i++) otp.verify(email, used);
    clock.advance(otpRules.resendCooldownMs);
    const expired = issueCode(otp);
    clock.advance(otpRules.lifetimeMs);
    for (let i = 0; i < otpRules.maxConsecutiveFailures; i++) otp.verify(email, otherCode(expired));
    // 95 wrong tries against live codes: with any of the checks above counted, this would lock.
    failTimes(clock, otp, otpRules.maxConsecutiveFailures - 5);
    for (let i = 0; i < otpRules.maxConsecutiveFailures; i++) otp.verify(email, '222222');
    clock.advance(otpRules.resendCooldownMs);
    expect(otp.verify(email, issueCode(otp)).ok).toBe(true);
  });

  it('locks an address for an hour at 100 consecutive wrong tries, across codes, the right code included', () => {
    const { clock, otp } = service();
    failTimes(clock, otp, otpRules.maxConsecutiveFailures - 1);
    clock.advance(otpRules.resendCooldownMs);
    const code = issueCode(otp);
    // The 100th failure is still answered as a wrong code; the lock starts with it.
    expect(otp.verify(email, otherCode(code))).toEqual(invalid);
    expect(otp.verify(email, code)).toEqual({
      ok: false,
      reason: 'locked',
      message: 'Too many failed attempts. Try again in 60 minutes.',
      retryAfterSeconds: 60 * 60,
    });
    // A new code does not lift it.
    clock.advance(otpRules.resendCooldownMs);
    expect(otp.verify(email, issueCode(otp))).toMatchObject({
      reason: 'locked',
      message: 'Too many failed attempts. Try again in 60 minutes.',
      retryAfterSeconds: 60 * 60 - 30,
    });
  });

  it('lifts the lock after 60 minutes, and the count starts again at 0', () => {
    const { clock, otp } = service();
    failTimes(clock, otp, otpRules.maxConsecutiveFailures);
    clock.advance(otpRules.lockoutMs - 1);
    expect(otp.verify(email, '000000')).toMatchObject({ reason: 'locked', retryAfterSeconds: 1 });
    clock.advance(1);
    // Unlocked: 99 more failures do not lock again, a code works.
    failTimes(clock, otp, otpRules.maxConsecutiveFailures - 1);
    clock.advance(otpRules.resendCooldownMs);
    expect(otp.verify(email, issueCode(otp))).toMatchObject({ ok: true });
  });

  it('resets the count on success (NIST counts consecutive failures)', () => {
    const { clock, otp } = service();
    failTimes(clock, otp, otpRules.maxConsecutiveFailures - 1);
    clock.advance(otpRules.resendCooldownMs);
    expect(otp.verify(email, issueCode(otp)).ok).toBe(true);
    failTimes(clock, otp, otpRules.maxConsecutiveFailures - 1);
    clock.advance(otpRules.resendCooldownMs);
    expect(otp.verify(email, issueCode(otp)).ok).toBe(true);
  });

  it('starts the count again after an hour without failures (no more guesses than the lock allows)', () => {
    const { clock, otp } = service();
    failTimes(clock, otp, otpRules.maxConsecutiveFailures - 1);
    clock.advance(otpRules.lockoutMs);
    failTimes(clock, otp, otpRules.maxConsecutiveFailures - 1);
    clock.advance(otpRules.resendCooldownMs);
    expect(otp.verify(email, issueCode(otp)).ok).toBe(true);
  });

  it('keeps failure counts per address', () => {
    const { clock, otp } = service();
    failTimes(clock, otp, otpRules.maxConsecutiveFailures, 'mallory@example.com');
    expect(otp.verify('mallory@example.com', '000000')).toMatchObject({ reason: 'locked' });
    const code = issueCode(otp);
    expect(otp.verify(email, code)).toMatchObject({ ok: true });
  });

  it('puts a used code and the failure count back on restore', () => {
    const { clock, otp } = service();
    failTimes(clock, otp, otpRules.maxConsecutiveFailures - 2);
    clock.advance(otpRules.resendCooldownMs);
    const code = issueCode(otp);
    const result = otp.verify(email, code);
    if (!result.ok) throw new Error('expected the right code to pass');
    result.restore();
    // The same code works again, and the count was not cleared by the sign-in that failed.
    const again = otp.verify(email, code);
    expect(again.ok).toBe(true);
    if (again.ok) again.restore();
    otp.verify(email, otherCode(code));
    otp.verify(email, otherCode(code));
    expect(otp.verify(email, code)).toMatchObject({ reason: 'locked' });
  });

  it('does not put a code back over a newer one', () => {
    const { clock, otp } = service();
    const first = issueCode(otp);
    const result = otp.verify(email, first);
    clock.advance(otpRules.resendCooldownMs);
    const second = issueCode(otp);
    if (result.ok) result.restore();
    if (second !== first) expect(otp.verify(email, first)).toEqual(invalid);
    expect(otp.verify(email, second).ok).toBe(true);
  });

  it('forgets everything on reset', () => {
    const { clock, otp } = service();
    const code = issueCode(otp);
    otp.reset();
    expect(otp.verify(email, code).ok).toBe(false);
    expect(otp.issue(email).ok).toBe(true);
    failTimes(clock, otp, otpRules.maxConsecutiveFailures);
    otp.reset();
    expect(otp.verify(email, issueCode(otp)).ok).toBe(true);
  });
});
