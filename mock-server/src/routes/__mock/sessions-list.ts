import type { FastifyInstance } from 'fastify';
import { sessionRef } from '../../stores/session-ref';

/** GET /__mock/sessions: the sessions by `ref` (stores/session-ref.ts), never their secret id. */
export default async function listSessions(app: FastifyInstance) {
  app.get('/__mock/sessions', async (request) =>
    request.namespace.stores.sessions
      .newestFirst()
      .map(({ id, ...session }) => ({ ref: sessionRef({ id }), ...session })),
  );
}
