import type { FastifyInstance } from 'fastify';
import { entryOf } from '../../journal/entry-view';
import { noRecordMessage, recordById, recordIdParams } from '../../journal/record-id';
import { httpError } from '../../plugins/errors';

/** GET /__mock/requests/:id: one journal entry in full, codes and all. */
export default async function getRequest(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    '/__mock/requests/:id',
    { schema: { params: recordIdParams } },
    async (request) => {
      const { id } = request.params;
      const record = recordById(request.namespace.journal, id);
      if (!record) throw httpError(404, noRecordMessage(id));
      return entryOf(record);
    },
  );
}
