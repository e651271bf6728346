import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Operation } from '../../contract/openapi';
import { parsePrefer } from '../../contract/prefer';
import { contractValidator } from '../../contract/validate';
import type { ContractViolation } from '../../contract/violation';
import { redirectNotAllowedMessage } from '../../oauth/redirect-allow-list';
import { readableValidationError } from '../../plugins/errors';
import { httpError } from '../../util/http-error';
import { upstreamTarget } from '../../upstream/target';
import { signInOnForcedSuccess } from './auth/verify-code';

/**
 * Proxy mode (MOCK_UPSTREAM): the routes of openapi.yaml's operations, and of any other /api/*
 * path, forward to the upstream (plugins/upstream.ts) instead of answering. They carry the
 * operationId, so `Prefer` and scenarios (preHandlers) still answer first; no rate limit (the
 * upstream has its own).
 *
 * A request the contract refuses is forwarded as sent, its violations journaled: the developer
 * sees the real backend's answer. Only when the mock would answer it itself (a `Prefer` header,
 * a scenario waiting for it) does it answer the 400 it gives in mock mode, as openapi.yaml says
 * of `Prefer`: the request is validated first.
 */
export default async function upstreamRoutes(
  app: FastifyInstance,
  { strict }: { strict: boolean },
) {
  const validator = contractValidator(app.contract);

  /** Whether Prefer or a scenario, not the upstream, would answer this call. */
  const mockAnswers = (request: FastifyRequest, operation: Operation): boolean => {
    if (!app.hasPlugin('scenarios')) return false; // dev routes off: no Prefer, no scenario
    const prefer = parsePrefer(request.headers.prefer);
    if (prefer.code !== undefined || prefer.example !== undefined) return true;
    const body = request.body as { email?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email : undefined;
    return (
      request.method !== 'HEAD' && request.namespace.scenarios.has(operation.operationId, email)
    );
  };

  const checked = (request: FastifyRequest, operation: Operation) =>
    validator.checkRequest(operation, {
      body: request.body,
      query: request.query as Record<string, unknown>,
    });

  for (const operation of app.contract.operations.values()) {
    app.route({
      method: operation.method,
      url: operation.path,
      config: {
        operationId: operation.operationId,
        ...(operation.operationId === 'verifyCode' ? { onPrefer: signInOnForcedSuccess(app) } : {}),
      },
      preValidation: async (request) => {
        const { refusal } = checked(request, operation);
        if (refusal === null || !mockAnswers(request, operation)) return;
        // The words mock mode's validation uses (the redirect's: routes/api/auth/google-login-url.ts).
        const message =
          refusal.context === 'querystring'
            ? redirectNotAllowedMessage
            : readableValidationError(refusal.errors, refusal.context).message;
        throw httpError(400, message);
      },
      handler: (request, reply) =>
        app.forward(request, reply, operation, checked(request, operation).violations),
    });
  }

  const documented = [...app.contract.operations.values()]
    .map((operation) => `${operation.method} ${operation.path}`)
    .join(', ');
  const unknownPath: ContractViolation = {
    direction: 'request',
    operation: null,
    pointer: '',
    expected: `a method and path openapi.yaml documents: ${documented}`,
  };
  // Strict: what the contract does not document is not forwarded at all (a backend's answer to it,
  // a redirect or an HTML page, would otherwise reach the browser on the mock's origin). The
  // answers mock mode gives: 405 with Allow for another method on a documented path, else 404.
  const methodsOf = new Map<string, string[]>();
  for (const { method, path } of app.contract.operations.values()) {
    methodsOf.set(path, [...(methodsOf.get(path) ?? []), method.toUpperCase()]);
  }
  app.all('/api/*', (request, reply) => {
    const target = upstreamTarget(request.url);
    // A refused target gets forward's 400.
    if (!strict || 'refused' in target) return app.forward(request, reply, null, [unknownPath]);
    const { path } = target;
    const allowed = methodsOf.get(path);
    const refusal = `MOCK_UPSTREAM_STRICT=true forwards only what openapi.yaml documents (${documented}).`;
    if (allowed) {
      const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
      return reply
        .code(405)
        .header('allow', allow.join(', '))
        .send({
          success: false,
          message: `${request.method} is not documented on ${path}; ${refusal}`,
        });
    }
    return reply.code(404).send({
      success: false,
      message: `Not found: ${request.method} ${path} is not in openapi.yaml; ${refusal}`,
    });
  });
}
