import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JOURNAL_ENTRIES } from '../../src/journal/journal';
import { storeCaps } from '../../src/plugins/stores';
import { call, mcpMock } from '../helpers/mcp-client';

// 1,000 tool calls across 50 namespaces: the MCP server keeps nothing of its own between calls
// (stateless), so what they leave is what the namespaces hold, within the caps they always had,
// and the other routes keep answering meanwhile. Also: the console's routes and the tools read
// the same state of one namespace.

let app: FastifyInstance;
let port: number;
let client: Client;
const base = () => `http://127.0.0.1:${port}`;
const headers = (namespace: string) => ({
  'content-type': 'application/json',
  'x-mock-namespace': namespace,
});

let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, port, client, close } = await mcpMock());
});
afterAll(() => close?.());

describe('1,000 tool calls across 50 namespaces', () => {
  it('stay within the namespaces’ bounds while other routes answer', async () => {
    const names = Array.from({ length: 50 }, (_, i) => `load-${i}`);
    const tools = [
      (namespace: string) => call(client, 'read_outbox', { namespace }),
      (namespace: string) => call(client, 'list_requests', { namespace, limit: 50 }),
      (namespace: string) =>
        call(client, 'set_scenario', { namespace, operation: 'sendCode', latencyMs: 0, times: 1 }),
      (namespace: string) => call(client, 'read_store', { namespace, store: 'sessions' }),
      (namespace: string) => call(client, 'clear_scenarios', { namespace }),
    ];
    let calls = 0;
    for (let round = 0; round < 4; round += 1) {
      // 50 namespaces × 5 tools per round, all at once, and one page and one API call beside them.
      const batch = names.flatMap((namespace) => tools.map((tool) => tool(namespace)));
      const beside = [
        fetch(`${base()}/__mock/outbox`).then((res) => res.status),
        fetch(`${base()}/api/auth/generate`, {
          method: 'POST',
          headers: headers(names[round] ?? 'default'),
          body: JSON.stringify({ email: `load${round}@example.com` }),
        }).then((res) => res.status),
      ];
      await Promise.all(batch);
      expect(await Promise.all(beside)).toEqual([200, 200]);
      calls += batch.length;
    }
    expect(calls).toBe(1000);
    const live = app.namespaces.list();
    expect(live.length).toBeLessThanOrEqual(names.length + 1);
    for (const namespace of live) {
      expect(namespace.journal.size).toBeLessThanOrEqual(MAX_JOURNAL_ENTRIES);
      expect(namespace.stores.outbox.size).toBeLessThanOrEqual(storeCaps.outbox);
      expect(namespace.scenarios.size).toBeLessThanOrEqual(namespace.scenarios.max);
    }
    // The tools' own calls are not journaled: only the one API call per round is.
    expect(app.namespaces.get('load-0')?.journal.size).toBe(1);
    // A thousand stateless calls on a shared CI machine take a while; nothing here is timed.
  }, 300_000);
});

describe('the console and the tools', () => {
  it('show the same state for the same namespace', async () => {
    const namespace = 'same-state';
    const send = (email: string) =>
      fetch(`${base()}/api/auth/generate`, {
        method: 'POST',
        headers: headers(namespace),
        body: JSON.stringify({ email }),
      });
    await send('one@example.com');
    await send('two@example.com');
    await call(client, 'set_scenario', { namespace, operation: 'verifyCode', status: 401 });
    const read = (path: string) =>
      fetch(`${base()}${path}`, { headers: headers(namespace) }).then((res) => res.json());

    const outbox = await call<{ items: unknown[] }>(client, 'read_outbox', {
      namespace,
      limit: 50,
    });
    expect(outbox.items).toEqual(await read('/__mock/outbox'));
    const scenarios = await call<{ items: unknown[] }>(client, 'list_scenarios', { namespace });
    expect(scenarios.items).toEqual(await read('/__mock/scenarios'));
    const journal = await call<{ items: unknown[] }>(client, 'list_requests', {
      namespace,
      limit: 50,
    });
    expect(journal.items).toEqual(await read('/__mock/requests'));
    const records = await call<Record<string, unknown>>(client, 'read_records', { namespace });
    expect(records).toEqual(await read('/__mock/records'));
    const sessions = await call<{ items: unknown[] }>(client, 'read_store', {
      namespace,
      store: 'sessions',
    });
    expect(sessions.items).toEqual(await read('/__mock/sessions'));
    const listed = await call<{ items: { name: string }[] }>(client, 'list_namespaces', {
      filter: namespace,
    });
    const console = (await read('/__mock/namespaces')) as { namespaces: { name: string }[] };
    expect(listed.items.map((entry) => entry.name)).toEqual(
      console.namespaces
        .filter((entry) => entry.name.includes(namespace))
        .map((entry) => entry.name),
    );
  });
});
