import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { behaviour } from '#common/api/behaviour';
import { CODE_LIFETIME_MINUTES, OTP_LENGTH, RESEND_COOLDOWN_SECONDS } from '#common/otp';
import { plural, secondsUntil } from '../util/wait';

/**
 * The rules of docs/decisions/0007-mock-server.md, as NIST SP 800-63B (5.1.3 for the codes, 5.2.2
 * for the limit on failed checks) and OWASP ASVS 5 ask. Length, lifetime and resend cooldown are
 * the ones the sign-in screens state (#common/otp).
 */
export const otpRules = {
  digits: OTP_LENGTH,
  lifetimeMs: CODE_LIFETIME_MINUTES * 60_000,
  attemptsPerCode: behaviour.code.wrongTriesPerCode,
  resendCooldownMs: RESEND_COOLDOWN_SECONDS * 1000,
  /** Wrong tries in a row for one address (across codes) before it is locked; NIST allows 100. */
  maxConsecutiveFailures: behaviour.failedChecks.consecutiveBeforeLock,
  lockoutMs: behaviour.failedChecks.lockMinutes * 60_000,
} as const;

export const otpMessages = {
  /**
   * Wrong, expired, used, dead or never sent: one answer, so it tells a guesser nothing about
   * the address or its code.
   */
  invalid: 'Invalid or expired code. Check the code or request a new one.',
  cooldown: (seconds: number) =>
    `Please wait ${plural(seconds, 'second')} before requesting a new code.`,
  lockedOut: (seconds: number) =>
    `Too many failed attempts. Try again in ${plural(Math.ceil(seconds / 60), 'minute')}.`,
};

interface StoredCode {
  /** HMAC-SHA256 of the code: a plain hash of OTP_LENGTH digits falls to that many guesses. */
  mac: Buffer;
  expiresAt: number;
  attemptsLeft: number;
}

interface FailureCount {
  /** Wrong tries against live codes since the last success (or the last lock's end). */
  count: number;
  lastAt: number;
  /** Set when `count` reached the maximum: every check is refused until then. */
  lockedUntil?: number;
}

export type IssueResult = { ok: true; code: string } | { ok: false; retryAfterSeconds: number };

export type VerifyResult =
  | {
      ok: true;
      /**
       * Undoes the check: puts the code (and the address's failure count) back, for a sign-in
       * that could not be completed (its session could not be saved). The code is taken at once,
       * so two requests can never both use it; a code sent in between is not replaced.
       */
      restore: () => void;
    }
  | { ok: false; reason: 'invalid'; message: string }
  | { ok: false; reason: 'locked'; message: string; retryAfterSeconds: number };

export interface OtpServiceOptions {
  now?: () => number;
  /** A code below 10 ** OTP_LENGTH (zero-padded); tests pass their own to know it in advance. */
  randomCode?: () => number;
}

/** Addresses differ only in case and spaces for people; one address, one code, one failure count. */
const keyOf = (email: string) => email.trim().toLowerCase();

/**
 * One-time codes: issue (with resend cooldown), verify (constant time, `attemptsPerCode` tries
 * per code, `maxConsecutiveFailures` per address across codes, then a lock for `lockoutMs`), all
 * in memory. Only a wrong try against a live code counts: checks when no code is live (never
 * sent, expired, used, dead) cost the address nothing, so guessing at an address cannot lock its
 * owner out unless enough codes are sent to it to spend every allowed failure, each send waiting
 * out the resend cooldown.
 * Codes and the HMAC key die with the process on purpose: a restart invalidates every code,
 * nothing secret touches the disk.
 */
export class OtpService {
  private readonly key = randomBytes(32);
  private readonly codes = new Map<string, StoredCode>();
  private readonly lastSentAt = new Map<string, number>();
  private readonly failures = new Map<string, FailureCount>();
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
    const failures = this.currentFailures(key, now);
    if (failures?.lockedUntil !== undefined) {
      const retryAfterSeconds = secondsUntil(failures.lockedUntil - now);
      return {
        ok: false,
        reason: 'locked',
        message: otpMessages.lockedOut(retryAfterSeconds),
        retryAfterSeconds,
      };
    }
    const invalid: VerifyResult = { ok: false, reason: 'invalid', message: otpMessages.invalid };
    // Computed whether or not a code exists, so the time taken does not tell either.
    const mac = this.mac(code);
    const stored = this.codes.get(key);
    if (!stored || now >= stored.expiresAt) {
      // No live code: nothing to guess, so nothing counts against the address.
      this.codes.delete(key);
      return invalid;
    }
    // Both sides are 32-byte MACs, so the comparison takes the same time for any input.
    if (!timingSafeEqual(mac, stored.mac)) {
      stored.attemptsLeft -= 1;
      if (stored.attemptsLeft <= 0) this.codes.delete(key);
      this.recordFailure(key, failures, now);
      return invalid;
    }
    this.codes.delete(key);
    // NIST counts *consecutive* failures: a correct code clears them.
    this.failures.delete(key);
    return {
      ok: true,
      restore: () => {
        if (!this.codes.has(key)) this.codes.set(key, stored);
        if (failures && !this.failures.has(key)) this.failures.set(key, failures);
      },
    };
  }

  /**
   * The address's count, or undefined once it no longer matters: a lock that has ended starts
   * the count again at 0, and so does an hour without failures (at most 99 guesses an hour that
   * way, fewer than the lock allows), which keeps the map from holding every address ever tried.
   */
  private currentFailures(key: string, now: number): FailureCount | undefined {
    const failures = this.failures.get(key);
    if (!failures) return undefined;
    const endsAt = failures.lockedUntil ?? failures.lastAt + otpRules.lockoutMs;
    if (now < endsAt) return failures;
    this.failures.delete(key);
    return undefined;
  }

  private recordFailure(key: string, failures: FailureCount | undefined, now: number): void {
    const count = (failures?.count ?? 0) + 1;
    const locked = count >= otpRules.maxConsecutiveFailures;
    this.failures.set(key, {
      count,
      lastAt: now,
      ...(locked ? { lockedUntil: now + otpRules.lockoutMs } : {}),
    });
  }

  // A benchmark sends to many addresses: forget what can no longer matter, now and then. Every
  // entry ends within an hour, so each map holds at most an hour's worth of addresses.
  private sweep(now: number): void {
    for (const [key, stored] of this.codes) if (now >= stored.expiresAt) this.codes.delete(key);
    for (const [key, at] of this.lastSentAt) {
      if (now - at >= otpRules.resendCooldownMs) this.lastSentAt.delete(key);
    }
    for (const key of this.failures.keys()) this.currentFailures(key, now);
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
