import type { FastifyInstance } from 'fastify';
import { httpError } from '../../plugins/errors';
import { sessionRef } from '../../stores/session-ref';
import { removedMessage, storeEntryParams } from '../../util/store-entry';

/**
 * DELETE /__mock/sessions/:id, the id being a session's ref (never its secret id): that session
 * removed, which signs its browser out; the store announces it.
 */
export default async function deleteSession(app: FastifyInstance) {
  app.delete<{ Params: { id: string } }>(
    '/__mock/sessions/:id',
    { schema: { params: storeEntryParams } },
    async (request) => {
      const { sessions } = request.namespace.stores;
      const session = sessions.find((entry) => sessionRef(entry) === request.params.id);
      if (!session) throw httpError(404, `No session with ref "${request.params.id}".`);
      await sessions.delete(session.id);
      return { success: true, message: removedMessage };
    },
  );
}
