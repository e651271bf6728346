import type { FastifyInstance } from 'fastify';

/** GET /__mock/messages: the contact messages, newest first. */
export default async function listMessages(app: FastifyInstance) {
  const { messages } = app.stores;
  app.get('/__mock/messages', async () => messages.newestFirst());
}
