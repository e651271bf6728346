import type { FastifyInstance } from 'fastify';

/**
 * For routes that take no input: accept (and drop) a body of any type, so `curl -d ''`, an HTML
 * form or `fetch(url, { method: 'POST', body: '' })` all work. Call it inside the route's own
 * plugin: content-type parsers are scoped to it, and the API keeps answering 415.
 */
export function ignoreBody(app: FastifyInstance): void {
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => {
    done(null, undefined);
  });
}
