import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mcpClient, mcpMock, toolError } from '../helpers/mcp-client';

// The MCP server (src/mcp/) through the official SDK's client over a real socket, as an agent
// meets it: HTTP for the site's calls, MCP for what only the mock knows.

let app: FastifyInstance;
let port: number;
let client: Client;
/** A resource's text (resources are text or a blob). */
const textOf = (content: unknown) => (content as { text?: string } | undefined)?.text;
const base = () => `http://127.0.0.1:${port}`;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, port, client, close } = await mcpMock());
});
afterAll(() => close?.());

const api = (path: string, namespace: string, body: unknown) =>
  fetch(`${base()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-namespace': namespace },
    body: JSON.stringify(body),
  });

describe('the MCP tools', () => {
  it('lists every tool with a description and an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'clear_scenarios',
      'get_request',
      'list_answers',
      'list_namespaces',
      'list_requests',
      'list_scenarios',
      'read_outbox',
      'read_records',
      'read_store',
      'reset_namespace',
      'set_scenario',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(60);
      expect(tool.inputSchema.type).toBe('object');
    }
  });

  it('signs in two namespaces at once: send with HTTP, the code over MCP, verify with HTTP', async () => {
    const email = 'ada@example.com';
    const signIn = async (namespace: string) => {
      expect((await api('/api/auth/generate', namespace, { email })).status).toBe(200);
      const outbox = await call<{ latestCode: string; items: { to: string }[] }>(
        client,
        'read_outbox',
        { namespace, to: email },
      );
      expect(outbox.items).toHaveLength(1);
      const verified = await api('/api/auth/validate', namespace, {
        email,
        code: outbox.latestCode,
      });
      return { status: verified.status, code: outbox.latestCode };
    };
    const [a, b] = await Promise.all([signIn('agent-a'), signIn('agent-b')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // Each namespace its own code and its own session; neither sees the other's.
    const sessions = await call<{ items: { email: string }[] }>(client, 'read_store', {
      namespace: 'agent-a',
      store: 'sessions',
    });
    expect(sessions.items.map((session) => session.email)).toEqual([email]);
    const journal = await call<{ items: { url: string; status: number }[] }>(
      client,
      'list_requests',
      { namespace: 'agent-b', operation: 'verifyCode' },
    );
    expect(journal.items.map((entry) => entry.status)).toEqual([200]);
  });

  it('forces a documented answer N times, lists and clears scenarios', async () => {
    const namespace = 'agent-scenarios';
    const set = await call<{ scenario: { id: string; remaining: number } }>(
      client,
      'set_scenario',
      { namespace, operation: 'sendCode', status: 429, times: 2 },
    );
    expect(set.scenario.remaining).toBe(2);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await api('/api/auth/generate', namespace, { email: 'x@example.com' })).status,
      );
    }
    expect(statuses).toEqual([429, 429, 200]);
    await call(client, 'set_scenario', { namespace, operation: 'verify', fault: 'reset' });
    expect(
      (await call<{ items: unknown[] }>(client, 'list_scenarios', { namespace })).items,
    ).toHaveLength(1);
    expect(await call(client, 'clear_scenarios', { namespace })).toMatchObject({ cleared: 1 });
    const records = await call<{ operations: unknown }>(client, 'read_records', { namespace });
    expect(JSON.stringify(records)).toContain('sendCode');
  });

  it('pages its answers with a `more` marker', async () => {
    const namespace = 'agent-pages';
    for (let i = 0; i < 5; i += 1) {
      await api('/api/auth/generate', namespace, { email: `p${i}@example.com` });
    }
    const first = await call<{ items: unknown[]; more: boolean; next: string }>(
      client,
      'read_outbox',
      { namespace, limit: 2 },
    );
    expect(first).toMatchObject({ more: true, next: '2', total: 5 });
    expect(first.items).toHaveLength(2);
    const last = await call<{ items: unknown[]; more: boolean }>(client, 'read_outbox', {
      namespace,
      limit: 2,
      cursor: '4',
    });
    expect(last).toMatchObject({ more: false });
    const journal = await call<{ items: { id: string }[]; more: boolean; next: string }>(
      client,
      'list_requests',
      { namespace, limit: 3 },
    );
    expect(journal.more).toBe(true);
    const older = await call<{ items: { id: string }[]; more: boolean }>(client, 'list_requests', {
      namespace,
      limit: 3,
      before: journal.next,
    });
    expect(older.items).toHaveLength(2);
    expect(older.more).toBe(false);
  });

  it('answers bad input with a tool error, and keeps answering', async () => {
    expect(await toolError(client, 'read_outbox', { namespace: 'Not A Name' })).toMatch(
      /namespace/,
    );
    expect(await toolError(client, 'set_scenario', { operation: 'nope' })).toMatch(
      /Unknown operation "nope"/,
    );
    expect(await toolError(client, 'set_scenario', { operation: 'sendCode', status: 418 })).toMatch(
      /418/,
    );
    expect(await toolError(client, 'get_request', { id: '999999' })).toMatch(/No request 999999/);
    expect(await toolError(client, 'list_requests', { since: 'yesterday' })).toMatch(/since/);
    expect(await toolError(client, 'read_store', { store: 'passwords' })).toMatch(/store/);
    expect(await toolError(client, 'read_outbox', { limit: 10_000 })).toMatch(/limit/);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
  });

  it('defaults to the namespace the HTTP request names', async () => {
    const named = await mcpClient(port, { 'x-mock-namespace': 'agent-default' });
    try {
      await api('/api/auth/generate', 'agent-default', { email: 'd@example.com' });
      const outbox = await call<{ namespace: string; latestCode: string | null }>(
        named,
        'read_outbox',
      );
      expect(outbox.namespace).toBe('agent-default');
      expect(outbox.latestCode).toMatch(/^\d{6}$/);
      expect((await call<{ namespace: string }>(client, 'read_outbox')).namespace).toBe('default');
    } finally {
      await named.close();
    }
  });

  it('resets one namespace and leaves the others', async () => {
    await api('/api/auth/generate', 'agent-r1', { email: 'r@example.com' });
    await api('/api/auth/generate', 'agent-r2', { email: 'r@example.com' });
    await call(client, 'reset_namespace', { namespace: 'agent-r1' });
    const left = (namespace: string) =>
      call<{ total: number }>(client, 'read_outbox', { namespace }).then((page) => page.total);
    expect([await left('agent-r1'), await left('agent-r2')]).toEqual([0, 1]);
  });

  it('offers the contract and the console address as resources', async () => {
    const contract = await client.readResource({ uri: 'testbeam://contract/openapi.yaml' });
    expect(textOf(contract.contents[0])).toContain('operationId: sendCode');
    const console = await client.readResource({ uri: 'testbeam://console/agent-a' });
    expect(textOf(console.contents[0])).toBe(`${app.publicOrigin()}/__mock/?ns=agent-a`);
    const listed = await call<{ items: { name: string; console: string }[] }>(
      client,
      'list_namespaces',
      { filter: 'agent-a' },
    );
    expect(listed.items).toEqual([
      expect.objectContaining({
        name: 'agent-a',
        console: `${app.publicOrigin()}/__mock/?ns=agent-a`,
      }),
    ]);
  });
});
