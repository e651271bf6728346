import type { FastifyInstance } from 'fastify';

export const scenariosClearedMessage = 'Every scenario is cleared.';

/** DELETE /__mock/scenarios: every active scenario cleared. */
export default async function clearScenarios(app: FastifyInstance) {
  app.delete('/__mock/scenarios', async (request) => {
    request.namespace.scenarios.clear();
    return { success: true, message: scenariosClearedMessage };
  });
}
