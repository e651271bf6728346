import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sitePathOf } from '../site/negotiation';
import { isApiPath } from '../util/api-path';
import { type AllowList, isAllowedHost, isAllowedOrigin } from '../util/hosts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hosts and origins this server answers for (Host and Origin checks). */
    allowList: AllowList;
    /** The origin answers name (the Google stand-in's URL): configured, never read from a request. */
    publicOrigin(): string;
  }
  interface FastifyRequest {
    /** A browser proved this request comes from one of our own pages (Origin or Sec-Fetch-Site). */
    fromOwnPage: boolean;
  }
}

export interface RequestGuardOptions {
  allowList: AllowList;
  publicOrigin: () => string;
}

export const hostRefusedMessage = (host: string) =>
  `This server does not answer for the host ${JSON.stringify(host.slice(0, 100))}. Add it to ALLOWED_HOSTS to allow it.`;
export const crossSiteMessage =
  'Refused: a request from another site cannot change the mock server. Call it from its own pages, or without a browser.';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function crossSite(request: FastifyRequest, allowList: AllowList): boolean {
  // Sec-Fetch-Site and Origin are set by the browser and no page can forge them; a client that
  // sends neither (curl, a test) is not a browser visiting another site, so it has nothing to forge.
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const { origin } = request.headers;
  return origin !== undefined && !isAllowedOrigin(origin, allowList);
}

/**
 * The first thing every request meets, after the security headers:
 * - a Host that is not ours gets a 403 (DNS rebinding: a page on an attacker's name that
 *   resolves to 127.0.0.1 would otherwise read the dev inbox);
 * - a state-changing request to /api or /__mock from another site gets a 403 (CSRF: a form on
 *   any page could otherwise post to /__mock/reset without a preflight);
 * - every /api and /__mock answer is `Cache-Control: no-store` (the inbox holds live codes).
 */
export default fp<RequestGuardOptions>(
  async (app, { allowList, publicOrigin }) => {
    app.decorate('allowList', allowList);
    app.decorate('publicOrigin', publicOrigin);
    app.decorateRequest('fromOwnPage', false);
    app.addHook('onRequest', async (request, reply) => {
      // Decoded as the router decodes it: /%61pi/auth/generate is /api/auth/generate.
      const api = isApiPath(sitePathOf(request.url) ?? request.url);
      if (api) reply.header('cache-control', 'no-store');
      if (!isAllowedHost(request.headers.host, allowList, request.protocol === 'https')) {
        request.log.warn({ host: request.headers.host }, 'host refused');
        return reply
          .code(403)
          .header('cache-control', 'no-store')
          .send({ success: false, message: hostRefusedMessage(request.headers.host ?? '') });
      }
      const { origin } = request.headers;
      request.fromOwnPage =
        request.headers['sec-fetch-site'] === 'same-origin' ||
        (origin !== undefined && isAllowedOrigin(origin, allowList));
      if (api && !readOnlyMethods.has(request.method) && crossSite(request, allowList)) {
        request.log.warn({ origin, site: request.headers['sec-fetch-site'] }, 'cross-site refused');
        return reply.code(403).send({ success: false, message: crossSiteMessage });
      }
    });
  },
  { name: 'request-guard', fastify: '5.x', dependencies: ['security-headers'] },
);
