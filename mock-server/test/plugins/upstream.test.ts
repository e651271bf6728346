// Proxy mode's forwarding (src/plugins/upstream.ts) against small backends on loopback ports: what
// the upstream receives, what the browser gets, and what the journal, the events and the log say
// when an answer breaks openapi.yaml. The proxy itself is driven with app.inject.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { DevEvent } from '../../src/namespaces/dev-events';
import { strictMessage } from '../../src/plugins/upstream';
import { buildMock, post } from '../helpers/mock-app';
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

/** A proxy whose log lines (JSON) land in the returned list. */
async function proxyWithLog(url: string, env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildMock({ MOCK_UPSTREAM: url, ...env }, { logger: { level: 'warn', stream } });
  return lines;
}

describe('a conforming upstream', () => {
  it('never gets the mock namespace, header or cookie; the request is journaled in it', async () => {
    upstream = await startUpstream((_request, reply) => json(reply, 200, codeSent));
    app = await buildProxy(upstream.url);
    const cases = [
      { 'x-mock-namespace': 'run-1', cookie: 'tb_session=abc; mock_ns=run-2; theme=dark' },
      { cookie: 'mock_ns=run-2' },
    ];
    for (const headers of cases) {
      const res = await post(app, '/api/auth/generate', { email: 'ada@example.com' }, headers);
      expect(res.statusCode).toBe(200);
    }
    const [first, second] = upstream.received;
    expect(first?.headers['x-mock-namespace']).toBeUndefined();
    expect(first?.headers.cookie).toBe('tb_session=abc; theme=dark');
    expect(second?.headers).not.toHaveProperty('cookie');
    expect(second?.headers).not.toHaveProperty('x-mock-namespace');
    expect(app.namespaces.get('run-1')?.journal.size).toBe(1);
    expect(app.namespaces.get('run-2')?.journal.size).toBe(1);
    expect(app.namespaces.default.journal.size).toBe(0);
  });

  it('gets the request as sent, and its answer goes back as it came', async () => {
    upstream = await startUpstream((_request, reply) =>
      json(reply, 200, codeSent, { 'x-upstream': 'yes' }),
    );
    app = await buildProxy(upstream.url);
    const res = await post(
      app,
      '/api/auth/generate',
      { email: 'ada@example.com' },
      {
        cookie: 'tb_session=abc',
        origin: 'http://localhost',
        referer: 'http://localhost/login?next=1',
        'accept-encoding': 'gzip, br',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(codeSent);
    expect(res.headers['x-upstream']).toBe('yes');
    const [received] = upstream.received;
    // As the browser sent it: no recaptchaToken default added, cookies passed, no compression.
    expect(received).toMatchObject({
      method: 'POST',
      url: '/api/auth/generate',
      body: '{"email":"ada@example.com"}',
    });
    expect(received?.headers).toMatchObject({
      cookie: 'tb_session=abc',
      origin: upstream.url,
      referer: `${upstream.url}/login?next=1`,
      'accept-encoding': 'identity',
      host: upstream.url.replace('http://', ''),
      via: expect.stringMatching(/^1\.1 testbeam-mock-[0-9a-f]+$/),
    });
    const [entry] = await journal();
    expect(entry).toMatchObject({
      status: 200,
      violations: [],
      upstream: { url: `${upstream.url}/api/auth/generate`, status: 200 },
      response: { body: { data: codeSent } },
    });
  });

  it('keeps a base path of MOCK_UPSTREAM and the query', async () => {
    upstream = await startUpstream((_request, reply) =>
      json(reply, 200, {
        success: true,
        message: 'Google sign-in URL created.',
        data: { url: 'https://accounts.example.com/o/oauth2' },
      }),
    );
    app = await buildProxy(`${upstream.url}/backend/`);
    const res = await app.inject('/api/auth/oauth/google/loginUrl?redirect=%2Fapi_mcp_studio%2F');
    expect(res.statusCode).toBe(200);
    expect(upstream.received[0]?.url).toBe(
      '/backend/api/auth/oauth/google/loginUrl?redirect=%2Fapi_mcp_studio%2F',
    );
    expect((await journal())[0]?.violations).toEqual([]);
  });

  it('passes every Set-Cookie on, each without its Domain', async () => {
    upstream = await startUpstream((_request, reply) =>
      json(
        reply,
        200,
        { success: true, message: 'You are signed in.' },
        {
          'set-cookie': [
            'tb_session=s3cret; Domain=staging.example.com; Path=/; HttpOnly; SameSite=Lax; Max-Age=60',
            'other=1; domain=.example.com; Secure',
          ],
        },
      ),
    );
    app = await buildProxy(upstream.url);
    const res = await post(app, '/api/auth/validate', { ...body, code: '123456' });
    expect(res.headers['set-cookie']).toEqual([
      'tb_session=s3cret; Path=/; HttpOnly; SameSite=Lax; Max-Age=60',
      'other=1; Secure',
    ]);
    expect((await journal())[0]?.violations).toEqual([]);
  });

  it('has no rate limit of its own: the upstream keeps its own', async () => {
    upstream = await startUpstream((_request, reply) => json(reply, 200, codeSent));
    app = await buildProxy(upstream.url, { RATE_LIMITS: 'on', RATE_LIMIT_SEND_CODE: '1' });
    for (let i = 0; i < 3; i += 1) {
      const res = await post(app, '/api/auth/generate', body);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
    expect(upstream.received).toHaveLength(3);
  });
});

describe('an upstream that breaks openapi.yaml', () => {
  const noMessage = (_request: unknown, reply: Parameters<typeof json>[0]) =>
    json(reply, 200, { success: true });

  it('is journaled with the pointer and what was expected, announced and logged', async () => {
    upstream = await startUpstream(noMessage);
    const lines = await proxyWithLog(upstream.url);
    const heard: DevEvent[] = [];
    app.namespaces.default.events.subscribe((event) => heard.push(event));
    const res = await post(app, '/api/auth/generate', body);
    // Passed on as it came: the developer sees what the backend does.
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const violation = {
      direction: 'response',
      operation: 'sendCode',
      pointer: '/message',
      expected: "must have required property 'message'",
    };
    const [entry] = await journal();
    expect(entry?.violations).toEqual([violation]);
    expect(entry?.upstream?.status).toBe(200);
    expect(heard.map(({ type }) => type)).toEqual(['request', 'violation']);
    expect(heard[1]?.data).toEqual({
      id: entry?.id,
      method: 'POST',
      url: '/api/auth/generate',
      status: 200,
      violations: [violation],
    });
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, ...violation, status: 200 }));
  });

  it('becomes a 502 in the error shape with MOCK_UPSTREAM_STRICT=true', async () => {
    upstream = await startUpstream((_request, reply) =>
      json(reply, 200, { success: true }, { 'set-cookie': 'tb_session=leak; Path=/' }),
    );
    app = await buildProxy(upstream.url, { MOCK_UPSTREAM_STRICT: 'true' });
    const res = await post(app, '/api/auth/generate', body);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      message: strictMessage('sendCode', [
        {
          direction: 'response',
          operation: 'sendCode',
          pointer: '/message',
          expected: "must have required property 'message'",
        },
      ]),
    });
    expect(res.json().message).toMatch(/sendCode breaks openapi\.yaml at \/message: must have/);
    // Nothing of the refused answer goes out with the 502.
    expect(res.headers['set-cookie']).toBeUndefined();
    const [entry] = await journal();
    expect(entry).toMatchObject({ status: 502, upstream: { status: 200 } });
    expect(entry?.violations).toHaveLength(1);
  });

  it.each([
    [
      'an undocumented status',
      (reply: Parameters<typeof json>[0]) => json(reply, 201, codeSent),
      { pointer: '/status', expected: 'one of 200, 400, 403, 413, 415, 429, 500 (got 201)' },
    ],
    [
      'a wrong Content-Type',
      (reply: Parameters<typeof json>[0]) =>
        reply.type('text/plain').send(JSON.stringify(codeSent)),
      { pointer: '/headers/content-type', expected: 'application/json (got text/plain)' },
    ],
    [
      'a 429 without its required Retry-After',
      (reply: Parameters<typeof json>[0]) =>
        json(reply, 429, { success: false, message: 'Too many requests.' }),
      { pointer: '/headers/retry-after', expected: 'a Retry-After header (required)' },
    ],
    [
      'a Retry-After that is no number of seconds',
      (reply: Parameters<typeof json>[0]) =>
        json(reply, 429, { success: false, message: 'Too many.' }, { 'retry-after': 'soon' }),
      { pointer: '/headers/retry-after', expected: 'must be integer' },
    ],
    [
      'a body that is not JSON',
      (reply: Parameters<typeof json>[0]) => reply.type('application/json').send('{"success": tru'),
      { pointer: '', expected: 'a JSON body (it does not parse)' },
    ],
    [
      'an unknown property',
      (reply: Parameters<typeof json>[0]) => json(reply, 200, { ...codeSent, extra: 1 }),
      { pointer: '/extra', expected: 'must NOT have additional properties (found "extra")' },
    ],
  ])('names %s', async (_name, answer, found) => {
    upstream = await startUpstream((_request, reply) => answer(reply));
    app = await buildProxy(upstream.url);
    await post(app, '/api/auth/generate', body);
    expect((await journal())[0]?.violations).toEqual([
      { direction: 'response', operation: 'sendCode', ...found },
    ]);
  });

  it('decodes a compressed answer before checking it, and sends it decoded', async () => {
    const { gzipSync } = await import('node:zlib');
    upstream = await startUpstream((_request, reply) =>
      reply
        .type('application/json')
        .header('content-encoding', 'gzip')
        .send(gzipSync(JSON.stringify(codeSent))),
    );
    app = await buildProxy(upstream.url);
    const res = await post(app, '/api/auth/generate', body);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(codeSent);
    expect((await journal())[0]?.violations).toEqual([]);
  });
});
