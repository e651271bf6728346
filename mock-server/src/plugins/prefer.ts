import fp from 'fastify-plugin';
import { forcedAnswer, parsePrefer } from '../contract/prefer';
import { httpError } from '../util/http-error';

/**
 * `Prefer: code=NNN` (and `example=NAME`) on a contract operation answers that documented status
 * with its documented example, the Prism convention. A preHandler: the request has passed
 * validation (a bad body is still a 400), and the rate limit, a route-level preHandler, runs
 * only after it, so a forced answer neither counts nor gets refused.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', async (request, reply) => {
      const { operationId, onPrefer } = request.routeOptions.config;
      if (operationId === undefined || request.headers.prefer === undefined) return;
      const operation = app.contract.operation(operationId);
      const answer = forcedAnswer(operation, parsePrefer(request.headers.prefer));
      if (answer === null) return;
      if (answer instanceof Error) throw httpError(400, answer.message);
      await onPrefer?.(request, reply, answer.status);
      request.answerForced = true;
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    });
  },
  { name: 'prefer', fastify: '5.x', dependencies: ['contract', 'journal'] },
);
