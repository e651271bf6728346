import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../plugins/errors';
import type { Session } from '../../stores/records';

export const removedMessage = 'Removed.';

const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/**
 * A session's id is its cookie's value: whoever reads it is signed in. The console names a
 * session by a digest of it instead, enough to tell sessions apart and remove one.
 */
export const sessionRef = (session: Pick<Session, 'id'>) =>
  createHash('sha256').update(session.id).digest('base64url').slice(0, 16);

/**
 * The developer console's State panel: the sessions (by `ref`, never their secret id), and one
 * entry of the whitelist, the contact messages or the sessions removed at a time (a removed
 * session signs its browser out). Each removal is announced on the event stream by the store.
 */
export default async function state(app: FastifyInstance) {
  const { whitelist, messages, sessions } = app.stores;

  app.get('/__mock/sessions', async () =>
    sessions.newestFirst().map(({ id, ...session }) => ({ ref: sessionRef({ id }), ...session })),
  );
  app.delete<{ Params: { id: string } }>(
    '/__mock/sessions/:id',
    { schema: { params: idParams } },
    async (request) => {
      const session = sessions.find((entry) => sessionRef(entry) === request.params.id);
      if (!session) throw httpError(404, `No session with ref "${request.params.id}".`);
      await sessions.delete(session.id);
      return { success: true, message: removedMessage };
    },
  );

  for (const [name, store] of [
    ['whitelist', whitelist],
    ['messages', messages],
  ] as const) {
    app.delete<{ Params: { id: string } }>(
      `/__mock/${name}/:id`,
      { schema: { params: idParams } },
      async (request) => {
        const { id } = request.params;
        if (!store.get(id)) throw httpError(404, `No ${name} entry with id "${id}".`);
        await store.delete(id);
        return { success: true, message: removedMessage };
      },
    );
  }
}
