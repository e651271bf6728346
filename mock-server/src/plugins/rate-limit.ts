import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { behaviour } from '#common/api/behaviour';
import { plural, secondsUntil } from '../util/wait';
import { httpError } from '../util/http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The route-level rate limit of a contract operation, or false when limits are off. */
    rateLimitFor(operationId: string): RateLimitOptions | false;
  }
}

export interface RateLimitPluginOptions {
  /** Requests per client address per window, by operationId; null turns every limit off. */
  limits: Readonly<Record<string, number>> | null;
}

/** The window every limit counts in (openapi.yaml x-behaviour.rateLimit). */
const timeWindow = behaviour.rateLimit.windowSeconds * 1000;

interface Window {
  count: number;
  endsAt: number;
}

// @fastify/rate-limit's own store reads Date.now() and cannot be emptied; this one takes the
// app's clock (tests move time instead of sleeping) and registers its counters so a namespace's
// reset can clear them. One fixed window per key, as the built-in store counts.
function clockStore(now: () => number, live: Set<Map<string, Window>>) {
  return class ClockStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();

    constructor() {
      live.add(this.windows);
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now();
      let window = this.windows.get(key);
      if (!window || at >= window.endsAt) {
        if (this.windows.size >= 10_000) {
          for (const [old, { endsAt }] of this.windows) if (at >= endsAt) this.windows.delete(old);
        }
        window = { count: 0, endsAt: at + timeWindow };
        this.windows.set(key, window);
      }
      window.count += 1;
      callback(null, { current: window.count, ttl: window.endsAt - at });
    }

    child(): FastifyRateLimitStore {
      return new ClockStore();
    }
  };
}

/**
 * Per-route limits per namespace and client address, answering 429 in the API's error shape with
 * Retry-After: parallel tests in their own namespaces each have their own window.
 */
export default fp<RateLimitPluginOptions>(
  async (app, { limits }) => {
    const live = new Set<Map<string, Window>>();
    await app.register(rateLimit, {
      global: false,
      // After validation and after the Prefer hook (see plugins/prefer.ts).
      hook: 'preHandler',
      timeWindow,
      store: clockStore(() => app.now(), live),
      // request.ip is undefined once the client's socket is gone (a request followed by garbage).
      // A namespace name has no space: the key's first word is its namespace.
      keyGenerator: (request) => `${request.namespace.name} ${request.ip ?? 'gone'}`,
      errorResponseBuilder: (_request, context) =>
        httpError(
          429,
          `Too many requests. Try again in ${plural(secondsUntil(context.ttl), 'second')}.`,
        ),
    });
    app.decorate('rateLimitFor', (operationId: string) => {
      const max = limits?.[operationId];
      return max === undefined ? false : { max, timeWindow };
    });
    app.namespaces.onClear((name) => {
      const prefix = `${name} `;
      for (const windows of live) {
        for (const key of windows.keys()) if (key.startsWith(prefix)) windows.delete(key);
      }
    });
  },
  { name: 'rate-limit', fastify: '5.x', dependencies: ['clock', 'namespace'] },
);
