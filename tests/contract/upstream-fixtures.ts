// Backends for proxy mode (MOCK_UPSTREAM) on loopback ports, each a real second server: the mock
// itself (conforming), the mock behind a server that breaks one answer (mutant-backends.ts), one
// that resets every connection once the request arrives, and one that never answers.

import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer, type Server } from 'node:net';
import type { Mutation } from './mutant-backends';
import type { Running } from './harness';

const address = (server: Server) => {
  const bound = server.address();
  return `http://127.0.0.1:${typeof bound === 'object' && bound ? bound.port : 0}`;
};

const listening = (server: Server) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

/** What the breaking backend does: a 200 of the API without its `message` (SuccessResponse). */
export const noMessageOnSuccess: Mutation = {
  name: 'a missing required field (no message on success)',
  check: 'response_schema_conformance',
  mutate: (answer) => {
    if (!answer.url.startsWith('/api/') || answer.status !== 200) return;
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    delete body.message;
    answer.body = JSON.stringify(body);
  },
};

/**
 * A staging backend's habit, which the contract allows: the session cookie scoped to its own
 * domain. The proxy must drop the Domain, or the browser would refuse the cookie for localhost.
 */
export const cookieForStagingDomain: Mutation = {
  name: 'the session cookie with Domain=staging.example.com',
  check: 'response_headers_conformance',
  mutate: (answer) => {
    const cookie = answer.headers['set-cookie'];
    if (cookie) answer.headers['set-cookie'] = `${cookie}; Domain=staging.example.com`;
  },
};

/** Resets (TCP RST) every connection as soon as a request's first bytes arrive. */
export async function startResetting(): Promise<Running & { connections: () => number }> {
  let connections = 0;
  const server = createNetServer((socket) => {
    connections += 1;
    socket.once('data', () => socket.resetAndDestroy());
  });
  await listening(server);
  return {
    url: address(server),
    connections: () => connections,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Reads every request and never answers it; `stop` drops the connections it holds. */
export async function startSilent(): Promise<Running & { requests: () => number }> {
  let requests = 0;
  const server = createHttpServer(() => {
    requests += 1;
  });
  await listening(server);
  return {
    url: address(server),
    requests: () => requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
