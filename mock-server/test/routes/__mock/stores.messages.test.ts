import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DevEvent } from '../../../src/namespaces/dev-events';
import { buildMock } from '../../helpers/mock-app';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildMock();
});
afterEach(() => app.close());

describe('DELETE /__mock/messages/:id', () => {
  it('removes one messages entry and announces it', async () => {
    const heard: DevEvent[] = [];
    app.namespaces.default.events.subscribe((event) => heard.push(event));
    await app.namespaces.default.stores.messages.add({
      id: 'm1',
      name: 'Ada',
      email: 'ada@example.com',
      category: 'general',
      subject: 'Hi',
      message: 'Hello there',
      receivedAt: new Date().toISOString(),
    });
    const [entry] = (await app.inject('/__mock/messages')).json() as { id: string }[];
    const removed = await app.inject({ method: 'DELETE', url: `/__mock/messages/${entry?.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject('/__mock/messages')).json()).toEqual([]);
    expect(heard).toContainEqual({
      type: 'state',
      data: { store: 'messages', kind: 'delete', id: entry?.id },
    });
  });

  it('answers 404 in the error shape for an unknown id', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/__mock/messages/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: expect.stringContaining('"nope"') });
  });
});
