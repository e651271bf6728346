import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DEFAULT_MOCK_NAMESPACE,
  invalidMockNamespaceMessage,
  isMockNamespace,
  MOCK_NAMESPACE_COOKIE,
  MOCK_NAMESPACE_HEADER,
} from '#common/mock-namespace';
import { JournalBudget } from '../journal/journal';
import { DevEvents } from '../namespaces/dev-events';
import { Namespace } from '../namespaces/namespace';
import { FULL_RETRY_AFTER_SECONDS, NamespaceRegistry } from '../namespaces/registry';
import { httpError } from '../util/http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every live namespace (GET /__mock/namespaces), and the default one. */
    namespaces: NamespaceRegistry;
    /** Whether a request chooses its namespace (dev routes on), or all work in the default. */
    namespacesByRequest: boolean;
  }
  interface FastifyRequest {
    /**
     * The namespace the request works in: its header, else its cookie, else the default one.
     * Set before any route runs; a hook that also sees refused requests uses `namespaceOf`.
     */
    namespace: Namespace;
  }
  interface FastifyContextConfig {
    /** The cookie routes: a bad `mock_ns` cookie is what they exist to replace, so it is ignored. */
    setsNamespace?: boolean;
  }
}

export interface NamespaceOptions {
  /** MOCK_NAMESPACE_MAX: namespaces held at once besides the default one. */
  maxNamespaces: number;
  /** MOCK_NAMESPACE_IDLE_MINUTES: a namespace with no request for this long is forgotten. */
  idleMinutes: number;
  /**
   * MOCK_DEV_ROUTES: namespaces are a development power. Off, the header and cookie are ignored
   * and every request works in the default one, so no client escapes the rate limits by naming
   * a new namespace each time.
   */
  chosenByRequests: boolean;
}

const invalid = () => httpError(400, invalidMockNamespaceMessage);

/** The name a request asks for: the header wins over the cookie; a bad one is a 400. */
export function requestedNamespace(request: FastifyRequest): string {
  const header = request.headers[MOCK_NAMESPACE_HEADER];
  if (header !== undefined) {
    if (typeof header !== 'string' || !isMockNamespace(header)) throw invalid();
    return header;
  }
  const fromCookie = request.cookies[MOCK_NAMESPACE_COOKIE];
  if (fromCookie !== undefined && request.routeOptions.config?.setsNamespace !== true) {
    if (!isMockNamespace(fromCookie)) throw invalid();
    return fromCookie;
  }
  return DEFAULT_MOCK_NAMESPACE;
}

/**
 * The request's namespace. A request refused before it was chosen (by the request guard, say)
 * still belongs to the live namespace it named, so its journal entry lands there; else (no name,
 * a bad one, one not live) to the default one.
 */
export function namespaceOf(app: FastifyInstance, request: FastifyRequest): Namespace {
  const chosen = request.namespace as Namespace | null;
  if (chosen) return chosen;
  if (!app.namespacesByRequest) return app.namespaces.default;
  let name: string;
  try {
    name = requestedNamespace(request);
  } catch {
    return app.namespaces.default;
  }
  return app.namespaces.get(name) ?? app.namespaces.default;
}

/**
 * Chooses each request's namespace (`request.namespace`) once, in an onRequest hook after the
 * request guard's: every store, scenario, journal entry, event and rate-limit window a request
 * touches is its namespace's (docs/mock-namespaces.md).
 */
export default fp<NamespaceOptions>(
  async (app, { maxNamespaces, idleMinutes, chosenByRequests }) => {
    await app.register(cookie);
    const budget = new JournalBudget();
    const now = () => app.now();
    const open = async (name: string) => {
      const events = new DevEvents();
      const stores = await app.openStores(name, events);
      return new Namespace(name, { stores, events, now, budget });
    };
    const registry = new NamespaceRegistry({
      now,
      maxNamespaces,
      idleMs: idleMinutes * 60_000,
      open,
      defaultNamespace: await open(DEFAULT_MOCK_NAMESPACE),
      eraseSaved: () => app.eraseSavedNamespaces(),
    });
    app.decorate('namespaces', registry);
    app.decorate('namespacesByRequest', chosenByRequests);
    app.decorateRequest('namespace', null as unknown as Namespace);

    // Callback style: a live namespace is found without a promise, on every request.
    app.addHook('onRequest', (request, reply, done) => {
      const refused = (error: unknown) => {
        if ((error as { statusCode?: number }).statusCode === 503) {
          reply.header('retry-after', FULL_RETRY_AFTER_SECONDS);
        }
        done(error as Error);
      };
      let found: Namespace | Promise<Namespace>;
      try {
        found = registry.use(
          chosenByRequests ? requestedNamespace(request) : DEFAULT_MOCK_NAMESPACE,
        );
      } catch (error) {
        refused(error);
        return;
      }
      if (found instanceof Namespace) {
        request.namespace = found;
        done();
        return;
      }
      found.then((namespace) => {
        request.namespace = namespace;
        done();
      }, refused);
    });

    app.addHook('preClose', async () => {
      // Held calls end (closed, unanswered) before the server waits for its open requests.
      for (const namespace of registry.list()) namespace.scenarios.release(undefined, 'aborted');
    });
    app.addHook('onClose', async () => {
      await Promise.all(registry.list().map((namespace) => namespace.stores.flush()));
    });
  },
  { name: 'namespace', fastify: '5.x', dependencies: ['clock', 'errors', 'stores'] },
);
