import type { FastifyInstance } from 'fastify';
import { httpError } from '../../plugins/errors';
import { checkScenario } from '../../scenarios/scenario-input';

/**
 * POST /__mock/scenarios: make the next calls of an operation answer a documented status and
 * example, or wait first (see plugins/scenarios.ts).
 */
export default async function createScenario(app: FastifyInstance) {
  app.post('/__mock/scenarios', async (request, reply) => {
    const book = request.namespace.scenarios;
    const checked = checkScenario(app.contract, request.body);
    if (checked instanceof Error) throw httpError(400, checked.message);
    if (book.size >= book.max) {
      throw httpError(409, `At most ${book.max} scenarios can be active; clear some first.`);
    }
    return reply.code(201).send(book.add(checked));
  });
}
