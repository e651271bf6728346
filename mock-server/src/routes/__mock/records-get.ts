import type { FastifyInstance } from 'fastify';
import type { MockMode } from './mode';

const recordsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { all: { type: 'string', enum: ['true', 'false'] } },
} as const;

/**
 * GET /__mock/records: the caller's namespace's counts of answers per (operation, status), of
 * contract violations and of forwarded calls, which the journal's ring does not rotate;
 * `?all=true` sums every namespace, live and retired (reset or forgotten).
 */
export default async function getRecords(app: FastifyInstance, { mode }: { mode: MockMode }) {
  app.get<{ Querystring: { all?: 'true' | 'false' } }>(
    '/__mock/records',
    { schema: { querystring: recordsQuery } },
    async (request) =>
      request.query.all === 'true'
        ? app.namespaces.totals().view(null, mode.mode)
        : request.namespace.records.view(request.namespace.name, mode.mode),
  );
}
