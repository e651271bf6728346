import type { FastifyInstance } from 'fastify';
import { DEFAULT_MOCK_NAMESPACE, MOCK_NAMESPACE_COOKIE } from '#common/mock-namespace';
import { cookieAttributes } from '../../plugins/session';
import { checkedThen, type ThenQuery, thenQuery } from '../../util/then-path';

/** GET /__mock/namespace?then=/path: the `mock_ns` cookie cleared, back to the default namespace. */
export default async function clearNamespace(app: FastifyInstance) {
  app.get<ThenQuery>(
    '/__mock/namespace',
    { schema: { querystring: thenQuery }, config: { setsNamespace: true } },
    async (request, reply) => {
      const then = checkedThen(request.query.then);
      reply.setCookie(MOCK_NAMESPACE_COOKIE, '', {
        ...cookieAttributes(request.protocol),
        maxAge: 0,
      });
      if (then !== undefined) return reply.redirect(then, 303);
      return { success: true, namespace: DEFAULT_MOCK_NAMESPACE };
    },
  );
}
