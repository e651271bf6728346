import { describe, expect, it } from 'vitest';
import { OtpService, otpMessages, otpRules } from '../src/otp/otp-service';
import { minutes, otherCode, seconds, testClock } from './helpers';

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
    expect(otp.verify(email, second)).toEqual({ ok: true });
  });
});

describe('OtpService.verify', () => {
  it('accepts the right code once: it is single use', () => {
    const { otp } = service();
    const code = issueCode(otp);
    expect(otp.verify(email, code)).toEqual({ ok: true });
    expect(otp.verify(email, code)).toMatchObject({ ok: false, reason: 'expired' });
    expect(otp.inspect(email)).toBeUndefined();
  });

  it('kills a code after 5 wrong tries: even the right one is refused then', () => {
    const { otp } = service();
    const code = issueCode(otp);
    for (let i = 0; i < otpRules.attemptsPerCode; i++) {
      expect(otp.verify(email, otherCode(code))).toEqual({
        ok: false,
        reason: 'wrong',
        message: otpMessages.wrong,
      });
    }
    expect(otp.verify(email, code)).toEqual({
      ok: false,
      reason: 'dead',
      message: otpMessages.dead,
    });
  });

  it('expires a code after 10 minutes', () => {
    const { clock, otp } = service();
    const code = issueCode(otp);
    clock.advance(minutes(10));
    expect(otp.verify(email, code)).toEqual({
      ok: false,
      reason: 'expired',
      message: otpMessages.expired,
    });
  });

  it('accepts a code just before it expires', () => {
    const { clock, otp } = service();
    const code = issueCode(otp);
    clock.advance(minutes(10) - 1);
    expect(otp.verify(email, code).ok).toBe(true);
  });

  it('answers "expired" when no code was ever sent', () => {
    const { otp } = service();
    expect(otp.verify('nobody@example.com', '123456')).toMatchObject({ reason: 'expired' });
  });

  it('locks an address out after 10 failures in an hour, across resends, until the oldest is an hour old', () => {
    const { clock, otp } = service();
    const firstFailureAt = clock.now();
    let code = issueCode(otp);
    for (let failure = 1; failure <= otpRules.maxFailuresPerWindow; failure++) {
      if (failure === 6) {
        // The first code died after 5; a new send gives a new code but not a new failure count.
        clock.advance(otpRules.resendCooldownMs);
        code = issueCode(otp);
      }
      expect(otp.verify(email, otherCode(code)).ok).toBe(false);
      clock.advance(minutes(1));
    }
    clock.advance(otpRules.resendCooldownMs);
    const fresh = issueCode(otp);
    // 11 minutes after the first failure: 49 minutes until it leaves the window.
    expect(clock.now() - firstFailureAt).toBe(minutes(11));
    expect(otp.verify(email, fresh)).toEqual({
      ok: false,
      reason: 'locked',
      message: 'Too many failed attempts. Try again in 49 minutes.',
      retryAfterSeconds: 49 * 60,
    });
    clock.advance(minutes(49) - 1);
    expect(otp.verify(email, fresh)).toMatchObject({ reason: 'locked', retryAfterSeconds: 1 });
    // The oldest failure leaves the window: a code (that one has expired by now) works again.
    clock.advance(1);
    expect(otp.verify(email, issueCode(otp))).toEqual({ ok: true });
  });

  it('clears the failure count on success (NIST counts consecutive failures)', () => {
    const { clock, otp } = service();
    for (let round = 0; round < 3; round++) {
      const code = issueCode(otp);
      for (let i = 0; i < 4; i++) otp.verify(email, otherCode(code));
      expect(otp.verify(email, code)).toEqual({ ok: true });
      clock.advance(otpRules.resendCooldownMs);
    }
  });

  it('keeps failure counts per address', () => {
    const { otp } = service();
    const code = issueCode(otp);
    for (let i = 0; i < 10; i++) otp.verify('mallory@example.com', '000000');
    expect(otp.verify(email, code)).toEqual({ ok: true });
  });

  it('forgets everything on reset', () => {
    const { otp } = service();
    const code = issueCode(otp);
    otp.reset();
    expect(otp.verify(email, code).ok).toBe(false);
    expect(otp.issue(email).ok).toBe(true);
  });
});
