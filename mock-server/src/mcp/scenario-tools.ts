import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { ScenarioBook } from '../scenarios/scenario-book';
import { checkScenario, scenarioInputSchema } from '../scenarios/scenario-input';
import { scenarioOptions } from '../scenarios/scenario-options';
import { answer, type McpContext, namespaceArg, namespaceFor } from './context';

function roomFor(book: ScenarioBook): void {
  if (book.fullMessage !== null) throw new Error(book.fullMessage);
}

/** Forced answers and faults for the next calls of an operation, per namespace. */
export function registerScenarioTools(server: McpServer, context: McpContext): void {
  const options = scenarioOptions(context.contract);
  const { operation, status, example, fault, times, latencyMs, email } = scenarioInputSchema.shape;

  server.registerTool(
    'list_answers',
    {
      title: 'List the documented answers',
      description:
        'Lists, per openapi.yaml operation, the statuses and named examples it documents and the network faults it can be given: what set_scenario accepts.',
      inputSchema: {
        operation: z.string().max(64).optional().describe('Only this operationId.'),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ operation: only }) =>
      answer({
        operations: options.filter((option) => only === undefined || option.operation === only),
      }),
  );

  server.registerTool(
    'set_scenario',
    {
      title: 'Force an answer or a fault',
      description:
        'Makes the next calls of an openapi.yaml operation in a namespace answer a documented status and example (`status`, `example`), break off with a network `fault` (reset, empty, malformed, hang), or wait `latencyMs` first. Sticky until cleared, or for `times` calls; `email` limits it to calls for that address. See list_answers for what each operation documents. Scenarios of one operation form a queue.',
      inputSchema: {
        namespace: namespaceArg,
        operation: operation.describe(
          'An operationId of openapi.yaml (sendCode, verifyCode, requestWhitelist, sendContact, getGoogleLoginUrl) or its alias (send-code, verify, whitelist, contact, login-url).',
        ),
        status: status.describe('A status the operation documents (429, 500, ...).'),
        example: example.describe('A named example of that status (see list_answers).'),
        fault: fault.describe('A failure below HTTP instead of an answer.'),
        times: times.describe('How many calls it answers; leave out for every call until cleared.'),
        latencyMs: latencyMs.describe('Milliseconds each call waits first, 0 to 30000.'),
        email: email.describe('Only calls whose body has this email (any case).'),
      },
    },
    async ({ namespace, ...input }) => {
      const found = await namespaceFor(context, namespace);
      const body = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== undefined),
      );
      const checked = checkScenario(context.contract, body);
      if (checked instanceof Error) throw checked;
      roomFor(found.scenarios);
      return answer({ namespace: found.name, scenario: found.scenarios.add(checked) });
    },
  );

  server.registerTool(
    'list_scenarios',
    {
      title: 'List active scenarios',
      description:
        "Lists a namespace's active scenarios in the order they answer, with how many calls each has used and has left.",
      inputSchema: { namespace: namespaceArg },
      annotations: { readOnlyHint: true },
    },
    async ({ namespace }) => {
      const found = await namespaceFor(context, namespace);
      return answer({ namespace: found.name, items: found.scenarios.list() });
    },
  );

  server.registerTool(
    'clear_scenarios',
    {
      title: 'Clear scenarios',
      description:
        "Clears one scenario of a namespace (`id`, from list_scenarios or set_scenario) or, without `id`, every one; calls then get the mock's real answers again.",
      inputSchema: {
        namespace: namespaceArg,
        id: z.string().min(1).max(64).optional().describe('One scenario; without it, all.'),
      },
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async ({ namespace, id }) => {
      const found = await namespaceFor(context, namespace);
      if (id === undefined) {
        return answer({ namespace: found.name, cleared: found.scenarios.clear() });
      }
      if (!found.scenarios.remove(id)) {
        throw new Error('No active scenario has that id: it may be used up or cleared.');
      }
      return answer({ namespace: found.name, cleared: 1 });
    },
  );
}
