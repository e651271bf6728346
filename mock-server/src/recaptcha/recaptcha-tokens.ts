import { randomBytes } from 'node:crypto';

/** Google's tokens live two minutes and verify once; the stand-in's do the same. */
export const recaptchaTokenLifetimeMs = 2 * 60_000;

interface IssuedToken {
  action: string;
  issuedAt: number;
}

/** At most this many live tokens; the oldest go first (a flood cannot slow every issue down). */
export const maxRecaptchaTokens = 10_000;

/** Tokens of the reCAPTCHA v3 stand-in: random, bound to an action, single use, short-lived. */
export class RecaptchaTokens {
  private readonly tokens = new Map<string, IssuedToken>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(action: string): string {
    const now = this.now();
    // Insertion order is issue order: stop at the first token still fresh, drop beyond the cap.
    for (const [token, issued] of this.tokens) {
      const expired = now - issued.issuedAt > recaptchaTokenLifetimeMs;
      if (!expired && this.tokens.size < maxRecaptchaTokens) break;
      this.tokens.delete(token);
    }
    const token = `mock-recaptcha.${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { action, issuedAt: now });
    return token;
  }

  /** True when the token was issued here for `action` and is fresh; it is used up either way. */
  consume(token: string, action: string): boolean {
    const issued = this.tokens.get(token);
    this.tokens.delete(token);
    return (
      issued !== undefined &&
      issued.action === action &&
      this.now() - issued.issuedAt <= recaptchaTokenLifetimeMs
    );
  }

  reset(): void {
    this.tokens.clear();
  }
}
