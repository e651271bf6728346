import type { FastifyInstance } from 'fastify';

const outboxQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { to: { type: 'string', minLength: 1, maxLength: 254 } },
} as const;

/**
 * GET /__mock/outbox: the emails the mock sent, newest first. `?to=` narrows it to one address
 * (case-insensitive), so a test reads its own code.
 */
export default async function listOutbox(app: FastifyInstance) {
  app.get<{ Querystring: { to?: string } }>(
    '/__mock/outbox',
    { schema: { querystring: outboxQuery } },
    async (request) => {
      const to = request.query.to?.trim().toLowerCase();
      const emails = request.namespace.stores.outbox.newestFirst();
      return to === undefined ? emails : emails.filter((email) => email.to.toLowerCase() === to);
    },
  );
}
