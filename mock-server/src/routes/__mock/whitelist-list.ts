import type { FastifyInstance } from 'fastify';

/** GET /__mock/whitelist: the whitelist and waitlist requests, newest first. */
export default async function listWhitelist(app: FastifyInstance) {
  const { whitelist } = app.stores;
  app.get('/__mock/whitelist', async () => whitelist.newestFirst());
}
