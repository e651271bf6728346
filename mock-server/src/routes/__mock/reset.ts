import type { FastifyInstance } from 'fastify';
import { ignoreBody } from '../../util/ignore-body';

export const resetMessage = 'Every mock store is empty.';

/**
 * POST /__mock/reset: a clean slate between tests (codes, sessions, outbox, lists, counters,
 * scenarios, the request journal).
 */
export default async function reset(app: FastifyInstance) {
  ignoreBody(app);
  app.post('/__mock/reset', async () => {
    // First, so even a reset whose stores cannot be written (a 503) leaves no scenario behind.
    app.scenarios.clear();
    await app.stores.reset();
    app.resetRateLimits();
    app.journal.clear();
    app.devEvents.publish('reset', null);
    return { success: true, message: resetMessage };
  });
}
