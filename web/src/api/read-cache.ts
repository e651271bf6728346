// docs/requirements.md §9's data-cache policy, for idempotent reads only (today: the Google sign-in
// URL). A read that meets a passing failure is tried again, backing off; a good answer is kept
// while it is in use. Sends (codes, whitelist, contact) never come through here: repeating one
// could send a second code or a second message, so a failed send is the visitor's to retry.
import type { ApiResult } from './result';

export const dataCachePolicy = {
  /** Tries after the first one. */
  retries: 3,
  /** The first wait; each further wait doubles. */
  firstDelayMs: 1000,
  /** No wait is longer than this. */
  maxDelayMs: 30_000,
  /** An answer nobody asked for in this long is dropped. */
  unusedEntryMs: 5 * 60_000,
} as const;

/** The wait before try `attempt + 1` (attempt 0 is the first retry): 1 s, 2 s, 4 s, … ≤ 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(dataCachePolicy.firstDelayMs * 2 ** attempt, dataCachePolicy.maxDelayMs);
}

/**
 * Worth another try: no answer at all (offline, DNS), a timeout, or a gateway that could not
 * reach the server. A 4xx will answer the same again, a 500 is the server's considered answer,
 * and a 429 names its own wait.
 */
export function isPassingFailure<T>(result: ApiResult<T>): boolean {
  const status = result.error?.status;
  return status === 0 || status === 408 || status === 502 || status === 503 || status === 504;
}

export interface ReadCacheOptions {
  now?: () => number;
  sleep?: (ms: number) => Promise<unknown>;
}

interface Entry<T> {
  result: Promise<ApiResult<T>>;
  usedAt: number;
}

/** A keyed cache of reads: one request per key at a time, retried per the policy above. */
export function createReadCache<T>({
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: ReadCacheOptions = {}) {
  const entries = new Map<string, Entry<T>>();

  async function load(read: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    let result = await read();
    for (
      let attempt = 0;
      attempt < dataCachePolicy.retries && isPassingFailure(result);
      attempt++
    ) {
      await sleep(retryDelay(attempt));
      result = await read();
    }
    return result;
  }

  return {
    get(key: string, read: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
      const at = now();
      for (const [known, entry] of entries) {
        if (at - entry.usedAt > dataCachePolicy.unusedEntryMs) entries.delete(known);
      }
      const cached = entries.get(key);
      if (cached) {
        cached.usedAt = at;
        return cached.result;
      }
      const result = load(read);
      entries.set(key, { result, usedAt: at });
      // Only a good answer stays: the next call after a failure asks again.
      void result.then((settled) => {
        if (settled.error && entries.get(key)?.result === result) entries.delete(key);
      });
      return result;
    },
  };
}
