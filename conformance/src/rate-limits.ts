// The rate-limit checks: rate_limit_headers judges the X-RateLimit-* headers of every answer an
// operation gave, in order; rate_limit_exhaustion (opt-in --spend-rate-limit, as it spends the
// window of a shared server) uses up getGoogleLoginUrl's window (a GET that changes nothing) and
// wants the 429 the contract promises then.

import type { Verdict } from './checks';
import type { Answer } from './sender';

interface Reading {
  limit: number;
  remaining: number;
  reset: number;
}

const integer = (value: string | null) =>
  value !== null && /^\d+$/.test(value.trim()) ? Number(value) : undefined;

export function readingOf(answer: Answer): Reading | undefined {
  const limit = integer(answer.headers.get('x-ratelimit-limit'));
  const remaining = integer(answer.headers.get('x-ratelimit-remaining'));
  const reset = integer(answer.headers.get('x-ratelimit-reset'));
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined;
  return { limit, remaining, reset };
}

/** An answer and when it came (the run's clock, in ms). */
export interface Timed {
  answer: Answer;
  at: number;
}

/**
 * rate_limit_headers over one operation's answers in the order they came; undefined when fewer
 * than two had the headers. Two answers are in one window when the second came before the first's
 * X-RateLimit-Reset said the window ends (less a second: the header is whole seconds).
 */
export function rateLimitHeaders(answers: Timed[], windowSeconds: number): Verdict | undefined {
  const window = windowSeconds;
  const readings = answers.flatMap(({ answer, at }) => {
    const reading = readingOf(answer);
    return reading ? [{ ...reading, at }] : [];
  });
  if (readings.length < 2) return undefined;
  const fail = (detail: string): Verdict => ({ check: 'rate_limit_headers', ok: false, detail });
  for (const [index, now] of readings.entries()) {
    if (now.remaining >= now.limit)
      return fail(
        `X-RateLimit-Remaining ${now.remaining} is not below X-RateLimit-Limit ${now.limit} after a counted call`,
      );
    if (now.reset > window)
      return fail(`X-RateLimit-Reset ${now.reset} is past the window (${window} s)`);
    const before = readings[index - 1];
    if (!before) continue;
    if (now.limit !== before.limit)
      return fail(`X-RateLimit-Limit changed from ${before.limit} to ${now.limit}`);
    const sameWindow = now.at + 1000 < before.at + before.reset * 1000;
    if (sameWindow && before.remaining > 0 && now.remaining >= before.remaining)
      return fail(
        `X-RateLimit-Remaining did not go down within one window (${before.remaining}, then ${now.remaining})`,
      );
  }
  return { check: 'rate_limit_headers', ok: true };
}

/** The 429 the contract promises once the window is used up, with a well-formed Retry-After. */
export function exhaustionVerdict(
  last: Answer | undefined,
  sent: number,
  windowSeconds: number,
): Verdict {
  const window = windowSeconds;
  const fail = (detail: string): Verdict => ({ check: 'rate_limit_exhaustion', ok: false, detail });
  if (!last) return fail('no answer');
  if (last.status !== 429)
    return fail(
      `after ${sent} calls, X-RateLimit-Remaining 0, the next call answered ${last.status}, not 429`,
    );
  const retry = last.headers.get('retry-after');
  if (retry === null || !/^\d+$/.test(retry.trim()) || Number(retry) > window)
    return fail(
      `the 429's Retry-After ${JSON.stringify(retry)} is not whole seconds within the window (${window} s)`,
    );
  return { check: 'rate_limit_exhaustion', ok: true };
}
