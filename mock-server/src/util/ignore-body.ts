import type { FastifyInstance } from 'fastify';
import { httpError } from '../util/http-error';
import { crossSiteMessage } from '../util/refusals';

/**
 * For routes that take no input: accept (and drop) an empty body, a JSON body, or, from one of
 * our own pages (the app stand-in's "Sign out" form), a form body. A form from anywhere else is
 * refused: form types need no CORS preflight, so any web page could post them. Call it inside
 * the route's own plugin: content-type parsers are scoped to it, and the API keeps answering 415.
 */
export function ignoreBody(app: FastifyInstance): void {
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, _body, done) => {
    const type = request.headers['content-type'] ?? '';
    if (/^application\/json\s*(;|$)/i.test(type) || request.fromOwnPage) done(null, undefined);
    else done(httpError(403, crossSiteMessage));
  });
}
