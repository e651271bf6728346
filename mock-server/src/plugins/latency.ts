import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';

export interface LatencyOptions {
  /** MOCK_LATENCY_MS: 0 adds nothing and no hook. */
  ms: number;
  /** How to wait; tests pass a spy instead of waiting for real. */
  delay?: (ms: number) => Promise<unknown>;
}

/** Holds every `/api/*` request back `ms` before it is handled, as a slow network or backend would. */
export default fp<LatencyOptions>(
  async (app, { ms, delay = sleep }) => {
    if (ms <= 0) return;
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) await delay(ms);
    });
  },
  { name: 'latency', fastify: '5.x' },
);
