import type { FastifyInstance } from 'fastify';

/** GET /__mock/whitelist: the whitelist and waitlist requests, newest first. */
export default async function listWhitelist(app: FastifyInstance) {
  app.get('/__mock/whitelist', async (request) => request.namespace.stores.whitelist.newestFirst());
}
