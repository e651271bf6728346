import type { FastifyInstance } from 'fastify';

/** POST /__mock/logout: the app stand-in's "Sign out" form. */
export default async function logout(app: FastifyInstance) {
  // An HTML form posts urlencoded; its (empty) body means nothing here. Scoped to this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => {
      done(null, undefined);
    },
  );
  app.post('/__mock/logout', async (request, reply) => {
    await app.sessions.end(request, reply);
    // 303: the browser follows with a GET, so a reload does not post again.
    return reply.redirect('/', 303);
  });
}
