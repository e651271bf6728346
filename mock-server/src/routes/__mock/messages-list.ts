import type { FastifyInstance } from 'fastify';

/** GET /__mock/messages: the contact messages, newest first. */
export default async function listMessages(app: FastifyInstance) {
  app.get('/__mock/messages', async (request) => request.namespace.stores.messages.newestFirst());
}
