import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { internalErrorMessage, isDeliberate } from '../util/http-error';

function problemOf(error: FastifySchemaValidationError, allowedValues: unknown): string {
  if (Array.isArray(allowedValues)) return `must be one of ${allowedValues.join(', ')}`;
  // Ajv would quote the regular expression, which tells a person nothing.
  if (error.keyword === 'pattern') return 'is not in the expected format';
  if (error.keyword === 'format') return `must be a valid ${String(error.params.format)}`;
  return error.message ?? 'is invalid';
}

// Ajv's own text is `body/email must match format "email"`; say it the way a person would,
// naming the field. Only the first problem is reported: with allErrors on, a hostile body could
// make Ajv collect errors without end (Fastify keeps it off for that reason).
function validationMessage(errors: FastifySchemaValidationError[], context: string): string {
  const [first] = errors;
  if (!first) return `Invalid ${context}`;
  const { missingProperty, additionalProperty, allowedValues } = first.params;
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof missingProperty === 'string')
    return `Invalid ${context}: ${missingProperty} is required`;
  if (typeof additionalProperty === 'string') {
    return `Invalid ${context}: unknown property ${additionalProperty}`;
  }
  return `Invalid ${context}: ${path || context} ${problemOf(first, allowedValues)}`;
}

/** Fastify's schemaErrorFormatter: the Error a failed validation becomes (answered 400 below). */
export function readableValidationError(
  errors: FastifySchemaValidationError[],
  context: string,
): Error {
  return new Error(validationMessage(errors, context));
}

// Fastify's own words for a body it refuses, where they do not say what to do instead.
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Media Type: send the body as application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
};

/** A refused request in one log line: method, path (no query: it may carry an address), status. */
const clientErrorLine = (request: FastifyRequest, status: number, reason: string) => ({
  method: request.method,
  path: request.url.split('?', 1)[0],
  status,
  reason,
});

/**
 * The one error path (STYLE item 8): 4xx keep their status and message, and so do a 503 made
 * with httpError (a write that could not be stored: the client should simply try again) and a
 * 507 made with httpError (a full store refused a record: someone must make room); anything
 * else is logged and becomes a generic 500, so a stack or an internal message never reaches a
 * client.
 * Also used as Fastify's `frameworkErrors`, so a malformed URL answers in the same shape.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    request.log.info(clientErrorLine(request, 400, error.message), 'client error');
    return reply.code(400).send({ success: false, message: error.message });
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const message = frameworkMessages[error.code] ?? error.message;
    // The client's mistake, not ours: one line that says what it sent and why it was refused
    // (a stack trace would point into Fastify's parser and tell nobody anything).
    request.log.info(clientErrorLine(request, status, message), 'client error');
    return reply.code(status).send({ success: false, message });
  }
  if (status === 503 && isDeliberate(error)) {
    // Whatever failed below logged its details (the path, the system error) at error level.
    request.log.warn({ err: error }, 'service unavailable');
    return reply.code(503).send({ success: false, message: error.message });
  }
  if (status === 507 && isDeliberate(error)) {
    // A full store (RecordStore): a developer must make room, so it is said at warn level, in
    // one line (the message names the store and the fix; a stack trace would add nothing).
    request.log.warn({ reason: error.message }, 'store full, write refused');
    return reply.code(507).send({ success: false, message: error.message });
  }
  // request.log is the per-request child logger: the line carries reqId for tracing.
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ success: false, message: internalErrorMessage });
}

export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
    app.setSchemaErrorFormatter(readableValidationError);
  },
  { name: 'errors', fastify: '5.x' },
);
