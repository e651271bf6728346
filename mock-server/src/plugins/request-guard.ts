import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sitePathOf } from '../site/negotiation';
import { isApiPath, isDevPath } from '../util/api-path';
import { type AllowList, isAllowedHost, isAllowedOrigin } from '../util/hosts';
import { crossSiteMessage, devCrossSiteMessage, hostRefusedMessage } from '../util/refusals';

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin answers name (the Google stand-in's URL): configured, never read from a request. */
    publicOrigin(): string;
  }
  interface FastifyContextConfig {
    /** A GET that changes state (the Google stand-in's callback signs in): guarded like a POST. */
    changesState?: boolean;
    /**
     * A dev page another site may open in a tab (the Google stand-in plays Google, which every
     * site links to): a top-level navigation to it is not refused as cross-site.
     */
    opensFromAnySite?: boolean;
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

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A Sec-Fetch-* value, lower case: browsers send lower-case tokens, and case never excuses. */
function fetchMeta(request: FastifyRequest, name: 'site' | 'mode' | 'dest'): string | undefined {
  const value = request.headers[`sec-fetch-${name}`];
  return typeof value === 'string' ? value.toLowerCase() : undefined;
}

function crossSite(request: FastifyRequest, allowList: AllowList): boolean {
  // Sec-Fetch-Site and Origin are set by the browser and no page can forge them; a client that
  // sends neither (curl, a test) is not a browser visiting another site, so it has nothing to
  // forge.
  const site = fetchMeta(request, 'site');
  if (site === 'cross-site') return true;
  const { origin } = request.headers;
  // A navigation (a GET) carries no Origin: from another port of this machine it says same-site.
  if (origin === undefined) return site === 'same-site';
  return !isAllowedOrigin(origin, allowList);
}

/**
 * A read of the dev surface from another site: an `<img>` or `<script>` on any page could make
 * the browser fetch /__mock/outbox (the answer stays unreadable, but the mock does the work and
 * journals it). Only Sec-Fetch-Site counts: a GET from another site carries no Origin.
 */
function crossSiteDevRead(request: FastifyRequest): boolean {
  if (fetchMeta(request, 'site') !== 'cross-site') return false;
  const tab =
    fetchMeta(request, 'mode') === 'navigate' && fetchMeta(request, 'dest') === 'document';
  return !(tab && request.routeOptions.config?.opensFromAnySite === true);
}

/**
 * The host a request names: its Host header, or the authority of an absolute-form target
 * (`GET http://name/path`, which a server must prefer, RFC 9112 3.2.2); undefined when it names
 * none, or two (a repeated Host header is a 400 by the same RFC: refused too).
 */
function requestedHost(request: FastifyRequest): string | undefined {
  const { rawHeaders, url } = request.raw;
  const hosts = rawHeaders.filter(
    (_value, index) => index % 2 === 0 && /^host$/i.test(rawHeaders[index] ?? ''),
  );
  if (hosts.length !== 1) return undefined;
  if (url !== undefined && !url.startsWith('/') && url !== '*') {
    try {
      return new URL(url).host;
    } catch {
      return undefined;
    }
  }
  return request.headers.host;
}

/**
 * The first thing every request meets, after the security headers:
 * - a Host that is not ours gets a 403 (DNS rebinding: a page on an attacker's name that
 *   resolves to 127.0.0.1 would otherwise read the dev outbox);
 * - a state-changing request to /api or /__mock from another site gets a 403 (CSRF: a form on
 *   any page could otherwise post to /__mock/reset without a preflight);
 * - any other request to /__mock that a browser marks cross-site gets a 403 too (its reads);
 * - every /api and /__mock answer is `Cache-Control: no-store` (the outbox holds live codes).
 */
export default fp<RequestGuardOptions>(
  async (app, { allowList, publicOrigin }) => {
    app.decorate('publicOrigin', publicOrigin);
    app.decorateRequest('fromOwnPage', false);
    app.addHook('onRequest', async (request, reply) => {
      // Decoded as the router decodes it: /%61pi/auth/generate is /api/auth/generate.
      const path = sitePathOf(request.url) ?? request.url;
      const api = isApiPath(path);
      if (api) reply.header('cache-control', 'no-store');
      if (!isAllowedHost(requestedHost(request), allowList, request.protocol === 'https')) {
        request.log.warn({ host: request.headers.host, target: request.raw.url }, 'host refused');
        return reply
          .code(403)
          .header('cache-control', 'no-store')
          .send({ success: false, message: hostRefusedMessage });
      }
      const { origin } = request.headers;
      request.fromOwnPage =
        fetchMeta(request, 'site') === 'same-origin' ||
        (origin !== undefined && isAllowedOrigin(origin, allowList));
      const writes =
        !readOnlyMethods.has(request.method) || request.routeOptions.config?.changesState === true;
      if (api && writes && crossSite(request, allowList)) {
        request.log.warn({ origin, site: request.headers['sec-fetch-site'] }, 'cross-site refused');
        return reply.code(403).send({ success: false, message: crossSiteMessage });
      }
      if (isDevPath(path) && crossSiteDevRead(request)) {
        request.log.warn({ site: 'cross-site' }, 'cross-site dev route refused');
        return reply.code(403).send({ success: false, message: devCrossSiteMessage });
      }
    });
  },
  { name: 'request-guard', fastify: '5.x', dependencies: ['security-headers'] },
);
