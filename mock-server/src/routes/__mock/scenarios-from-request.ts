import type { FastifyInstance } from 'fastify';
import { contractValidator } from '../../contract/validate';
import { noRecordMessage, recordById, recordIdParams } from '../../journal/record-id';
import { httpError } from '../../plugins/errors';
import { recordedScenario } from '../../scenarios/recorded';

/**
 * POST /__mock/scenarios/from-request/{id} ("Save as scenario" on a journal row): the upstream's
 * answer to journaled request `id`, replayed for every call of its operation until cleared; only
 * an answer that follows openapi.yaml (scenarios/recorded.ts).
 */
export default async function recordedScenarioRoute(app: FastifyInstance) {
  const validator = contractValidator(app.contract);

  app.post<{ Params: { id: string } }>(
    '/__mock/scenarios/from-request/:id',
    { schema: { params: recordIdParams } },
    async (request, reply) => {
      const { id } = request.params;
      const { journal, scenarios } = request.namespace;
      const record = recordById(journal, id);
      if (!record) throw httpError(404, noRecordMessage(id));
      const checked = recordedScenario(record, validator);
      if ('message' in checked) throw httpError(checked.status, checked.message);
      if (scenarios.size >= scenarios.max) {
        throw httpError(409, `At most ${scenarios.max} scenarios can be active; clear some first.`);
      }
      return reply.code(201).send(scenarios.add(checked));
    },
  );
}
