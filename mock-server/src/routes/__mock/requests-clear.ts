import type { FastifyInstance } from 'fastify';

export const journalClearedMessage = 'The request journal is empty.';

/** DELETE /__mock/requests: empties the request journal. */
export default async function clearRequests(app: FastifyInstance) {
  const { journal } = app;
  app.delete('/__mock/requests', async () => {
    journal.clear();
    // Every open console empties its list, not only the one that cleared it.
    app.devEvents.publish('state', { store: 'journal', kind: 'clear' });
    return { success: true, message: journalClearedMessage };
  });
}
