import type { FastifyInstance } from 'fastify';
import { routeDevOperation } from '../../plugins/contract';
import { ignoreBody } from '../../util/ignore-body';

/** POST /__mock/logout: the app stand-in's "Sign out" form (an urlencoded, empty body). */
export default async function logout(app: FastifyInstance) {
  ignoreBody(app);
  routeDevOperation(app, 'logout', {
    handler: async (request, reply) => {
      await app.sessions.end(request, reply);
      // 303: the browser follows with a GET, so a reload does not post again.
      return reply.redirect('/', 303);
    },
  });
}
