import type { FastifyInstance } from 'fastify';
import { contractValidator } from '../../contract/validate';
import { noRecordMessage, recordById } from '../../journal/record-id';
import { routeDevOperation } from '../../plugins/contract';
import { recordedScenario } from '../../scenarios/recorded';
import type { ScenarioBook } from '../../scenarios/scenario-book';
import { checkScenario } from '../../scenarios/scenario-input';
import { scenarioOptions } from '../../scenarios/scenario-options';
import { httpError } from '../../util/http-error';

export const scenariosClearedMessage = 'Every scenario is cleared.';
export const scenarioClearedMessage = 'The scenario is cleared.';
export const unknownScenarioMessage =
  'No active scenario has that id: it may be used up or cleared.';

/** A 409 when the book is full: the caller clears some first. */
function roomFor(book: ScenarioBook): void {
  if (book.fullMessage !== null) throw httpError(409, book.fullMessage);
}

/**
 * Sticky scenarios (plugins/scenarios.ts): GET /__mock/scenarios the active ones, GET
 * /__mock/scenarios/options what the console's form offers per operation, POST /__mock/scenarios
 * one more (a documented status and example, a fault, or a wait), POST
 * /__mock/scenarios/from-request/:id a journaled upstream answer replayed (scenarios/recorded.ts,
 * only one that follows openapi.yaml), DELETE /__mock/scenarios all, DELETE /__mock/scenarios/:id
 * one.
 */
export default async function scenarioRoutes(app: FastifyInstance) {
  const options = scenarioOptions(app.contract);
  const validator = contractValidator(app.contract);

  routeDevOperation(app, 'listScenarios', {
    handler: async (request) => request.namespace.scenarios.list(),
  });
  routeDevOperation(app, 'listScenarioOptions', { handler: async () => options });
  // openapi.dev.yaml's schema settles what a body may hold; checkScenario then holds it to
  // openapi.yaml (operation, status, example) and says what went wrong in a scenario's words, so
  // its message is the one a refused body gets.
  routeDevOperation(app, 'setScenario', {
    attachValidation: true,
    handler: async (request, reply) => {
      const book = request.namespace.scenarios;
      const checked = checkScenario(app.contract, request.body);
      if (checked instanceof Error) throw httpError(400, checked.message);
      if (request.validationError) throw httpError(400, request.validationError.message);
      roomFor(book);
      return reply.code(201).send(book.add(checked));
    },
  });
  routeDevOperation<{ Params: { id: string } }>(app, 'setScenarioFromRequest', {
    handler: async (request, reply) => {
      const { id } = request.params;
      const { journal, scenarios } = request.namespace;
      const record = recordById(journal, id);
      if (!record) throw httpError(404, noRecordMessage(id));
      const checked = recordedScenario(record, validator);
      if ('message' in checked) throw httpError(checked.status, checked.message);
      roomFor(scenarios);
      return reply.code(201).send(scenarios.add(checked));
    },
  });
  routeDevOperation(app, 'clearScenarios', {
    handler: async (request) => {
      request.namespace.scenarios.clear();
      return { success: true, message: scenariosClearedMessage };
    },
  });
  routeDevOperation<{ Params: { id: string } }>(app, 'clearScenario', {
    handler: async (request) => {
      if (!request.namespace.scenarios.remove(request.params.id))
        throw httpError(404, unknownScenarioMessage);
      return { success: true, message: scenarioClearedMessage };
    },
  });
}
