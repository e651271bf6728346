import type { FastifyInstance } from 'fastify';
import { httpError } from '../../plugins/errors';
import { removedMessage, storeEntryParams } from '../../util/store-entry';

/** DELETE /__mock/whitelist/:id: one request off the list; the store announces it. */
export default async function deleteWhitelistEntry(app: FastifyInstance) {
  app.delete<{ Params: { id: string } }>(
    '/__mock/whitelist/:id',
    { schema: { params: storeEntryParams } },
    async (request) => {
      const { whitelist } = request.namespace.stores;
      const { id } = request.params;
      if (!whitelist.get(id)) throw httpError(404, `No whitelist entry with id "${id}".`);
      await whitelist.delete(id);
      return { success: true, message: removedMessage };
    },
  );
}
