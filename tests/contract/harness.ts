// Starts what a contract test needs: the mock server in-process and Prism's validating proxy in
// front of any upstream. Prism answers 422 when a request breaks the contract (without
// forwarding it) and 500 problem+json with an `sl-violations` header when an answer does.

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, build } from '../../mock-server/src/app';
import { loadConfig } from '../../mock-server/src/config';
import { freePort } from '../../scripts/tooling/ports';
import { waitForServer } from '../../scripts/tooling/wait-for-server';

import { contractPath } from '@testbeam/contract/src/repository-contract';

export { contractPath };
const rootDir = join(import.meta.dirname, '../..');

export type Running = { url: string; stop: () => Promise<void> };

/** Listens an already built Fastify app on a loopback port (by default a free one). */
export async function listen(app: FastifyInstance, port = 0): Promise<Running> {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${bound}`, stop: () => app.close() };
}

/** Every per-operation limit at its maximum: for suites that make many calls from one address. */
export const raisedRateLimits: Readonly<Record<string, string>> = {
  RATE_LIMIT_SEND_CODE: '10000',
  RATE_LIMIT_VERIFY: '10000',
  RATE_LIMIT_WHITELIST: '10000',
  RATE_LIMIT_CONTACT: '10000',
  RATE_LIMIT_LOGIN_URL: '10000',
};

export interface MockOptions {
  /** The clock the mock reads (cooldowns, code lifetime, rate-limit windows); default Date.now. */
  now?: BuildOptions['now'];
  /** Listen on this port instead of a free one: a restart at the same address. */
  port?: number;
}

/** The mock server with the given environment on top of its defaults; it serves no pages here. */
export async function startMock(
  env: Record<string, string> = {},
  { now, port = 0 }: MockOptions = {},
): Promise<Running & { app: FastifyInstance }> {
  // HOST as listen() binds it: the origin the mock names in its answers is where it listens.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SERVE_SITE: 'false',
    HOST: '127.0.0.1',
    ...env,
  });
  const app = await build(config, { logger: false, ...(now ? { now } : {}) });
  return { ...(await listen(app, port)), app };
}

/** Prism's validating proxy (`--errors`) in front of `upstream`. */
export async function startPrism(upstream: string): Promise<Running> {
  const port = await freePort();
  const bin = join(rootDir, 'node_modules/.bin/prism');
  const args = [
    'proxy',
    contractPath,
    upstream,
    '--errors',
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    '-v',
    'warn',
  ];
  const child = spawn(bin, args, { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(url, { child, method: 'OPTIONS', intervalMs: 200, timeoutMs: 45_000 });
  } catch (error) {
    throw new Error(`Prism did not start: ${(error as Error).message}\n${output}`);
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export type Violation = {
  location: string[];
  severity: string;
  code: string | number;
  message: string;
};

/** The contract violations Prism reported for an answer; empty when it followed the contract. */
export function violationsOf(response: Response): Violation[] {
  const header = response.headers.get('sl-violations');
  return header ? (JSON.parse(header) as Violation[]) : [];
}

/**
 * Whether `error` is fetch's "other side closed": the server closed a kept-alive connection the
 * client had just reused, before any byte of an answer (undici's UND_ERR_SOCKET).
 */
export const closedBeforeAnswer = (error: unknown) =>
  error instanceof TypeError &&
  (error.cause as { code?: string } | undefined)?.code === 'UND_ERR_SOCKET';

/**
 * JSON request helper: method, path, body and extra headers in one call. A request sent on a
 * kept-alive connection that the server closed as it went out is sent once more on a new one, as
 * browsers do: the server (Prism's idle timeout, on a loaded CI machine where the client's own
 * timer runs late) never read it. Any other failure is the test's.
 */
export async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const send = () =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  try {
    return await send();
  } catch (error) {
    if (!closedBeforeAnswer(error)) throw error;
    return send();
  }
}
