import type { FastifyInstance } from 'fastify';
import { httpError } from '../../plugins/errors';

export const scenarioClearedMessage = 'The scenario is cleared.';
export const unknownScenarioMessage =
  'No active scenario has that id: it may be used up or cleared.';

/** DELETE /__mock/scenarios/:id: one active scenario cleared. */
export default async function deleteScenario(app: FastifyInstance) {
  app.delete<{ Params: { id: string } }>('/__mock/scenarios/:id', async (request) => {
    if (!request.namespace.scenarios.remove(request.params.id))
      throw httpError(404, unknownScenarioMessage);
    return { success: true, message: scenarioClearedMessage };
  });
}
