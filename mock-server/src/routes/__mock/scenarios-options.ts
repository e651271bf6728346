import type { FastifyInstance } from 'fastify';
import { scenarioOptions } from '../../scenarios/scenario-options';

/** GET /__mock/scenarios/options: what the console's scenario form offers, per operation. */
export default async function listScenarioOptions(app: FastifyInstance) {
  const options = scenarioOptions(app.contract);
  app.get('/__mock/scenarios/options', async () => options);
}
