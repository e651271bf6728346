import type { FastifyInstance } from 'fastify';
import { httpError } from '../../plugins/errors';
import type { Contract } from '../../contract/openapi';
import { checkScenario, operationAliases } from '../../scenarios/scenario-input';

export const scenariosClearedMessage = 'Every scenario is cleared.';
export const scenarioClearedMessage = 'The scenario is cleared.';
export const unknownScenarioMessage =
  'No active scenario has that id: it may be used up or cleared.';

/** One operation as the console's scenario form offers it (GET /__mock/scenarios/options). */
export interface ScenarioOption {
  operation: string;
  alias: string | null;
  method: string;
  path: string;
  /** Its body has an `email`, so a scenario for it can be kept to one address. */
  takesEmail: boolean;
  /** Every documented status, ascending, with its named examples (the first is the default). */
  statuses: { status: number; examples: string[] }[];
}

/** What openapi.yaml documents per operation: the statuses and examples a scenario may force. */
export function scenarioOptions(contract: Contract): ScenarioOption[] {
  const aliasOf = new Map(Object.entries(operationAliases).map(([alias, id]) => [id, alias]));
  return [...contract.operations.values()].map((operation) => {
    const fields = operation.schema.body?.properties as Record<string, unknown> | undefined;
    return {
      operation: operation.operationId,
      alias: aliasOf.get(operation.operationId) ?? null,
      method: operation.method,
      path: operation.path,
      takesEmail: fields?.email !== undefined,
      statuses: [...operation.responses]
        .sort(([a], [b]) => a - b)
        .map(([status, response]) => ({ status, examples: [...response.examples.keys()] })),
    };
  });
}

/**
 * GET, POST and DELETE /__mock/scenarios: make the next calls of an operation answer a
 * documented status and example, or wait first (see plugins/scenarios.ts).
 */
export default async function scenarios(app: FastifyInstance) {
  const book = app.scenarios;

  app.get('/__mock/scenarios', async () => book.list());
  const options = scenarioOptions(app.contract);
  app.get('/__mock/scenarios/options', async () => options);

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
