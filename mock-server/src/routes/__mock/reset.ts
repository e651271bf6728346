import type { FastifyInstance } from 'fastify';
import { ignoreBody } from '../../util/ignore-body';

export const resetMessage = "Every mock store of this request's namespace is empty.";
export const resetAllMessage =
  'Every mock namespace is empty; all but the default one are forgotten.';

const resetQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { all: { type: 'string', enum: ['true', 'false'] } },
} as const;

/**
 * POST /__mock/reset: a clean slate between tests in the caller's namespace (codes, sessions,
 * outbox, lists, rate-limit counters, scenarios, the request journal); `?all=true` in every one.
 */
export default async function reset(app: FastifyInstance) {
  ignoreBody(app);
  app.post<{ Querystring: { all?: 'true' | 'false' } }>(
    '/__mock/reset',
    { schema: { querystring: resetQuery } },
    async (request) => {
      if (request.query.all === 'true') {
        await app.namespaces.resetAll();
        return { success: true, message: resetAllMessage };
      }
      await app.namespaces.reset(request.namespace);
      return { success: true, message: resetMessage };
    },
  );
}
