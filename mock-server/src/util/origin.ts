import type { FastifyRequest } from 'fastify';
import { httpError } from '../plugins/errors';

// A host name or an IP literal, with an optional port: nothing that could smuggle in a path,
// credentials or a second URL when pasted in front of one.
const hostPattern = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin the client called, from the protocol and Host it used (the Vite proxy keeps it). */
export function requestOrigin(request: FastifyRequest): string {
  const { host } = request;
  if (!hostPattern.test(host)) throw httpError(400, 'The Host header is not a valid host.');
  return `${request.protocol}://${host}`;
}
