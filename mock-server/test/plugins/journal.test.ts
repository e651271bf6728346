import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../src/journal/entry-view';
import { MAX_JOURNAL_ENTRIES } from '../../src/journal/journal';
import { buildMock, latestCode, post, sendCode, verifyCode } from '../helpers/mock-app';
import { testClock } from '../../src/testing/clock';

const list = async (app: FastifyInstance, query = '') => {
  const res = await app.inject(`/__mock/requests${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as JournalEntry[];
};

describe('the request journal', () => {
  let app: FastifyInstance;
  const clock = testClock();
  beforeEach(async () => {
    app = await buildMock({}, { now: clock.now });
  });
  afterEach(() => app.close());

  it('keeps the last 1,000 requests, newest first', async () => {
    expect(MAX_JOURNAL_ENTRIES).toBe(1000);
    for (let i = 1; i <= MAX_JOURNAL_ENTRIES + 1; i += 1)
      await app.inject(`/__mock/whitelist?n=${i}`);
    const entries = await list(app, '?limit=1000');
    expect(entries).toHaveLength(1000);
    expect(entries[0]?.url).toBe('/__mock/whitelist?n=1001');
    expect(entries.at(-1)?.url).toBe('/__mock/whitelist?n=2');
    expect(entries[0]?.query).toEqual({ n: '1001' });
    // 1,001 requests outgrow the default 5 s on a loaded machine.
  }, 30_000);

  it('records method, path, status, duration, headers and both bodies', async () => {
    await post(
      app,
      '/api/auth/whitelist',
      { email: 'ada@example.com' },
      { cookie: 'tb_session=secret' },
    );
    const [entry] = await list(app);
    expect(entry).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      startedAt: expect.stringMatching(/^2026-03-01T0[89]:\d\d:\d\d\.\d{3}Z$/),
      method: 'POST',
      path: '/api/auth/whitelist',
      status: 200,
      durationMs: expect.any(Number),
      request: {
        headers: { cookie: '[redacted]', 'content-type': 'application/json' },
        // As sent: the default recaptchaToken the schema adds is not in it.
        body: {
          mimeType: 'application/json',
          truncated: false,
          data: { email: 'ada@example.com' },
        },
      },
      response: {
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        body: { truncated: false, data: { success: true } },
      },
    });
  });

  it('masks codes in the list and the live summary, and shows them in the full entry', async () => {
    await sendCode(app, 'ada@example.com');
    const code = await latestCode(app, 'ada@example.com');
    await verifyCode(app, 'ada@example.com', code);
    const entries = await list(app);
    expect(JSON.stringify(entries)).not.toContain(code);
    const [verify, outbox] = entries;
    expect(verify?.request.body?.data).toMatchObject({ code: '••••••' });
    expect(outbox?.response.body?.data).toMatchObject([
      { code: '••••••', subject: expect.stringContaining('••••••') },
    ]);
    const full = await app.inject(`/__mock/requests/${verify?.id}`);
    expect(full.json()).toMatchObject({ request: { body: { data: { code } } } });
    const fullOutbox = await app.inject(`/__mock/requests/${outbox?.id}`);
    expect(fullOutbox.body).toContain(code);
  });

  it('keeps 16 KB of a big answer, marked truncated, its codes still masked in the list', async () => {
    for (let i = 0; i < 100; i += 1) await sendCode(app, `user${i}@example.com`);
    await app.inject('/__mock/outbox');
    const [entry] = await list(app);
    const body = entry?.response.body;
    expect(body).toMatchObject({ truncated: true, size: expect.any(Number) });
    expect(body?.size).toBeGreaterThan(16 * 1024);
    expect(typeof body?.data).toBe('string');
    expect(String(body?.data)).toHaveLength(16 * 1024);
    expect(String(body?.data)).not.toMatch(/"code":"\d{6}"/);
    expect(String(body?.data)).toContain('"code":"••••••"');
  });

  it('masks every standalone 6-digit code once a real outbox answer is cut, in the list and live', async () => {
    const live: JournalEntry[] = [];
    app.namespaces.default.events.subscribe((event) => {
      if (event.type === 'request') live.push(event.data as JournalEntry);
    });
    for (let i = 0; i < 60; i += 1) await sendCode(app, `user${i}@example.com`);
    const outbox = await app.inject('/__mock/outbox');
    expect(outbox.body.length).toBeGreaterThan(16 * 1024);
    const codes = (outbox.json() as Array<{ code: string }>).map((email) => email.code);
    const [entry] = await list(app);
    const shown = [String(entry?.response.body?.data), String(live.at(-1)?.response.body?.data)];
    for (const text of shown) {
      expect(text).toMatch(/sign-in code: ••••••/);
      expect(text).not.toMatch(/(?<!\w)\d{6}(?!\w)/);
      for (const code of codes) expect(text).not.toContain(code);
    }
    // Dates and longer numbers are not codes.
    expect(shown[0]).toMatch(/"sentAt":"\d{4}-\d\d-\d\dT/);
  });

  it('lists a body nested 3,000 deep with a code (as its text, code masked), and opens it', async () => {
    const deep = `{"code":"123456","email":${'['.repeat(3000)}${']'.repeat(3000)}}`;
    const sent = await post(app, '/api/auth/validate', deep, {
      'content-type': 'application/json',
    });
    expect(sent.statusCode).toBe(400);
    const [entry] = await list(app);
    expect(entry?.request.body).toMatchObject({ truncated: false, data: expect.any(String) });
    expect(String(entry?.request.body?.data)).toContain('"code":"••••••"');
    const full = await app.inject(`/__mock/requests/${entry?.id}`);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ request: { body: { data: deep } } });
  });

  it('answers an 8,000-deep JSON array with the same 400 as with dev routes off, and lists it', async () => {
    const deep = `${'['.repeat(8000)}${']'.repeat(8000)}`;
    const send = (on: FastifyInstance) =>
      post(on, '/api/auth/generate', deep, { 'content-type': 'application/json' });
    const off = await buildMock({ MOCK_DEV_ROUTES: 'false' });
    const expected = await send(off);
    await off.close();
    expect(expected.statusCode).toBe(400);
    const res = await send(app);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { success: false, message: expected.json<{ message: string }>().message },
    });
    const [entry] = await list(app);
    expect(entry?.request.body?.data).toBe(deep);
  });

  it('keeps a JSON body exactly as received, whitespace and order included', async () => {
    const text = '{ "recaptchaToken": "",\n "email": "ada@example.com" }';
    await post(app, '/api/auth/whitelist', text, { 'content-type': 'application/json' });
    const [entry] = await list(app);
    const har = await app.inject('/__mock/requests.har');
    const [exported] = (
      har.json() as { log: { entries: Array<{ request: { postData?: unknown } }> } }
    ).log.entries;
    expect(exported?.request.postData).toEqual({ mimeType: 'application/json', text });
    expect(entry?.request.body?.data).toEqual({ recaptchaToken: '', email: 'ada@example.com' });
  });

  it('reads a body sent with whitespace as the JSON it is', async () => {
    await post(app, '/api/auth/whitelist', '{\n  "email": "ada@example.com"\n}', {
      'content-type': 'application/json',
    });
    const [entry] = await list(app);
    expect(entry?.request.body).toEqual({
      mimeType: 'application/json',
      size: Buffer.byteLength('{\n  "email": "ada@example.com"\n}'),
      truncated: false,
      data: { email: 'ada@example.com' },
    });
  });

  it('answers 404 in the error shape for an unknown id', async () => {
    for (const id of ['999999', 'nope']) {
      const res = await app.inject(`/__mock/requests/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: `No request ${id} in the journal` });
    }
  });
});

describe('with MOCK_DEV_ROUTES=false', () => {
  it('has no journal and no journal routes', async () => {
    const app = await buildMock({ MOCK_DEV_ROUTES: 'false' });
    for (const url of [
      '/__mock/requests',
      '/__mock/requests.har',
      '/__mock/requests/1',
      '/__mock/events',
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
    expect(app.hasDecorator('journal')).toBe(false);
    await app.close();
  });
});
