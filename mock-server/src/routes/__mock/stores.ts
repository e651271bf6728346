import type { FastifyInstance } from 'fastify';
import { routeDevOperation } from '../../plugins/contract';
import type { RecordStore, StoredRecord } from '../../stores/record-store';
import { sessionRef } from '../../stores/session-ref';
import { outboxOf, sessionsOf } from '../../namespaces/views';
import { httpError } from '../../util/http-error';
import { ignoreBody } from '../../util/ignore-body';

/** What a removal of one store entry answers. */
export const removedMessage = 'Removed.';
export const resetMessage = "Every mock store of this request's namespace is empty.";
export const resetAllMessage =
  'Every mock namespace is empty; all but the default one are forgotten.';

type IdParams = { Params: { id: string } };

/** One entry of a store removed by its id; the store announces it. */
async function removeById<T extends StoredRecord>(store: RecordStore<T>, id: string, name: string) {
  if (!store.get(id)) throw httpError(404, `No ${name} entry with id "${id}".`);
  await store.delete(id);
  return { success: true, message: removedMessage };
}

/**
 * The stores behind the public API, read whole and one entry removable at a time, and the reset
 * of a namespace: GET /__mock/outbox (`?to=`), /whitelist, /messages, /sessions, DELETE one of
 * each by id (a session by its ref), POST /__mock/reset (`?all=true` every namespace).
 */
export default async function storeRoutes(app: FastifyInstance) {
  routeDevOperation<{ Querystring: { to?: string } }>(app, 'listOutbox', {
    handler: async (request) => outboxOf(request.namespace.stores, request.query.to),
  });
  routeDevOperation(app, 'listWhitelist', {
    handler: async (request) => request.namespace.stores.whitelist.newestFirst(),
  });
  routeDevOperation<IdParams>(app, 'removeWhitelistEntry', {
    handler: async (request) =>
      removeById(request.namespace.stores.whitelist, request.params.id, 'whitelist'),
  });
  routeDevOperation(app, 'listMessages', {
    handler: async (request) => request.namespace.stores.messages.newestFirst(),
  });
  routeDevOperation<IdParams>(app, 'removeMessage', {
    handler: async (request) =>
      removeById(request.namespace.stores.messages, request.params.id, 'messages'),
  });
  routeDevOperation(app, 'listSessions', {
    handler: async (request) => sessionsOf(request.namespace.stores),
  });
  routeDevOperation<IdParams>(app, 'removeSession', {
    handler: async (request) => {
      const { sessions } = request.namespace.stores;
      const session = sessions.find((entry) => sessionRef(entry) === request.params.id);
      if (!session) throw httpError(404, `No session with ref "${request.params.id}".`);
      await sessions.delete(session.id);
      return { success: true, message: removedMessage };
    },
  });
  // Its own scope: the body it ignores is parsed by a parser of its own (util/ignore-body.ts).
  await app.register(async (scope) => {
    ignoreBody(scope);
    routeDevOperation<{ Querystring: { all?: 'true' | 'false' } }>(scope, 'resetMock', {
      handler: async (request) => {
        if (request.query.all === 'true') {
          await app.namespaces.resetAll();
          return { success: true, message: resetAllMessage };
        }
        await app.namespaces.reset(request.namespace);
        return { success: true, message: resetMessage };
      },
    });
  });
}
