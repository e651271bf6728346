import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DevEvent } from '../../../src/plugins/dev-events';
import { buildMock, post } from '../../helpers/mock-app';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildMock();
});
afterEach(() => app.close());

async function signIn(email: string) {
  await post(app, '/api/auth/generate', { email, recaptchaToken: '' });
  const code = app.stores.outbox.all().at(-1)?.code;
  const res = await post(app, '/api/auth/validate', { email, code, recaptchaToken: '' });
  expect(res.statusCode).toBe(200);
  return res.cookies.find((cookie) => cookie.name === 'tb_session')?.value ?? '';
}

describe('the State routes of the developer console', () => {
  it('lists sessions by a ref, never by the secret id the cookie carries', async () => {
    const cookie = await signIn('ada@example.com');
    const list = (await app.inject('/__mock/sessions')).json();
    expect(list).toEqual([
      {
        ref: expect.stringMatching(/^[\w-]{16}$/),
        email: 'ada@example.com',
        method: 'code',
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(cookie);
  });

  it('removes one session by its ref, which signs that browser out', async () => {
    const cookie = await signIn('ada@example.com');
    await signIn('grace@example.com');
    const page = () => app.inject({ url: '/api_mcp_studio/', cookies: { tb_session: cookie } });
    expect((await page()).body).toContain('ada@example.com');
    const [, ada] = (await app.inject('/__mock/sessions')).json() as { ref: string }[];
    const removed = await app.inject({ method: 'DELETE', url: `/__mock/sessions/${ada?.ref}` });
    expect(removed.json()).toEqual({ success: true, message: 'Removed.' });
    expect((await app.inject('/__mock/sessions')).json()).toHaveLength(1);
    expect((await page()).body).not.toContain('ada@example.com');
  });

  it.each(['whitelist', 'messages'])('removes one %s entry and announces it', async (name) => {
    const heard: DevEvent[] = [];
    app.devEvents.subscribe((event) => heard.push(event));
    if (name === 'whitelist')
      await post(app, '/api/auth/whitelist', { email: 'ada@example.com', recaptchaToken: '' });
    else {
      await app.stores.messages.add({
        id: 'm1',
        name: 'Ada',
        email: 'ada@example.com',
        category: 'general',
        subject: 'Hi',
        message: 'Hello there',
        receivedAt: new Date().toISOString(),
      });
    }
    const [entry] = (await app.inject(`/__mock/${name}`)).json() as { id: string }[];
    const removed = await app.inject({ method: 'DELETE', url: `/__mock/${name}/${entry?.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject(`/__mock/${name}`)).json()).toEqual([]);
    expect(heard).toContainEqual({
      type: 'state',
      data: { store: name, kind: 'delete', id: entry?.id },
    });
  });

  it.each(['whitelist', 'messages', 'sessions'])(
    'answers 404 in the error shape for an unknown %s id',
    async (name) => {
      const res = await app.inject({ method: 'DELETE', url: `/__mock/${name}/nope` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: expect.stringContaining('"nope"') });
    },
  );

  it('refuses a removal from another site', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: '/__mock/whitelist/x',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('is absent with dev routes off', async () => {
    const off = await buildMock({ MOCK_DEV_ROUTES: 'false' });
    try {
      expect((await off.inject('/__mock/sessions')).statusCode).toBe(404);
      expect((await off.inject({ method: 'DELETE', url: '/__mock/whitelist/x' })).statusCode).toBe(
        404,
      );
    } finally {
      await off.close();
    }
  });
});
