import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening } from '../helpers/raw-http';

// The MCP Inspector's CLI, the agents' reference client, against a started mock: a client
// nobody here wrote lists the tools and calls one, as an agent's would.

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const inspector = join(
  dirname(require.resolve('@modelcontextprotocol/inspector-cli/package.json')),
  'build/cli.js',
);

let app: FastifyInstance;
let origin: string;
let url: string;

beforeAll(async () => {
  const started = await listening({ MOCK_DEV_ROUTES: 'true' });
  app = started.app;
  origin = `http://127.0.0.1:${started.port}`;
  url = `${origin}/__mock/mcp`;
});
afterAll(async () => {
  await app?.close();
});

const cli = async (...args: string[]) => {
  const { stdout } = await run(
    process.execPath,
    [inspector, '--cli', url, '--transport', 'http', ...args],
    // The CLI looks for its own package.json with a path it tests against the working directory
    // but imports relative to itself: it finds it only from a folder with a parent package.json.
    { timeout: 60_000, cwd: join(import.meta.dirname, '../..') },
  );
  // A deprecation notice may come first: the answer is the JSON from the first brace on.
  return JSON.parse(stdout.slice(stdout.indexOf('{'))) as Record<string, unknown>;
};

describe('the MCP Inspector CLI', () => {
  it('lists the tools', { timeout: 120_000 }, async () => {
    const { tools } = (await cli('--method', 'tools/list')) as { tools: { name: string }[] };
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['read_outbox', 'list_requests', 'set_scenario', 'reset_namespace']),
    );
  });

  it('calls read_outbox in the namespace its header names', { timeout: 120_000 }, async () => {
    const sent = await fetch(`${origin}/api/auth/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mock-namespace': 'inspector-cli' },
      body: JSON.stringify({ email: 'cli@example.com' }),
    });
    expect(sent.status).toBe(200);
    const result = (await cli(
      '--header',
      'X-Mock-Namespace: inspector-cli',
      '--method',
      'tools/call',
      '--tool-name',
      'read_outbox',
      '--tool-arg',
      'to=cli@example.com',
    )) as { isError?: boolean; content: { text: string }[] };
    expect(result.isError).toBeFalsy();
    const outbox = JSON.parse(result.content[0]?.text ?? '{}') as {
      namespace: string;
      latestCode: string;
    };
    expect(outbox).toMatchObject({ namespace: 'inspector-cli', total: 1 });
    expect(outbox.latestCode).toMatch(/^\d{6}$/);
  });
});
