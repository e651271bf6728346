import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const internalErrorMessage = 'Internal server error occurred, please try again later.';

/** An error the handler below answers as-is: `throw httpError(404, 'No such code')`. */
export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

// Fastify's own text is `body/email must match format "email"`; say it the way a person would.
function validationMessage(error: FastifyError): string {
  const [first] = error.validation ?? [];
  if (!first) return error.message;
  const missing = first.params.missingProperty;
  const field =
    typeof missing === 'string'
      ? missing
      : first.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext;
  const problem = typeof missing === 'string' ? 'is required' : (first.message ?? 'is invalid');
  return `Invalid ${error.validationContext ?? 'request'}: ${field} ${problem}`;
}

/**
 * The one error path (STYLE item 8): 4xx keep their status and message, anything else is logged
 * and becomes a generic 500, so a stack or an internal message never reaches a client.
 * Also used as Fastify's `frameworkErrors`, so a malformed URL answers in the same shape.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    return reply.code(400).send({ success: false, message: validationMessage(error) });
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.code(status).send({ success: false, message: error.message });
  }
  // request.log is the per-request child logger: the line carries reqId for tracing.
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ success: false, message: internalErrorMessage });
}

export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'errors', fastify: '5.x' },
);
