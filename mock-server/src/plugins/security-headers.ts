import fp from 'fastify-plugin';
import { securityHeaderRecord, type SecurityHeadersOptions } from '#common/security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The same headers as a plain record, for answers sent before any hook runs (a bad URL). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/** Security headers on every answer: pages, assets, JSON, errors and 404s alike. */
export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    const headers = securityHeaderRecord(options);
    app.decorate('securityHeaders', headers);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
