import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { behaviour } from '#common/api/behaviour';
import type { Config } from './config';
import { answerOutsideRoutes, clientErrorHandler } from './plugins/client-error';
import clock from './plugins/clock';
import contract from './plugins/contract';
import cors from './plugins/cors';
import errors, { handleError } from './plugins/errors';
import journal from './plugins/journal';
import latency from './plugins/latency';
import namespace from './plugins/namespace';
import prefer from './plugins/prefer';
import rateLimit from './plugins/rate-limit';
import requestGuard from './plugins/request-guard';
import scenarios from './plugins/scenarios';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import staticSite from './plugins/static-site';
import stores from './plugins/stores';
import upstream from './plugins/upstream';
import { consoleDirBeside } from './routes/__mock/console';
import devRoutes from './routes/__mock/index';
import authRoutes from './routes/api/auth/index';
import upstreamRoutes from './routes/api/upstream';
import appPages from './routes/app/app-pages';
import { type HostRule, loopbackNames, parseHostRule } from './util/hosts';

export interface BuildOptions {
  /** `false` in tests; default: pino at LOG_LEVEL. */
  logger?: boolean | object;
  /** The clock every expiry and window reads; tests pass one they can move. */
  now?: () => number;
  /** How MOCK_LATENCY_MS and a scenario's latencyMs wait; tests pass a spy. */
  delay?: (ms: number) => Promise<unknown>;
  /** The heartbeat of GET /__mock/events (15 s); tests shorten it. */
  eventsHeartbeatMs?: number;
  /** How many GET /__mock/events streams may be open at once (256); tests lower it. */
  eventsMaxStreams?: number;
  /** The developer console's build; default dist/console beside SITE_DIR, null for none. */
  consoleDir?: string | null;
  /** Sees every route as it is declared: the route-documentation test lists them with it. */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

/** Bodies are small JSON objects; the longest legal contact message is about 5 KB. */
export const bodyLimit = behaviour.bodyLimitBytes;

const wildcardHosts = new Set(['0.0.0.0', '::', '']);

/** HOST as it appears in a URL: a wildcard is reached as localhost, an IPv6 address in brackets. */
function hostInUrl(host: string): string {
  if (wildcardHosts.has(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** ALLOWED_HOSTS, plus the host of PUBLIC_ORIGIN and a specific HOST: names answers point at. */
function hostRules(config: Config): HostRule[] {
  const rules = [...config.ALLOWED_HOSTS];
  if (config.PUBLIC_ORIGIN) {
    const url = new URL(config.PUBLIC_ORIGIN);
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    const rule = parseHostRule(`${url.hostname}:${port}`);
    if (rule) rules.push(rule);
  }
  const listening = hostInUrl(config.HOST);
  if (!(loopbackNames as readonly string[]).includes(listening)) {
    const rule = parseHostRule(listening);
    if (rule) rules.push(rule);
  }
  return rules;
}

/**
 * The whole mock server as one Fastify instance, plugins registered, not listening.
 * Tests call this and `app.inject()`; server.ts calls it and `listen()`.
 * Rejects when a plugin cannot start (e.g. no build in SITE_DIR).
 */
export async function build(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const logger: FastifyServerOptions['logger'] = opts.logger ?? { level: config.LOG_LEVEL };
  const app: FastifyInstance = Fastify({
    logger,
    bodyLimit,
    // A hop count as a function: Fastify's types take the others as they are.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    // A slow sender (headers or body) gets a 408 once this passes; Node checks every second.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      // A request without Host reaches the guard (a 403 in the API's shape) instead of Node's bare 400.
      requireHostHeader: false,
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1000,
    },
    // Errors Node's HTTP parser meets before Fastify has a request (431, bad chunking, 408).
    clientErrorHandler(error, socket) {
      clientErrorHandler(error, socket, app);
    },
    // A malformed %-escape fails in the router, before any route or hook: answer it in the API's
    // shape, with the headers the hooks would have set.
    frameworkErrors: (error, request, reply) => {
      reply.headers(app.securityHeaders).header('cache-control', 'no-store');
      return handleError(error, request, reply);
    },
    ajv: {
      // Validate exactly what openapi.yaml says: unknown properties are a 400 (not silently
      // dropped) and "123" is not a number; defaults (recaptchaToken: "") still apply.
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: true,
        allErrors: false,
      },
    },
  });
  // Only JSON has a meaning here: a text/plain body is a 415 like any other type, not a string
  // the schema then refuses with a confusing message.
  app.removeContentTypeParser('text/plain');
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  answerOutsideRoutes(app);

  // Awaited one by one so a failing plugin rejects build() itself, and callers (tests) can still
  // add routes afterwards: the app is not `ready` yet.
  await app.register(errors);
  await app.register(clock, { now: opts.now ?? Date.now });
  await app.register(staticSite, { siteDir: config.SERVE_SITE ? config.SITE_DIR : null });
  await app.register(securityHeaders, {
    scriptHashes: app.inlineScriptHashes,
    analytics: config.site.analyticsId !== null,
    recaptcha: config.site.recaptchaSiteKey !== null,
  });
  const portInUse = () => {
    const address = app.server.address();
    return typeof address === 'object' && address !== null ? address.port : null;
  };
  const allowList = { rules: hostRules(config), portInUse };
  await app.register(requestGuard, {
    allowList,
    publicOrigin: () =>
      config.PUBLIC_ORIGIN ?? `http://${hostInUrl(config.HOST)}:${portInUse() ?? config.PORT}`,
  });
  await app.register(cors, { allowList });
  await app.register(latency, { ms: config.MOCK_LATENCY_MS, delay: opts.delay });
  await app.register(contract);
  await app.register(stores, { dataDir: config.MOCK_DATA_DIR });
  await app.register(namespace, {
    maxNamespaces: config.MOCK_NAMESPACE_MAX,
    idleMinutes: config.MOCK_NAMESPACE_IDLE_MINUTES,
    chosenByRequests: config.MOCK_DEV_ROUTES,
  });
  await app.register(session);
  // Proxy mode: the upstream keeps its own limits; the mock's would add 429s it never sends.
  const rateLimited = config.RATE_LIMITS && config.MOCK_UPSTREAM === null;
  await app.register(rateLimit, {
    limits: rateLimited
      ? {
          sendCode: config.RATE_LIMIT_SEND_CODE,
          verifyCode: config.RATE_LIMIT_VERIFY,
          requestWhitelist: config.RATE_LIMIT_WHITELIST,
          sendContact: config.RATE_LIMIT_CONTACT,
          getGoogleLoginUrl: config.RATE_LIMIT_LOGIN_URL,
          // The stand-in's callback is the second half of the same Google sign-in.
          googleCallback: config.RATE_LIMIT_LOGIN_URL,
        }
      : null,
  });
  // Forced answers, scenarios and the request journal are development powers: MOCK_DEV_ROUTES=false
  // turns them off with the rest (and the journal's hooks cost nothing then).
  if (config.MOCK_DEV_ROUTES) {
    await app.register(journal);
    await app.register(prefer);
    // After Prefer: a request's own header wins over a scenario.
    await app.register(scenarios, { delay: opts.delay, hangMs: config.REQUEST_TIMEOUT_MS });
  }

  if (config.MOCK_UPSTREAM === null) {
    await app.register(authRoutes);
  } else {
    // Proxy mode: /api/* goes to MOCK_UPSTREAM, checked against openapi.yaml both ways.
    await app.register(upstream, {
      url: config.MOCK_UPSTREAM,
      strict: config.MOCK_UPSTREAM_STRICT,
      timeoutMs: config.MOCK_UPSTREAM_TIMEOUT_MS,
    });
    await app.register(upstreamRoutes, { strict: config.MOCK_UPSTREAM_STRICT });
  }
  await app.register(appPages, { logout: config.MOCK_DEV_ROUTES, upstream: config.MOCK_UPSTREAM });
  if (config.MOCK_DEV_ROUTES) {
    await app.register(devRoutes, {
      eventsHeartbeatMs: opts.eventsHeartbeatMs,
      eventsMaxStreams: opts.eventsMaxStreams,
      consoleDir:
        opts.consoleDir === undefined ? consoleDirBeside(config.SITE_DIR) : opts.consoleDir,
      mode: {
        mode: config.MOCK_UPSTREAM === null ? 'mock' : 'proxy',
        upstream: config.MOCK_UPSTREAM,
        strict: config.MOCK_UPSTREAM !== null && config.MOCK_UPSTREAM_STRICT,
      },
    });
  }

  return app;
}
