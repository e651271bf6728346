import fp from 'fastify-plugin';
import { MOCK_NAMESPACE_HEADER } from '#common/mock-namespace';
import { type AllowList, isAllowedOrigin } from '../util/hosts';

export interface CorsOptions {
  allowList: AllowList;
}

// What a page of an allowed origin may send: the API's JSON and, with dev routes on, the header
// that names its namespace (a test harness adds it to every request, so a site served from
// another origin, `npm run dev`'s Vite server, preflights it).
const allowedHeaders = ['content-type', MOCK_NAMESPACE_HEADER].join(', ');
const allowedMethods = 'GET, HEAD, POST, DELETE';

/**
 * CORS for the origins the request guard already trusts (ALLOWED_HOSTS, PUBLIC_ORIGIN, the
 * mock's own): a preflight from one is answered 204, and its answers may be read by its pages.
 * Any other origin gets no CORS header, so a browser keeps its pages out, as before.
 */
export default fp<CorsOptions>(
  async (app, { allowList }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const { origin } = request.headers;
      if (origin === undefined || !isAllowedOrigin(origin, allowList)) {
        done();
        return;
      }
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('vary', 'Origin');
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        reply
          .code(204)
          .header('access-control-allow-methods', allowedMethods)
          .header('access-control-allow-headers', allowedHeaders)
          .header('access-control-max-age', '600')
          .send();
        return;
      }
      done();
    });
  },
  { name: 'cors', fastify: '5.x', dependencies: ['request-guard'] },
);
