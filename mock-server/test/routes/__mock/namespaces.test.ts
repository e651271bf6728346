// GET /__mock/namespace/:name (and its twin without a name, namespace-clear.ts): the cookie a
// page that cannot send headers lives by, and `then`, which must never leave this server.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidThenMessage } from '../../../src/util/then-path';
import { buildMock, sendCode } from '../../helpers/mock-app';

let app: FastifyInstance;
afterEach(() => app?.close());

const hostileThens = [
  '',
  'login',
  '//evil.example',
  '//evil.example/login',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example/',
  'https://evil.example/',
  'http:/evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)//',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/ /evil.example',
  `/${'a'.repeat(2048)}`,
];

describe('GET /__mock/namespace/:name', () => {
  it('sets mock_ns (Path=/, SameSite=Lax, HttpOnly) and answers the name', async () => {
    app = await buildMock();
    const res = await app.inject('/__mock/namespace/run-7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, namespace: 'run-7' });
    expect(res.cookies).toEqual([
      { name: 'mock_ns', value: 'run-7', path: '/', sameSite: 'Lax', httpOnly: true },
    ]);
    // The browser's next requests work in it.
    await sendCode(app, 'ada@example.com', { cookie: 'mock_ns=run-7' });
    expect(app.namespaces.get('run-7')?.stores.outbox.size).toBe(1);
    expect(app.namespaces.default.stores.outbox.size).toBe(0);
  });

  it.each(['/login', '/', '/login?next=/app#top', '/a/b/../c', '/%2F%2Fevil.example'])(
    'answers 303 to a path on this server: %j',
    async (then) => {
      app = await buildMock();
      const res = await app.inject(`/__mock/namespace/run-7?then=${encodeURIComponent(then)}`);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(then);
      expect(res.cookies[0]?.value).toBe('run-7');
    },
  );

  it.each(hostileThens)('refuses then=%j with a 400, setting no cookie', async (then) => {
    app = await buildMock();
    for (const route of ['/__mock/namespace/run-7', '/__mock/namespace']) {
      const res = await app.inject(`${route}?then=${encodeURIComponent(then)}`);
      expect(res.statusCode, route).toBe(400);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers.location).toBeUndefined();
      if (then.length <= 2048) {
        expect(res.json()).toEqual({ success: false, message: invalidThenMessage });
      }
    }
  });

  it('replaces a bad mock_ns cookie instead of refusing it', async () => {
    app = await buildMock();
    const res = await app.inject({
      url: '/__mock/namespace/run-8',
      headers: { cookie: 'mock_ns=BAD..' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies[0]?.value).toBe('run-8');
  });
});

describe('GET /__mock/namespace', () => {
  it('clears the cookie (Max-Age=0) and answers the default namespace, or 303 to then', async () => {
    app = await buildMock();
    const res = await app.inject({ url: '/__mock/namespace', headers: { cookie: 'mock_ns=BAD' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, namespace: 'default' });
    expect(res.cookies).toEqual([
      { name: 'mock_ns', value: '', maxAge: 0, path: '/', sameSite: 'Lax', httpOnly: true },
    ]);
    const back = await app.inject('/__mock/namespace?then=/login');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/login');
    expect(back.headers['set-cookie']).toMatch(/^mock_ns=; Max-Age=0;/);
  });
});
