// GET /__mock/records: counts of answers and violations per namespace that outlive the journal's
// ring, forced answers apart, the upstream's own status in proxy mode, and the server's totals.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordsView } from '../../../src/journal/records';
import { MAX_JOURNAL_ENTRIES } from '../../../src/journal/journal';
import { buildMock, inNamespace, post, sendCode } from '../../helpers/mock-app';
import {
  buildProxy,
  codeSent,
  json,
  sendCodeBody,
  startUpstream,
  type Upstream,
} from '../../helpers/upstream';

let app: FastifyInstance;
let upstream: Upstream | undefined;
afterEach(async () => {
  await app?.close();
  await upstream?.close();
  upstream = undefined;
});

const doc = parse(readFileSync(new URL('../../../openapi.dev.yaml', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
ajv.addSchema(doc, 'dev');
const documented = ajv.compile({ $ref: 'dev#/components/schemas/Records' });

/** The records as the route answers them, checked against openapi.dev.yaml's schema. */
const records = async (url = '/__mock/records', headers = {}) => {
  const res = await app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  expect(documented(res.json()), JSON.stringify(documented.errors)).toBe(true);
  return res.json() as RecordsView;
};
const loginUrl = (headers = {}) =>
  app.inject({ url: '/api/auth/oauth/google/loginUrl?redirect=%2Fapi_mcp_studio%2F', headers });

describe('GET /__mock/records in mock mode', () => {
  it('counts each operation answer by status, forced by Prefer or a scenario, nothing else', async () => {
    app = await buildMock();
    expect((await sendCode(app, 'ada@example.com')).statusCode).toBe(200);
    const forced = await sendCode(app, 'ada@example.com', { prefer: 'code=429' });
    expect(forced.statusCode).toBe(429);
    await post(app, '/__mock/scenarios', { operation: 'verifyCode', status: 401, times: 1 });
    const verify = { email: 'ada@example.com', code: '000000', recaptchaToken: '' };
    expect((await post(app, '/api/auth/validate', verify)).statusCode).toBe(401);
    expect((await post(app, '/api/auth/generate', {})).statusCode).toBe(400);
    // Neither dev routes nor unknown paths count.
    await app.inject('/__mock/outbox');
    await app.inject('/api/auth/nowhere');
    const view = await records();
    expect(view).toMatchObject({ namespace: 'default', mode: 'mock' });
    expect(Date.parse(view.since)).not.toBeNaN();
    expect(view.answers).toEqual([
      { operation: 'sendCode', status: '200', count: 1, forced: 0 },
      { operation: 'sendCode', status: '400', count: 1, forced: 0 },
      { operation: 'sendCode', status: '429', count: 1, forced: 1 },
      { operation: 'verifyCode', status: '401', count: 1, forced: 1 },
    ]);
    expect(view.violations).toEqual([]);
    expect(view.upstream).toEqual({ forwarded: 0, violating: 0, failed: 0 });
  });

  it("outlive the journal's ring", async () => {
    app = await buildMock();
    const calls = MAX_JOURNAL_ENTRIES + 5;
    for (let i = 0; i < calls; i += 1) await loginUrl();
    const journal = (await app.inject('/__mock/requests?limit=1000')).json() as unknown[];
    expect(journal.length).toBeLessThanOrEqual(MAX_JOURNAL_ENTRIES);
    expect((await records()).answers).toEqual([
      { operation: 'getGoogleLoginUrl', status: '200', count: calls, forced: 0 },
    ]);
  });

  it('are cleared by POST /__mock/reset, not by DELETE /__mock/requests; ?all=true keeps all', async () => {
    app = await buildMock();
    const ns = inNamespace('run-1');
    await loginUrl(ns);
    await loginUrl(ns);
    await app.inject({ method: 'DELETE', url: '/__mock/requests', headers: ns });
    expect((await records('/__mock/records', ns)).answers[0]?.count).toBe(2);
    await post(app, '/__mock/reset', undefined, ns);
    expect((await records('/__mock/records', ns)).answers).toEqual([]);
    await loginUrl(ns);
    await loginUrl(inNamespace('run-2'));
    await app.inject({ method: 'DELETE', url: '/__mock/namespaces/run-2' });
    expect(app.namespaces.get('run-2')).toBeUndefined();
    await loginUrl();
    const all = await records('/__mock/records?all=true');
    expect(all.namespace).toBeNull();
    expect(all.answers).toEqual([
      { operation: 'getGoogleLoginUrl', status: '200', count: 5, forced: 0 },
    ]);
    await post(app, '/__mock/reset?all=true');
    expect((await records('/__mock/records?all=true')).answers).toEqual([]);
  });

  it('refuses an unknown query with a 400 in the error shape', async () => {
    app = await buildMock();
    const res = await app.inject('/__mock/records?all=yes');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});

const missingMessage = {
  direction: 'response',
  operation: 'sendCode',
  pointer: '/message',
  expected: "must have required property 'message'",
};

describe('GET /__mock/records in proxy mode', () => {
  it("counts the upstream's own status, each violation with its journal seqs, and failures", async () => {
    let conform = false;
    upstream = await startUpstream((_request, reply) =>
      json(reply, 200, conform ? codeSent : { success: true }),
    );
    app = await buildProxy(upstream.url, { MOCK_UPSTREAM_STRICT: 'true' });
    // Strict mode answers 502, but the backend produced a 200.
    expect((await post(app, '/api/auth/generate', sendCodeBody)).statusCode).toBe(502);
    conform = true;
    expect((await post(app, '/api/auth/generate', sendCodeBody)).statusCode).toBe(200);
    conform = false;
    expect((await post(app, '/api/auth/generate', sendCodeBody)).statusCode).toBe(502);
    const forced = await post(app, '/api/auth/generate', sendCodeBody, { prefer: 'code=429' });
    expect(forced.statusCode).toBe(429);
    const view = await records();
    expect(view.mode).toBe('proxy');
    expect(view.answers).toEqual([
      { operation: 'sendCode', status: '200', count: 3, forced: 0 },
      { operation: 'sendCode', status: '429', count: 1, forced: 1 },
    ]);
    expect(view.violations).toEqual([
      { ...missingMessage, status: '200', count: 2, firstSeq: 1, lastSeq: 3 },
    ]);
    expect(view.upstream).toEqual({ forwarded: 3, violating: 2, failed: 0 });
  });

  it('counts a call the upstream never answered as failed, not as a pair', async () => {
    upstream = await startUpstream((_request, reply) => json(reply, 200, codeSent));
    const { url } = upstream;
    await upstream.close();
    upstream = undefined;
    app = await buildProxy(url);
    expect((await post(app, '/api/auth/generate', sendCodeBody)).statusCode).toBe(502);
    const view = await records();
    expect(view.answers).toEqual([]);
    expect(view.upstream).toEqual({ forwarded: 1, violating: 0, failed: 1 });
  });

  it("the HAR export carries each entry's operation, forced flag, upstream status and violations", async () => {
    upstream = await startUpstream((_request, reply) => json(reply, 200, { success: true }));
    app = await buildProxy(upstream.url);
    await post(app, '/api/auth/generate', sendCodeBody);
    await post(app, '/api/auth/generate', sendCodeBody, { prefer: 'code=429' });
    await app.inject('/__mock/outbox');
    const har = (await app.inject('/__mock/requests.har')).json() as {
      log: { entries: Record<string, unknown>[] };
    };
    const [forwarded, forced, devRoute] = har.log.entries;
    expect(forwarded).toMatchObject({
      _operation: 'sendCode',
      _upstreamStatus: 200,
      _violations: [missingMessage],
    });
    expect(forwarded).not.toHaveProperty('_forced');
    expect(forced).toMatchObject({ _operation: 'sendCode', _forced: true });
    expect(forced).not.toHaveProperty('_upstreamStatus');
    expect(forced).not.toHaveProperty('_violations');
    for (const field of ['_operation', '_forced', '_upstreamStatus', '_violations']) {
      expect(devRoute).not.toHaveProperty(field);
    }
  });
});
