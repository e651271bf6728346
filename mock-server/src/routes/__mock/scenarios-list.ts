import type { FastifyInstance } from 'fastify';

/** GET /__mock/scenarios: the active scenarios (plugins/scenarios.ts applies them). */
export default async function listScenarios(app: FastifyInstance) {
  const book = app.scenarios;
  app.get('/__mock/scenarios', async () => book.list());
}
