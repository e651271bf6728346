// Proxy mode's routes (src/routes/api/upstream.ts): who answers a call, the upstream or the mock
// (Prefer, scenarios), and what happens to a request openapi.yaml refuses.

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../src/journal/entry-view';
import { redirectNotAllowedMessage } from '../../../src/oauth/redirect-allow-list';
import { post } from '../../helpers/mock-app';
import {
  buildProxy,
  journalOf,
  json,
  sendCodeBody as body,
  startUpstream,
  type Upstream,
} from '../../helpers/upstream';

const upstreamAnswer = { success: true, message: 'Sent by the upstream.' };
let upstream: Upstream;
let app: FastifyInstance;
beforeEach(async () => {
  upstream = await startUpstream((_request, reply) => json(reply, 200, upstreamAnswer));
  app = await buildProxy(upstream.url);
});
afterEach(async () => {
  await app.close();
  await upstream.close();
});

const journal = () => journalOf(app);
const setScenario = async (scenario: object) => {
  const res = await post(app, '/__mock/scenarios', scenario);
  expect(res.statusCode, res.body).toBe(201);
};

describe('the mock still answers first', () => {
  it('a Prefer header gets the documented answer; the upstream hears nothing', async () => {
    const res = await post(app, '/api/auth/generate', body, { prefer: 'code=429' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(upstream.received).toHaveLength(0);
    const [entry] = await journal();
    expect(entry?.upstream).toBeUndefined();
    expect(entry?.violations).toEqual([]);
  });

  it('a scenario answers its calls, per operation; the others go on to the upstream', async () => {
    await setScenario({ operation: 'send-code', status: 500, times: 1 });
    expect((await post(app, '/api/auth/generate', body)).statusCode).toBe(500);
    expect((await post(app, '/api/auth/whitelist', body)).json()).toEqual(upstreamAnswer);
    expect((await post(app, '/api/auth/generate', body)).json()).toEqual(upstreamAnswer);
    expect(upstream.received.map(({ url }) => url)).toEqual([
      '/api/auth/whitelist',
      '/api/auth/generate',
    ]);
  });

  it('a fault scenario breaks the call off before anything is forwarded', async () => {
    await setScenario({ operation: 'send-code', fault: 'empty', times: 1 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const call = fetch(`http://127.0.0.1:${port}/api/auth/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await expect(call).rejects.toThrow();
    expect(upstream.received).toHaveLength(0);
    // Listening, the mock answers only Host 127.0.0.1:<its port>: asked over the socket too.
    const entries = (await (
      await fetch(`http://127.0.0.1:${port}/__mock/requests`)
    ).json()) as JournalEntry[];
    expect(entries[0]).toMatchObject({ fault: 'empty', status: 0 });
  });

  it('a forced sign-in signs in with the mock session, as in mock mode', async () => {
    const res = await post(
      app,
      '/api/auth/validate',
      { ...body, code: '123456' },
      {
        prefer: 'code=200',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^tb_session=[\w-]+; Max-Age=28800/);
    expect(upstream.received).toHaveLength(0);
  });
});

describe('a request openapi.yaml refuses', () => {
  it('goes to the upstream as sent, its violations journaled', async () => {
    const res = await post(app, '/api/auth/generate', { email: 'not-an-address', extra: 1 });
    expect(res.json()).toEqual(upstreamAnswer);
    expect(upstream.received[0]?.body).toBe('{"email":"not-an-address","extra":1}');
    const [entry] = await journal();
    expect(entry?.violations).toEqual(
      expect.arrayContaining([
        {
          direction: 'request',
          operation: 'sendCode',
          pointer: '/extra',
          expected: 'must NOT have additional properties (found "extra")',
        },
        {
          direction: 'request',
          operation: 'sendCode',
          pointer: '/email',
          expected: 'must match format "email"',
        },
      ]),
    );
  });

  it('names a query parameter by /query/<name>', async () => {
    await app.inject('/api/auth/oauth/google/loginUrl?redirect=https://evil.example/');
    expect(upstream.received[0]?.url).toBe(
      '/api/auth/oauth/google/loginUrl?redirect=https://evil.example/',
    );
    expect((await journal())[0]?.violations).toContainEqual(
      expect.objectContaining({ direction: 'request', pointer: '/query/redirect' }),
    );
  });

  it('gets the 400 of mock mode when the mock would answer it (Prefer, a scenario)', async () => {
    const withPrefer = await post(
      app,
      '/api/auth/generate',
      { email: 'nope' },
      {
        prefer: 'code=200',
      },
    );
    expect(withPrefer.statusCode).toBe(400);
    expect(withPrefer.json()).toEqual({
      success: false,
      message: 'Invalid body: email is not in the expected format',
    });
    await setScenario({ operation: 'login-url', status: 500 });
    const redirect = await app.inject('/api/auth/oauth/google/loginUrl?redirect=/elsewhere/');
    expect(redirect.json()).toEqual({ success: false, message: redirectNotAllowedMessage });
    expect(upstream.received).toHaveLength(0);
    // Not forwarded: no upstream, and no violation (the mock refused it, as in mock mode).
    expect((await journal()).map((entry) => entry.upstream)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('an /api path openapi.yaml does not have', () => {
  it('is forwarded too, journaled as a request no operation documents', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/auth/session' });
    expect(res.json()).toEqual(upstreamAnswer);
    expect(upstream.received[0]).toMatchObject({ method: 'DELETE', url: '/api/auth/session' });
    const [entry] = await journal();
    expect(entry?.violations).toEqual([
      {
        direction: 'request',
        operation: null,
        pointer: '',
        expected: expect.stringMatching(/^a method and path openapi\.yaml documents: GET /),
      },
    ]);
  });

  it('leaves the site and the dev routes to the mock', async () => {
    expect((await app.inject('/__mock/mode')).json()).toEqual({
      mode: 'proxy',
      upstream: upstream.url,
      strict: false,
    });
    expect((await app.inject('/api_mcp_studio/')).statusCode).toBe(200);
    expect(upstream.received).toHaveLength(0);
  });
});
