import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_MOCK_NAMESPACE,
  invalidMockNamespaceMessage,
  MOCK_NAMESPACE_COOKIE,
} from '#common/mock-namespace';
import { namespaceList, removeNamespace } from '../../namespaces/views';
import { routeDevOperation } from '../../plugins/contract';
import { cookieAttributes } from '../../plugins/session';
import { checkedThen, invalidThenMessage, type ThenQuery } from '../../util/then-path';

type NameParams = { Params: { name: string } };

// A name outside the pattern says how names are made, not which schema keyword failed.
const invalidName = () => new Error(invalidMockNamespaceMessage);

/**
 * Namespaces: GET /__mock/namespace/:name?then= puts a browser in one (the `mock_ns` cookie, for
 * a page that cannot send X-Mock-Namespace), GET /__mock/namespace?then= back to the default one,
 * GET /__mock/namespaces lists the live ones and their limits, DELETE /__mock/namespaces/:name
 * empties and forgets one (its consoles' event streams end).
 */
export default async function namespaceRoutes(app: FastifyInstance) {
  routeDevOperation<ThenQuery & NameParams>(app, 'setNamespace', {
    config: { setsNamespace: true },
    schemaErrorFormatter: (_errors, context) =>
      context === 'params' ? invalidName() : new Error(invalidThenMessage),
    handler: async (request, reply) => {
      const { name } = request.params;
      const then = checkedThen(request.query.then);
      reply.setCookie(MOCK_NAMESPACE_COOKIE, name, cookieAttributes(request.protocol));
      if (then !== undefined) return reply.redirect(then, 303);
      return { success: true, namespace: name };
    },
  });
  routeDevOperation<ThenQuery>(app, 'clearNamespace', {
    config: { setsNamespace: true },
    schemaErrorFormatter: () => new Error(invalidThenMessage),
    handler: async (request, reply) => {
      const then = checkedThen(request.query.then);
      reply.setCookie(MOCK_NAMESPACE_COOKIE, '', {
        ...cookieAttributes(request.protocol),
        maxAge: 0,
      });
      if (then !== undefined) return reply.redirect(then, 303);
      return { success: true, namespace: DEFAULT_MOCK_NAMESPACE };
    },
  });
  routeDevOperation(app, 'listNamespaces', {
    handler: async (request) => ({
      current: request.namespace.name,
      namespaces: namespaceList(app.namespaces),
      limits: app.namespaces.limits,
    }),
  });
  routeDevOperation<NameParams>(app, 'deleteNamespace', {
    schemaErrorFormatter: invalidName,
    handler: async (request) => removeNamespace(app.namespaces, request.params.name),
  });
}
