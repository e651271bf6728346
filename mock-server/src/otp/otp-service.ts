import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { plural, secondsUntil } from '../util/wait';

/** The rules of DECISIONS.md "Mock server", as NIST SP 800-63B 5.1.3 and OWASP ASVS 5 ask. */
export const otpRules = {
  digits: 6,
  lifetimeMs: 10 * 60_000,
  attemptsPerCode: 5,
  resendCooldownMs: 30_000,
  failureWindowMs: 60 * 60_000,
  maxFailuresPerWindow: 10,
} as const;

export const otpMessages = {
  wrong: 'Invalid verification code.',
  dead: 'This code is no longer valid. Request a new one.',
  expired: 'This code has expired or was already used. Request a new one.',
  cooldown: (seconds: number) =>
    `Please wait ${plural(seconds, 'second')} before requesting a new code.`,
  lockedOut: (seconds: number) =>
    `Too many failed attempts. Try again in ${plural(Math.ceil(seconds / 60), 'minute')}.`,
};

interface StoredCode {
  /** HMAC-SHA256 of the code: a plain hash of 6 digits falls to a million guesses. */
  mac: Buffer;
  expiresAt: number;
  attemptsLeft: number;
}

export type IssueResult = { ok: true; code: string } | { ok: false; retryAfterSeconds: number };

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'wrong' | 'dead' | 'expired'; message: string }
  | { ok: false; reason: 'locked'; message: string; retryAfterSeconds: number };

export interface OtpServiceOptions {
  now?: () => number;
  /** A code from 0 to 999 999; tests pass their own to know it in advance. */
  randomCode?: () => number;
}

/** Addresses differ only in case and spaces for people; one address, one code, one failure count. */
const keyOf = (email: string) => email.trim().toLowerCase();

/**
 * One-time codes: issue (with resend cooldown), verify (constant time, 5 tries per code, 10
 * failures per address per hour across codes), all in memory. Codes and the HMAC key die with
 * the process on purpose: a restart invalidates every code, nothing secret touches the disk.
 */
export class OtpService {
  private readonly key = randomBytes(32);
  private readonly codes = new Map<string, StoredCode>();
  private readonly lastSentAt = new Map<string, number>();
  private readonly failures = new Map<string, number[]>();
  private readonly now: () => number;
  private readonly randomCode: () => number;
  private issued = 0;

  constructor(options: OtpServiceOptions = {}) {
    this.now = options.now ?? Date.now;
    this.randomCode = options.randomCode ?? (() => randomInt(0, 10 ** otpRules.digits));
  }

  private mac(code: string): Buffer {
    return createHmac('sha256', this.key).update(code).digest();
  }

  issue(email: string): IssueResult {
    const key = keyOf(email);
    const now = this.now();
    const last = this.lastSentAt.get(key);
    if (last !== undefined && now - last < otpRules.resendCooldownMs) {
      return { ok: false, retryAfterSeconds: secondsUntil(last + otpRules.resendCooldownMs - now) };
    }
    if (++this.issued % 1000 === 0) this.sweep(now);
    const code = String(this.randomCode()).padStart(otpRules.digits, '0');
    // Replacing the entry is what kills the previous code; the failure count is kept apart.
    this.codes.set(key, {
      mac: this.mac(code),
      expiresAt: now + otpRules.lifetimeMs,
      attemptsLeft: otpRules.attemptsPerCode,
    });
    this.lastSentAt.set(key, now);
    return { ok: true, code };
  }

  verify(email: string, code: string): VerifyResult {
    const key = keyOf(email);
    const now = this.now();
    const recent = (this.failures.get(key) ?? []).filter(
      (at) => at > now - otpRules.failureWindowMs,
    );
    const [oldest] = recent;
    if (oldest !== undefined && recent.length >= otpRules.maxFailuresPerWindow) {
      const retryAfterSeconds = secondsUntil(oldest + otpRules.failureWindowMs - now);
      return {
        ok: false,
        reason: 'locked',
        message: otpMessages.lockedOut(retryAfterSeconds),
        retryAfterSeconds,
      };
    }
    const fail = (reason: 'wrong' | 'dead' | 'expired'): VerifyResult => {
      this.failures.set(key, [...recent, now]);
      return { ok: false, reason, message: otpMessages[reason] };
    };
    const stored = this.codes.get(key);
    if (!stored || now >= stored.expiresAt) {
      this.codes.delete(key);
      return fail('expired');
    }
    if (stored.attemptsLeft <= 0) return fail('dead');
    // Both sides are 32-byte MACs, so the comparison takes the same time for any input.
    if (!timingSafeEqual(this.mac(code), stored.mac)) {
      stored.attemptsLeft -= 1;
      return fail('wrong');
    }
    this.codes.delete(key);
    // NIST counts *consecutive* failures: a correct code clears them.
    this.failures.delete(key);
    return { ok: true };
  }

  // A benchmark sends to many addresses: forget what can no longer matter, now and then.
  private sweep(now: number): void {
    for (const [key, stored] of this.codes) if (now >= stored.expiresAt) this.codes.delete(key);
    for (const [key, at] of this.lastSentAt) {
      if (now - at >= otpRules.resendCooldownMs) this.lastSentAt.delete(key);
    }
    for (const [key, times] of this.failures) {
      if (times.every((at) => at <= now - otpRules.failureWindowMs)) this.failures.delete(key);
    }
  }

  /** What the code store holds for an address, for tests that check nothing plain is kept. */
  inspect(email: string): Readonly<StoredCode> | undefined {
    return this.codes.get(keyOf(email));
  }

  reset(): void {
    this.codes.clear();
    this.lastSentAt.clear();
    this.failures.clear();
  }
}
