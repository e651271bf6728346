import type { FastifyInstance } from 'fastify';

export const journalClearedMessage = 'The request journal is empty.';

/** DELETE /__mock/requests: empties the request journal. */
export default async function clearRequests(app: FastifyInstance) {
  app.delete('/__mock/requests', async (request) => {
    const { journal, events } = request.namespace;
    journal.clear();
    // Every open console of the namespace empties its list, not only the one that cleared it.
    events.publish('state', { store: 'journal', kind: 'clear' });
    return { success: true, message: journalClearedMessage };
  });
}
