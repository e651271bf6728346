// The error every layer throws for an answer it means (a 4xx, a 503 or 507): plain code, no
// Fastify, so the stores and namespaces can refuse without importing the plugin that answers.

export const internalErrorMessage = 'Internal server error occurred, please try again later.';

/** Marks the errors httpError makes: only those may answer a 5xx with their own words. */
const deliberate = Symbol('httpError');

/**
 * An error plugins/errors.ts answers as-is: `throw httpError(404, 'No such code')`. A 4xx, or a
 * 503 for a write that could not be stored; `cause` is logged, never sent.
 */
export function httpError(
  statusCode: number,
  message: string,
  cause?: unknown,
): Error & { statusCode: number } {
  const error = new Error(message, cause === undefined ? undefined : { cause });
  return Object.assign(error, { statusCode, [deliberate]: true });
}

export const isDeliberate = (error: Error) =>
  (error as { [deliberate]?: boolean })[deliberate] === true;
