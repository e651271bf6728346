import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { parsePrefer } from '../contract/prefer';
import { breakConnection } from '../scenarios/faults';

export interface ScenariosOptions {
  /** How a scenario's latencyMs waits; tests pass a spy, as for MOCK_LATENCY_MS. */
  delay?: (ms: number) => Promise<unknown>;
  /** How long a "hang" holds a call before the server closes it: REQUEST_TIMEOUT_MS. */
  hangMs: number;
}

/**
 * Scenarios set with POST /__mock/scenarios (each namespace's own `scenarios` book) answer the next calls of an operation with a
 * documented status and example, after an optional wait. A preHandler registered after Prefer's:
 * validation has run (a bad body is still a 400), the route-level rate limit has not (a forced
 * answer neither counts nor gets refused), and a request with its own `Prefer` wins without
 * using up a scenario, so a test's explicit header always means what it says.
 */
export default fp<ScenariosOptions>(
  async (app, { delay = sleep, hangMs }) => {
    // The namespace plugin ends held calls on close, before the server waits for open requests.
    app.addHook('preHandler', async (request, reply) => {
      const { operationId, onPrefer } = request.routeOptions.config;
      const book = request.namespace.scenarios;
      // A HEAD (a link checker, a preflight-minded client) is not one of "the next calls".
      if (operationId === undefined || book.size === 0 || request.method === 'HEAD') return;
      const prefer = parsePrefer(request.headers.prefer);
      if (prefer.code !== undefined || prefer.example !== undefined) return;
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email : undefined;
      const use = book.use(operationId, email);
      if (!use) return;
      request.log.info(
        { scenario: use.scenario.id, status: use.scenario.status, latencyMs: use.latencyMs },
        'scenario applied',
      );
      if (use.latencyMs > 0) await delay(use.latencyMs);
      if (use.fault === 'hang') {
        // Held until the scenario is cleared (the call then goes on to its handler), the client
        // gives up, or hangMs passes (closed with no answer).
        const closed = new AbortController();
        const onClose = () => closed.abort();
        request.raw.socket.once('close', onClose);
        const end = await book.hold(use.scenario.id, hangMs, closed.signal);
        request.raw.socket.off('close', onClose);
        if (end === 'cleared') return;
        reply.hijack();
        breakConnection(request.raw.socket, 'empty', {});
        app.journalFault(request, reply, 'hang');
        return reply;
      }
      if (use.fault) {
        reply.hijack();
        const sent = breakConnection(request.raw.socket, use.fault, app.securityHeaders);
        app.journalFault(request, reply, use.fault, sent);
        return reply;
      }
      if (!use.answer) return;
      await onPrefer?.(request, reply, use.answer.status);
      request.answerForced = true;
      return reply.code(use.answer.status).headers(use.answer.headers).send(use.answer.body);
    });
  },
  {
    name: 'scenarios',
    fastify: '5.x',
    dependencies: ['contract', 'namespace', 'clock', 'journal'],
  },
);
