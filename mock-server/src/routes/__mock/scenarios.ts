import type { FastifyInstance } from 'fastify';
import { httpError } from '../../plugins/errors';
import { checkScenario } from '../../scenarios/scenario-input';

export const scenariosClearedMessage = 'Every scenario is cleared.';
export const scenarioClearedMessage = 'The scenario is cleared.';
export const unknownScenarioMessage =
  'No active scenario has that id: it may be used up or cleared.';

/**
 * GET, POST and DELETE /__mock/scenarios: make the next calls of an operation answer a
 * documented status and example, or wait first (see plugins/scenarios.ts).
 */
export default async function scenarios(app: FastifyInstance) {
  const book = app.scenarios;

  app.get('/__mock/scenarios', async () => book.list());

  app.post('/__mock/scenarios', async (request, reply) => {
    const checked = checkScenario(app.contract, request.body);
    if (checked instanceof Error) throw httpError(400, checked.message);
    if (book.size >= book.max) {
      throw httpError(409, `At most ${book.max} scenarios can be active; clear some first.`);
    }
    return reply.code(201).send(book.add(checked));
  });

  app.delete('/__mock/scenarios', async () => {
    book.clear();
    return { success: true, message: scenariosClearedMessage };
  });

  app.delete<{ Params: { id: string } }>('/__mock/scenarios/:id', async (request) => {
    if (!book.remove(request.params.id)) throw httpError(404, unknownScenarioMessage);
    return { success: true, message: scenarioClearedMessage };
  });
}
