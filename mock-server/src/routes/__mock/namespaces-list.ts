import type { FastifyInstance } from 'fastify';

/**
 * GET /__mock/namespaces: the caller's namespace, every live one (most recently active first,
 * with the journal entries it holds) and the limits they live under.
 */
export default async function listNamespaces(app: FastifyInstance) {
  app.get('/__mock/namespaces', async (request) => ({
    current: request.namespace.name,
    namespaces: app.namespaces.list().map((namespace) => ({
      name: namespace.name,
      lastActivity: new Date(namespace.lastActivity).toISOString(),
      requests: namespace.journal.size,
    })),
    limits: app.namespaces.limits,
  }));
}
