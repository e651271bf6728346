import type { FastifyInstance } from 'fastify';
import { httpError } from '../../plugins/errors';
import { removedMessage, storeEntryParams } from '../../util/store-entry';

/** DELETE /__mock/messages/:id: one contact message removed; the store announces it. */
export default async function deleteMessage(app: FastifyInstance) {
  app.delete<{ Params: { id: string } }>(
    '/__mock/messages/:id',
    { schema: { params: storeEntryParams } },
    async (request) => {
      const { messages } = request.namespace.stores;
      const { id } = request.params;
      if (!messages.get(id)) throw httpError(404, `No messages entry with id "${id}".`);
      await messages.delete(id);
      return { success: true, message: removedMessage };
    },
  );
}
