import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DevEvent } from '../../../src/namespaces/dev-events';
import { buildMock, post } from '../../helpers/mock-app';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildMock();
});
afterEach(() => app.close());

describe('DELETE /__mock/whitelist/:id', () => {
  it('removes one whitelist entry and announces it', async () => {
    const heard: DevEvent[] = [];
    app.namespaces.default.events.subscribe((event) => heard.push(event));
    await post(app, '/api/auth/whitelist', { email: 'ada@example.com', recaptchaToken: '' });
    const [entry] = (await app.inject('/__mock/whitelist')).json() as { id: string }[];
    const removed = await app.inject({ method: 'DELETE', url: `/__mock/whitelist/${entry?.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject('/__mock/whitelist')).json()).toEqual([]);
    expect(heard).toContainEqual({
      type: 'state',
      data: { store: 'whitelist', kind: 'delete', id: entry?.id },
    });
  });

  it('answers 404 in the error shape for an unknown id', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/__mock/whitelist/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: expect.stringContaining('"nope"') });
  });

  it('refuses a removal from another site', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: '/__mock/whitelist/x',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });
});
