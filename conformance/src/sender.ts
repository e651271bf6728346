// Sends the run's requests one at a time, safely for a shared server: a request budget, the
// server's own rate-limit headers obeyed (no request while X-RateLimit-Remaining says 0 before
// X-RateLimit-Reset), a 429 retried once after its Retry-After, and nothing sent on a dry run.
// It never follows a redirect (the --header values stay with the target) and reads at most
// MAX_ANSWER_BYTES of an answer.

import { readCapped } from './read-capped';

export interface Request {
  method: string;
  /** Path and query, e.g. `/api/auth/generate`. */
  path: string;
  /** The exact body text (JSON unless the case says otherwise). */
  body?: string;
  /** The body's media type when not `application/json` (the media-type probes). */
  contentType?: string;
}

/**
 * How a behaviour check sends: `noRetry` keeps a 429 (the cooldown check wants it, not a retry
 * after it); `ignoreWindow` sends even when the window is used up (the opt-in exhaustion check).
 */
export interface SendMode {
  noRetry?: boolean;
  ignoreWindow?: boolean;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body went on past MAX_ANSWER_BYTES: `text` is its start (read-capped.ts). */
  truncated?: boolean;
}

export type Outcome =
  | { kind: 'answered'; answer: Answer; rateLimited: boolean }
  | { kind: 'failed'; error: string }
  | { kind: 'skipped'; reason: string };

export interface SenderOptions {
  target: string;
  maxRequests: number;
  /** Longest wait for a rate-limit window or a Retry-After, in seconds. */
  maxWait: number;
  timeout: number;
  dryRun: boolean;
  /** Extra headers for every request (a staging token, say). */
  headers: Record<string, string>;
  /** Waits `ms`; tests pass a fake. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Told before each wait, so a person watching knows why the run pauses. */
  onWait?: (seconds: number, why: string) => void;
}

interface Window {
  remaining: number;
  resetsAt: number;
}

const seconds = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
};

export class Sender {
  /** Requests sent (or, on a dry run, that would have been). */
  sent = 0;
  /** Requests that got an answer other than a 429 in the end. */
  answered = 0;
  /** Requests that got only 429s (past --max-wait, or twice). */
  rateLimited = 0;
  /** Every request of a dry run, in order. */
  readonly planned: Request[] = [];
  private readonly windows = new Map<string, Window>();
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;

  constructor(private readonly options: SenderOptions) {
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.now = options.now ?? Date.now;
  }

  get budgetLeft(): number {
    return this.options.maxRequests - this.sent;
  }

  /** Requests `operation`'s current window has left as the server said; Infinity when unknown. */
  roomIn(operation: string): number {
    const window = this.windows.get(operation);
    return !window || this.now() >= window.resetsAt ? Infinity : window.remaining;
  }

  /** Sends `request`, counted against the window of `operation` (its rate-limit bucket). */
  async send(operation: string, request: Request, mode: SendMode = {}): Promise<Outcome> {
    const outcome = await this.sendOnce(operation, request, mode);
    if (outcome.kind === 'answered') {
      if (outcome.rateLimited) this.rateLimited += 1;
      else this.answered += 1;
    }
    return outcome;
  }

  private async sendOnce(operation: string, request: Request, mode: SendMode): Promise<Outcome> {
    const first = await this.once(operation, request, mode);
    if (first.kind !== 'answered' || first.answer.status !== 429) return first;
    if (mode.noRetry) return first;
    const retryAfter = seconds(first.answer.headers.get('retry-after')) ?? this.options.maxWait + 1;
    if (retryAfter > this.options.maxWait) return { ...first, rateLimited: true };
    this.options.onWait?.(retryAfter, `${operation} answered 429 (Retry-After)`);
    await this.sleep(retryAfter * 1000);
    const second = await this.once(operation, request, mode);
    if (second.kind === 'answered' && second.answer.status === 429) {
      return { ...second, rateLimited: true };
    }
    return second;
  }

  private async once(operation: string, request: Request, mode: SendMode): Promise<Outcome> {
    if (this.budgetLeft <= 0) {
      return {
        kind: 'skipped',
        reason: `request budget used up (--max-requests ${this.options.maxRequests})`,
      };
    }
    const window = this.windows.get(operation);
    if (window && window.remaining <= 0 && !mode.ignoreWindow) {
      const wait = window.resetsAt - this.now();
      if (wait > this.options.maxWait * 1000) {
        return {
          kind: 'skipped',
          reason: `rate limit: the window resets in ${Math.ceil(wait / 1000)} s, over --max-wait`,
        };
      }
      if (wait > 0 && !this.options.dryRun) {
        this.options.onWait?.(
          Math.ceil(wait / 1000),
          `${operation}'s rate-limit window is used up`,
        );
        await this.sleep(wait);
      }
      this.windows.delete(operation);
    }
    this.sent += 1;
    if (this.options.dryRun) {
      this.planned.push(request);
      return { kind: 'skipped', reason: 'dry run' };
    }
    try {
      const answer = await this.fetchOnce(request);
      this.remember(operation, answer.headers);
      return { kind: 'answered', answer, rateLimited: false };
    } catch (error) {
      return { kind: 'failed', error: errorText(error) };
    }
  }

  /**
   * One exchange. When the connection fails before any answer in the way a kept-alive socket the
   * server closed while idle fails (Node keeps one 5 s; servers close theirs sooner or later),
   * the request never reached the server: it is sent once more, on a fresh connection.
   */
  private async fetchOnce(request: Request): Promise<Answer> {
    try {
      return await this.exchange(request, false);
    } catch (error) {
      if (!closedWhileIdle(error)) throw error;
      return this.exchange(request, true);
    }
  }

  private async exchange(request: Request, fresh: boolean): Promise<Answer> {
    const response = await fetch(new URL(request.path, this.options.target), {
      method: request.method,
      headers: {
        ...(request.body === undefined
          ? {}
          : { 'content-type': request.contentType ?? 'application/json' }),
        accept: 'application/json',
        ...this.options.headers,
        // A fresh connection: the one the pool would reuse may be the one that was closed.
        ...(fresh ? { connection: 'close' } : {}),
      },
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.options.timeout),
    });
    const { text, truncated } = await readCapped(response);
    return {
      status: response.status,
      headers: response.headers,
      text,
      ...(truncated ? { truncated } : {}),
    };
  }

  private remember(operation: string, headers: Headers) {
    const remaining = seconds(headers.get('x-ratelimit-remaining'));
    const reset = seconds(headers.get('x-ratelimit-reset'));
    if (remaining === undefined || reset === undefined) return;
    this.windows.set(operation, { remaining, resetsAt: this.now() + reset * 1000 });
  }
}

const causeOf = (error: unknown) => (error instanceof Error ? (error.cause ?? error) : error);
const errorText = (error: unknown) => {
  const cause = causeOf(error);
  return cause instanceof Error ? cause.message : String(cause);
};

/** The failures of a socket the server closed while it sat idle in the pool, before any answer. */
export function closedWhileIdle(error: unknown): boolean {
  const cause = causeOf(error) as { code?: unknown; message?: unknown };
  return (
    cause?.code === 'UND_ERR_SOCKET' ||
    cause?.code === 'ECONNRESET' ||
    cause?.message === 'other side closed'
  );
}
