// Fault scenarios on a real loopback port: a reset, a close and a body cut short exist only on a
// socket (app.inject has none). Each is read by Node's own fetch, as a browser's would fail.

import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMock } from '../helpers/mock-app';

let app: FastifyInstance;
let origin: string;
afterEach(() => app?.close());

async function start(env: Record<string, string> = {}) {
  app = await buildMock(env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const json = { 'content-type': 'application/json' };
const setScenario = async (body: object) => {
  const res = await fetch(`${origin}/__mock/scenarios`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; fault: string | null };
};
const sendCode = (email: string) =>
  fetch(`${origin}/api/auth/generate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, recaptchaToken: '' }),
  });

/** What a call that failed below HTTP threw: its cause's code, or its message. */
async function failure(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? String(error);
  }
  throw new Error('the call did not fail');
}

type Entry = { id: string; url: string; status: number; fault: string | null };
const journal = async () => (await (await fetch(`${origin}/__mock/requests`)).json()) as Entry[];

describe('a fault scenario breaks the connection instead of answering', () => {
  it('reset: the connection is reset once the request is read', async () => {
    await start();
    const scenario = await setScenario({ operation: 'send-code', fault: 'reset' });
    expect(scenario.fault).toBe('reset');
    expect(await failure(sendCode('ada@example.com'))).toBe('ECONNRESET');
    // The request was read first: the journal has it, with what was done instead of an answer.
    const [entry] = await journal();
    expect(entry).toMatchObject({ url: '/api/auth/generate', status: 0, fault: 'reset' });
  });

  it('empty: the connection closes with no answer', async () => {
    await start();
    await setScenario({ operation: 'send-code', fault: 'empty' });
    expect(await failure(sendCode('ada@example.com'))).toBe('UND_ERR_SOCKET');
    expect((await journal())[0]).toMatchObject({ status: 0, fault: 'empty' });
  });

  it('malformed: a 200 arrives, and reading its JSON body fails part way', async () => {
    await start();
    await setScenario({ operation: 'send-code', fault: 'malformed' });
    const res = await sendCode('ada@example.com');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await failure(res.text())).toMatch(/terminated|UND_ERR_SOCKET/);
    const [entry] = await journal();
    expect(entry).toMatchObject({ status: 200, fault: 'malformed' });
  });

  it('with times and email, like a status scenario: then the real answer comes back', async () => {
    await start();
    await setScenario({
      operation: 'send-code',
      fault: 'reset',
      times: 1,
      email: 'Ada@Example.com',
    });
    // Another address meets no scenario.
    expect((await sendCode('grace@example.com')).status).toBe(200);
    expect(await failure(sendCode('ada@example.com'))).toBe('ECONNRESET');
    expect((await sendCode('ada@example.com')).status).toBe(200);
    const calls = (await journal()).filter((entry) => entry.url === '/api/auth/generate');
    expect(calls.map((entry) => [entry.status, entry.fault])).toEqual([
      [200, null],
      [0, 'reset'],
      [200, null],
    ]);
  });

  it('latencyMs waits before the fault', async () => {
    await start();
    await setScenario({ operation: 'send-code', fault: 'reset', latencyMs: 300 });
    const started = performance.now();
    expect(await failure(sendCode('ada@example.com'))).toBe('ECONNRESET');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});

describe('hang: no answer until something gives', () => {
  it('clearing the scenario lets the held call go on to its real answer', async () => {
    await start();
    const { id } = await setScenario({ operation: 'send-code', fault: 'hang' });
    let settled = false;
    const held = sendCode('ada@example.com').finally(() => {
      settled = true;
    });
    await expect.poll(() => app.namespaces.default.scenarios.held).toBe(1);
    expect(settled).toBe(false);
    const cleared = await fetch(`${origin}/__mock/scenarios/${id}`, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    const res = await held;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect(app.namespaces.default.scenarios.held).toBe(0);
  });

  it('a scenario used up by times still frees its held call at the next clear of every scenario', async () => {
    await start();
    await setScenario({ operation: 'send-code', fault: 'hang', times: 1 });
    const held = sendCode('ada@example.com');
    await expect.poll(() => app.namespaces.default.scenarios.held).toBe(1);
    expect(app.namespaces.default.scenarios.size).toBe(0);
    await fetch(`${origin}/__mock/scenarios`, { method: 'DELETE' });
    expect((await held).status).toBe(200);
  });

  it('the server closes it after REQUEST_TIMEOUT_MS, and journals the hang', async () => {
    await start({ REQUEST_TIMEOUT_MS: '1000' });
    await setScenario({ operation: 'send-code', fault: 'hang' });
    const started = performance.now();
    expect(await failure(sendCode('ada@example.com'))).toBe('UND_ERR_SOCKET');
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect((await journal())[0]).toMatchObject({ status: 0, fault: 'hang' });
    expect(app.namespaces.default.scenarios.held).toBe(0);
  });

  it('a client that gives up ends the hold at once', async () => {
    await start();
    await setScenario({ operation: 'send-code', fault: 'hang' });
    const controller = new AbortController();
    const call = fetch(`${origin}/api/auth/generate`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'ada@example.com', recaptchaToken: '' }),
      signal: controller.signal,
    }).catch(() => 'aborted');
    await expect.poll(() => app.namespaces.default.scenarios.held).toBe(1);
    controller.abort();
    expect(await call).toBe('aborted');
    await expect.poll(() => app.namespaces.default.scenarios.held).toBe(0);
    await expect.poll(async () => (await journal())[0]?.fault).toBe('hang');
  });

  it('closing the server ends every hold', async () => {
    await start();
    await setScenario({ operation: 'send-code', fault: 'hang' });
    const held = failure(sendCode('ada@example.com'));
    await expect.poll(() => app.namespaces.default.scenarios.held).toBe(1);
    await app.close();
    expect(app.namespaces.default.scenarios.held).toBe(0);
    expect(await held).toMatch(/UND_ERR_SOCKET|ECONNRESET|terminated/);
  });
});

describe('the HAR export of faults stays valid HAR 1.2', () => {
  it('records each fault with status 0 or its 200, and says what was done', async () => {
    await start();
    for (const fault of ['reset', 'empty', 'malformed']) {
      await setScenario({ operation: 'send-code', fault, times: 1 });
      await sendCode('ada@example.com')
        .then((res) => res.text())
        .catch(() => undefined);
    }
    const har = (await (await fetch(`${origin}/__mock/requests.har`)).json()) as {
      log: {
        entries: {
          request: { url: string };
          response: { status: number; comment?: string; _error?: string };
        }[];
      };
    };
    const schema = JSON.parse(
      readFileSync(new URL('../fixtures/har-1.2.schema.json', import.meta.url), 'utf8'),
    );
    const ajv = new Ajv({ allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(har), ajv.errorsText(validate.errors)).toBe(true);
    expect(
      har.log.entries
        .filter(({ request }) => request.url.endsWith('/api/auth/generate'))
        .map(({ response }) => [response.status, response.comment, response._error]),
    ).toEqual([
      [0, 'fault: reset', 'fault: reset'],
      [0, 'fault: empty', 'fault: empty'],
      [200, 'fault: malformed', 'fault: malformed'],
    ]);
  });
});

describe('malformed, read by a raw HTTP/1.1 client', () => {
  it('a raw HTTP/1.1 client sees the malformed answer as a chunk that never ends', async () => {
    await start();
    await setScenario({ operation: 'send-code', fault: 'malformed' });
    const raw = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(`${origin}/api/auth/generate`, { method: 'POST', headers: json });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('error', () => resolve(text));
        res.on('aborted', () => resolve(text));
        res.on('close', () => resolve(text));
      });
      req.on('error', reject);
      req.end(JSON.stringify({ email: 'ada@example.com', recaptchaToken: '' }));
    });
    expect(raw.startsWith('{"success":true')).toBe(true);
    expect(() => JSON.parse(raw)).toThrow();
  });
});
