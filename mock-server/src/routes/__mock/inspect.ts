import type { FastifyInstance } from 'fastify';

const outboxQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { to: { type: 'string', minLength: 1, maxLength: 254 } },
} as const;

/** Read-only JSON views of the stores, newest first, for developers and tests. */
export default async function inspect(app: FastifyInstance) {
  const { outbox, whitelist, messages } = app.stores;

  // `?to=` narrows the outbox to one address (case-insensitive), so a test reads its own code.
  app.get<{ Querystring: { to?: string } }>(
    '/__mock/outbox',
    { schema: { querystring: outboxQuery } },
    async (request) => {
      const to = request.query.to?.trim().toLowerCase();
      const emails = outbox.newestFirst();
      return to === undefined ? emails : emails.filter((email) => email.to.toLowerCase() === to);
    },
  );
  app.get('/__mock/whitelist', async () => whitelist.newestFirst());
  app.get('/__mock/messages', async () => messages.newestFirst());
}
