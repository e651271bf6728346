// A whole run (run.ts) against a hostile target: one that answers every request with a 429 and a
// Retry-After no run would wait out is rate limiting, not unreachable; one that answers nothing
// is unreachable; an answer without end is cut at the cap and named as such.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANSWER_BYTES, tooLargeDetail } from './read-capped';
import { reachOf, runConformance } from './run';
import { contract } from './repository-contract';
import type { RunOptions } from './run-types';

let server: Server | undefined;
afterEach(async () => {
  // The runner's client keeps its sockets for a few seconds after a run (3 s after an answer cut
  // at the cap), and close() would wait for them: the target is torn down at once instead.
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function target(answer: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(answer);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const options = (url: string): RunOptions => ({
  contract,
  target: url,
  maxRequests: 12,
  emailDomain: 'example.com',
  dryRun: false,
  seed: 1,
  positive: 1,
  negative: 1,
  maxWait: 65,
  timeout: 2000,
  headers: {},
  sleep: async () => undefined,
});

describe('a run against a hostile target', () => {
  // The first run of a process reads and compiles the contract, many times the work of each run
  // after it: done here, so no test's own time limit pays for it on a busy machine.
  beforeAll(() => runConformance({ ...options('http://127.0.0.1:9'), dryRun: true }), 60_000);

  it('answering only 429 with Retry-After: 999999 is rate-limited, not unreachable', async () => {
    const url = await target((_request, response) => {
      response.writeHead(429, { 'retry-after': '999999', 'content-type': 'application/json' });
      response.end('{"success":false,"message":"Too many requests."}');
    });
    const run = await runConformance(options(url));
    expect(run.sent).toBeGreaterThan(0);
    expect(run.answered).toBe(0);
    expect(run.rateLimited).toBe(run.sent);
    expect(reachOf(run)).toBe('rate-limited');
  });

  it('a closed port is unreachable, and a dry run sent nothing', async () => {
    const url = await target(() => undefined);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    expect(reachOf(await runConformance(options(url)))).toBe('unreachable');
    expect(reachOf(await runConformance({ ...options(url), dryRun: true }))).toBe('nothing-sent');
  });

  it('an answer larger than the cap: read no further, a failed schema check saying so', async () => {
    const url = await target((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`{"success":true,"message":"${'x'.repeat(MAX_ANSWER_BYTES * 3)}"}`);
    });
    const run = await runConformance(options(url));
    expect(reachOf(run)).toBe('checked');
    const details = run.operations.flatMap((result) =>
      result.findings
        .filter((finding) => finding.check === 'response_schema_conformance' && !finding.ok)
        .map((finding) => finding.detail),
    );
    expect(details.length).toBeGreaterThan(0);
    expect(new Set(details)).toEqual(new Set([tooLargeDetail()]));
  });
});
