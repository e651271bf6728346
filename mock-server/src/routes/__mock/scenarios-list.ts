import type { FastifyInstance } from 'fastify';

/** GET /__mock/scenarios: the caller's namespace's active scenarios (plugins/scenarios.ts). */
export default async function listScenarios(app: FastifyInstance) {
  app.get('/__mock/scenarios', async (request) => request.namespace.scenarios.list());
}
