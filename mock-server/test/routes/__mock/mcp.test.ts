import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMock, inNamespace, sendCode } from '../../helpers/mock-app';

// The route of /__mock/mcp (src/routes/__mock/mcp.ts): guarded like every dev route, kept out of
// the journal, there only with dev routes on. The tools themselves: test/mcp/server.test.ts.

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'raw', version: '1' },
  },
};
const mcpHeaders = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
};

describe('/__mock/mcp with dev routes on', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildMock({ MOCK_DEV_ROUTES: 'true' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const mcp = (headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/__mock/mcp',
      headers: { ...mcpHeaders, ...headers },
      payload: initialize,
    });

  it('answers an SDK-like client, which sends no Origin', async () => {
    const res = await mcp();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 1, result: { serverInfo: { name: 'testbeam-mock' } } });
  });

  it('refuses a foreign Host and a foreign Origin (DNS rebinding), as every dev route does', async () => {
    expect((await mcp({ host: 'evil.example' })).statusCode).toBe(403);
    expect((await mcp({ origin: 'http://evil.example' })).statusCode).toBe(403);
    expect(
      (await mcp({ origin: 'http://localhost:8080', host: 'localhost:8080' })).statusCode,
    ).toBe(200);
  });

  it('opens no stream and ends no session: GET and DELETE answer 405', async () => {
    const get = await app.inject({ url: '/__mock/mcp', headers: { accept: 'text/event-stream' } });
    expect(get.statusCode).toBe(405);
    expect((await app.inject({ method: 'DELETE', url: '/__mock/mcp' })).statusCode).toBe(405);
  });

  it('keeps its calls out of the journal, like the console reads', async () => {
    await mcp(inNamespace('mcp-journal'));
    await sendCode(app, 'a@example.com', inNamespace('mcp-journal'));
    const entries = await app.inject({
      url: '/__mock/requests',
      headers: inNamespace('mcp-journal'),
    });
    expect(entries.json<{ url: string }[]>().map((entry) => entry.url)).toEqual([
      '/api/auth/generate',
    ]);
  });

  it('journals a request refused by the guard in the namespace it named', async () => {
    await sendCode(app, 'b@example.com', inNamespace('mcp-refused'));
    const refused = await app.inject({
      method: 'POST',
      url: '/__mock/reset',
      headers: { ...inNamespace('mcp-refused'), origin: 'http://evil.example' },
    });
    expect(refused.statusCode).toBe(403);
    const entries = await app.inject({
      url: '/__mock/requests',
      headers: inNamespace('mcp-refused'),
    });
    expect(entries.json<{ url: string; status: number }[]>().map((e) => e.status)).toEqual([
      403, 200,
    ]);
  });
});

describe('with dev routes off (MOCK_DEV_ROUTES=false)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildMock({
      MOCK_DEV_ROUTES: 'false',
      RATE_LIMITS: 'on',
      RATE_LIMIT_SEND_CODE: '5',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('has no /__mock/mcp', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/mcp',
      headers: mcpHeaders,
      payload: initialize,
    });
    expect(res.statusCode).toBe(404);
  });

  it('ignores the namespace header: a new name each time does not escape the rate limit', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await sendCode(app, `off${i}@example.com`, inNamespace(`escape-${i}`));
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('ignores the namespace cookie, and a bad name is no 400', async () => {
    const res = await sendCode(app, 'cookie@example.com', { cookie: 'mock_ns=Not A Name' });
    expect(res.statusCode).not.toBe(400);
    const bad = await sendCode(app, 'header@example.com', inNamespace('Not A Name'));
    expect(bad.statusCode).not.toBe(400);
  });
});
