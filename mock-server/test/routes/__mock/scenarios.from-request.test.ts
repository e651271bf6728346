// "Save as scenario" (POST /__mock/scenarios/from-request/{id}, src/scenarios/recorded.ts behind
// it): an upstream's answer replayed, only when it follows openapi.yaml.

import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { JournalEntry } from '../../../src/journal/entry-view';
import { buildMock, post } from '../../helpers/mock-app';
import { buildProxy, json, startUpstream, type Upstream } from '../../helpers/upstream';

let upstream: Upstream | undefined;
let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
  await upstream?.close();
  upstream = undefined;
});

/** A proxy in front of an upstream answering `answer` to every call. */
async function proxy(answer: (reply: FastifyReply) => unknown, env: Record<string, string> = {}) {
  upstream = await startUpstream((_request, reply) => answer(reply));
  app = await buildProxy(upstream.url, env);
}

const body = { email: 'ada@example.com', recaptchaToken: '' };
const newest = async () => ((await app.inject('/__mock/requests')).json() as JournalEntry[])[0];
const save = (id: string | undefined) => post(app, `/__mock/scenarios/from-request/${id}`);

const doc = parse(readFileSync(new URL('../../../openapi.dev.yaml', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
const scenarioSchema = ajv.compile(doc.components.schemas.Scenario);

describe('a conforming upstream answer', () => {
  it('becomes a sticky scenario replaying its status, documented headers and exact body', async () => {
    const text = '{ "success": false, "message": "Slow down, please." }';
    await proxy((reply) =>
      reply
        .code(429)
        .headers({ 'retry-after': '12', 'x-ratelimit-limit': '5', 'x-trace': 'upstream-only' })
        .type('application/json')
        .send(text),
    );
    const first = await post(app, '/api/auth/generate', body);
    const entry = await newest();
    const res = await save(entry?.id);
    expect(res.statusCode).toBe(201);
    const scenario = res.json();
    expect(scenario).toMatchObject({
      operation: 'sendCode',
      status: 429,
      example: null,
      fault: null,
      times: null,
      remaining: null,
      email: null,
      fromRequest: entry?.id,
    });
    expect(scenarioSchema(scenario), JSON.stringify(scenarioSchema.errors)).toBe(true);

    for (const email of ['bob@example.com', 'eve@example.com']) {
      const replayed = await post(app, '/api/auth/generate', { ...body, email });
      expect(replayed.statusCode).toBe(429);
      expect(replayed.body).toBe(text);
      expect(replayed.headers).toMatchObject({
        'content-type': first.headers['content-type'],
        'retry-after': '12',
        'x-ratelimit-limit': '5',
      });
      expect(replayed.headers['x-trace']).toBeUndefined();
    }
    expect(upstream?.received).toHaveLength(1);
    expect((await app.inject('/__mock/scenarios')).json()).toEqual([
      expect.objectContaining({ id: scenario.id, used: 2 }),
    ]);
  });

  it("of a sign-in replays it with the mock's own session, not the upstream's", async () => {
    await proxy((reply) =>
      json(
        reply,
        200,
        { success: true, message: 'You are signed in.' },
        { 'set-cookie': 'tb_session=upstream-secret; Path=/; HttpOnly; SameSite=Lax' },
      ),
    );
    await post(app, '/api/auth/validate', { ...body, code: '123456' });
    expect((await save((await newest())?.id)).statusCode).toBe(201);
    const replayed = await post(app, '/api/auth/validate', { ...body, code: '654321' });
    expect(replayed.json()).toEqual({ success: true, message: 'You are signed in.' });
    const cookie = String(replayed.headers['set-cookie']);
    expect(cookie).toMatch(/^tb_session=[\w-]{32,}; Max-Age=28800/);
    expect(cookie).not.toContain('upstream-secret');
  });
});

describe('is refused', () => {
  it('for an unknown id: 404', async () => {
    await proxy((reply) => json(reply, 200, { success: true, message: 'ok' }));
    const res = await save('999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'No request 999 in the journal' });
  });

  it('for an answer that breaks openapi.yaml: 422 saying where', async () => {
    await proxy((reply) => json(reply, 200, { success: true }));
    await post(app, '/api/auth/generate', body);
    const entry = await newest();
    const res = await save(entry?.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: `The upstream's answer to request ${entry?.id} (sendCode 200) breaks openapi.yaml at /message: must have required property 'message'; only an answer that follows it can be saved as a scenario.`,
    });
    expect((await app.inject('/__mock/scenarios')).json()).toEqual([]);
  });

  it('for the 502 strict mode made of such an answer: 422', async () => {
    await proxy((reply) => json(reply, 201, { success: true, message: 'Created.' }), {
      MOCK_UPSTREAM_STRICT: 'true',
    });
    await post(app, '/api/auth/generate', body);
    const res = await save((await newest())?.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/\(sendCode 201\) breaks openapi\.yaml at \/status: one of/);
  });

  it('for a body the journal did not keep whole: 422', async () => {
    // A 400's message may be 20,000 characters (openapi.yaml), more than the journal's 16 KiB.
    await proxy((reply) => json(reply, 400, { success: false, message: 'x'.repeat(17_000) }));
    await post(app, '/api/auth/generate', body);
    const res = await save((await newest())?.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/did not keep the whole body/);
  });

  it('for a path openapi.yaml lacks: 422', async () => {
    await proxy((reply) => json(reply, 200, { success: true, message: 'Bye.' }));
    await post(app, '/api/auth/logout');
    const res = await save((await newest())?.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'POST /api/auth/logout is not an operation of openapi.yaml, so no scenario can answer it.',
    );
  });

  it('for a HEAD, whose answer has no body: 409', async () => {
    await proxy((reply) =>
      json(reply, 200, { success: true, message: 'URL.', data: { url: 'https://g.example/' } }),
    );
    await app.inject({ method: 'HEAD', url: '/api/auth/oauth/google/loginUrl' });
    const entry = await newest();
    expect(entry).toMatchObject({ method: 'HEAD', violations: [], upstream: { status: 200 } });
    const res = await save(entry?.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Request ${entry?.id} is a HEAD: its answer has no body to replay.`,
    );
  });

  it('when its answer did not reach the browser (it could not be decoded): 409', async () => {
    await proxy((reply) =>
      reply.type('application/json').header('content-encoding', 'gzip').send('not gzip'),
    );
    await post(app, '/api/auth/generate', body);
    const entry = await newest();
    expect(entry).toMatchObject({ status: 502, upstream: { status: 200 }, violations: [] });
    const res = await save(entry?.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `The upstream's answer to request ${entry?.id} did not reach the browser (the mock answered 502 instead): there is nothing to replay.`,
    );
  });

  it('when the upstream gave no answer: 409', async () => {
    upstream = await startUpstream(() => undefined);
    const { url } = upstream;
    await upstream.close();
    upstream = undefined;
    app = await buildProxy(url);
    await post(app, '/api/auth/generate', body);
    const entry = await newest();
    const res = await save(entry?.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Request ${entry?.id} got no answer from the upstream (the mock answered 502): there is nothing to replay.`,
    );
  });

  it('when the mock answered itself (mock mode, Prefer): 409', async () => {
    app = await buildMock();
    await post(app, '/api/auth/generate', body);
    const entry = await newest();
    const res = await save(entry?.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Request ${entry?.id} was answered by the mock, not by an upstream: only a real upstream answer (proxy mode, MOCK_UPSTREAM) can be saved as a scenario.`,
    );
  });
});
