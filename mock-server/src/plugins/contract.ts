import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { loadDevContract } from '../contract/dev-contract';
import { type Contract, defaultContractPath, loadContract } from '../contract/openapi';

declare module 'fastify' {
  interface FastifyInstance {
    contract: Contract;
  }
  interface FastifyContextConfig {
    /** Set on the routes of openapi.yaml's operations; the Prefer and rate-limit plugins key on it. */
    operationId?: string;
    /** Runs when `Prefer` or a scenario forces `status`, before the documented answer goes out. */
    onPrefer?: (request: FastifyRequest, reply: FastifyReply, status: number) => Promise<void>;
    /** Set on the /__mock routes of openapi.dev.yaml's operations (routeDevOperation). */
    devOperationId?: string;
  }
}

export interface ContractOptions {
  path?: string;
}

/** openapi.yaml, parsed once: routes, request schemas, documented statuses and examples. */
export default fp<ContractOptions>(
  async (app, { path = defaultContractPath }) => {
    app.decorate('contract', loadContract(path));
  },
  { name: 'contract', fastify: '5.x' },
);

type OperationRouteOptions<Route extends RouteGenericInterface> = Omit<
  RouteOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Route>,
  'method' | 'url' | 'schema'
>;

/**
 * Declares the route of one contract operation: method, path and request schemas all come from
 * openapi.yaml, so the server cannot drift from it; the rate limit comes from the configuration.
 */
export function routeOperation<Route extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  operationId: string,
  options: OperationRouteOptions<Route>,
): void {
  const operation = app.contract.operation(operationId);
  app.route<Route>({
    ...options,
    method: operation.method,
    url: operation.path,
    // Fastify marks a route's schema objects as it compiles them: each app gets its own copy, so
    // the contract parsed once per process (loadContract) stays as openapi.yaml says.
    schema: structuredClone(operation.schema),
    config: { ...options.config, operationId, rateLimit: app.rateLimitFor(operationId) },
  });
}

/**
 * Declares a development route (/__mock/*) the same way: method, path and the schemas of its
 * path, query and JSON body all come from mock-server/openapi.dev.yaml, so a developer reads
 * there exactly what the route accepts.
 */
export function routeDevOperation<Route extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  operationId: string,
  options: OperationRouteOptions<Route>,
): void {
  const operation = loadDevContract().operation(operationId);
  app.route<Route>({
    ...options,
    method: operation.method,
    url: operation.url,
    schema: structuredClone(operation.schema),
    config: { ...options.config, devOperationId: operationId },
  });
}
