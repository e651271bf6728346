import type { FastifyInstance } from 'fastify';
import { routeDevOperation } from '../../plugins/contract';
import type { MockMode } from './console';

/**
 * GET /__mock/records: the caller's namespace's counts of answers per (operation, status), of
 * contract violations and of forwarded calls, which the journal's ring does not rotate;
 * `?all=true` sums every namespace, live and retired (reset or forgotten).
 */
export default async function recordRoutes(app: FastifyInstance, { mode }: { mode: MockMode }) {
  routeDevOperation<{ Querystring: { all?: 'true' | 'false' } }>(app, 'getRecords', {
    handler: async (request) =>
      request.query.all === 'true'
        ? app.namespaces.totals().view(null, mode.mode)
        : request.namespace.records.view(request.namespace.name, mode.mode),
  });
}
