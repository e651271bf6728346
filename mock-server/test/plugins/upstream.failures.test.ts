// Proxy mode's forwarding (src/plugins/upstream.ts) when the upstream fails: unreachable,
// undecodable, too slow, or this mock itself; what the browser gets and the journal keeps. A
// conforming or contract-breaking upstream: upstream.test.ts; one that breaks HTTP:
// upstream.hostile.test.ts.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../helpers/mock-app';
import {
  buildProxy,
  codeSent,
  journalOf,
  json,
  sendCodeBody as body,
  startUpstream,
  type Upstream,
} from '../helpers/upstream';

const journal = () => journalOf(app);

let upstream: Upstream | undefined;
let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
  await upstream?.close();
  upstream = undefined;
});

describe('an upstream that fails', () => {
  it('unreachable: a 502 in the error shape, journaled with no upstream status', async () => {
    upstream = await startUpstream(() => undefined);
    const { url } = upstream;
    await upstream.close();
    upstream = undefined;
    app = await buildProxy(url);
    const res = await post(app, '/api/auth/generate', body);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      message: `The upstream ${url} could not be reached: the connection was refused (is it running?).`,
    });
    expect((await journal())[0]).toMatchObject({ status: 502, upstream: { status: null } });
  });

  it('an answer it cannot decode: a 502 saying so, the upstream status kept', async () => {
    upstream = await startUpstream((_request, reply) =>
      reply.type('application/json').header('content-encoding', 'gzip').send('not gzip'),
    );
    app = await buildProxy(upstream.url);
    const res = await post(app, '/api/auth/generate', body);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      message: expect.stringMatching(
        /^The upstream http:\/\/127\.0\.0\.1:\d+ sent an answer the mock cannot read: its gzip body does not decode/,
      ),
    });
    expect((await journal())[0]).toMatchObject({ status: 502, upstream: { status: 200 } });
  });

  it('slower than MOCK_UPSTREAM_TIMEOUT_MS: a 504 in the error shape', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    upstream = await startUpstream(async (_request, reply) => {
      await held;
      return json(reply, 200, codeSent);
    });
    app = await buildProxy(upstream.url, { MOCK_UPSTREAM_TIMEOUT_MS: '200' });
    const res = await post(app, '/api/auth/generate', body);
    release();
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({
      success: false,
      message: `The upstream ${upstream.url} did not answer within 200 ms (MOCK_UPSTREAM_TIMEOUT_MS).`,
    });
  });

  it('a loop back to this mock: a 502, nothing forwarded again', async () => {
    upstream = await startUpstream((_request, reply) => json(reply, 200, codeSent));
    app = await buildProxy(upstream.url);
    await post(app, '/api/auth/generate', body);
    const via = String(upstream.received[0]?.headers.via);
    const res = await post(app, '/api/auth/generate', body, { via });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/leads back to this mock server/);
    expect(upstream.received).toHaveLength(1);
  });
});
