import type { FastifyInstance } from 'fastify';
import {
  invalidMockNamespaceMessage,
  isMockNamespace,
  MOCK_NAMESPACE_COOKIE,
} from '#common/mock-namespace';
import { httpError } from '../../plugins/errors';
import { cookieAttributes } from '../../plugins/session';
import { checkedThen, type ThenQuery, thenQuery } from '../../util/then-path';

/**
 * GET /__mock/namespace/:name?then=/path: puts a browser in a namespace (the `mock_ns` cookie)
 * for a page that cannot send X-Mock-Namespace; a 303 to `then`, or the name as JSON.
 */
export default async function setNamespace(app: FastifyInstance) {
  app.get<ThenQuery & { Params: { name: string } }>(
    '/__mock/namespace/:name',
    { schema: { querystring: thenQuery }, config: { setsNamespace: true } },
    async (request, reply) => {
      const { name } = request.params;
      if (!isMockNamespace(name)) throw httpError(400, invalidMockNamespaceMessage);
      const then = checkedThen(request.query.then);
      reply.setCookie(MOCK_NAMESPACE_COOKIE, name, cookieAttributes(request.protocol));
      if (then !== undefined) return reply.redirect(then, 303);
      return { success: true, namespace: name };
    },
  );
}
