import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DevEvent, DevEvents } from '../../src/plugins/dev-events';
import { buildMock, post } from '../helpers/mock-app';

describe('DevEvents', () => {
  it('delivers to every listener until it unsubscribes, and survives a broken one', () => {
    const bus = new DevEvents();
    const heard: DevEvent[] = [];
    bus.subscribe(() => {
      throw new Error('a closed stream');
    });
    const stop = bus.subscribe((event) => heard.push(event));
    bus.publish('reset', null);
    stop();
    bus.publish('reset', null);
    expect(heard).toEqual([{ type: 'reset', data: null }]);
    expect(bus.listenerCount).toBe(1);
  });
});

describe('the stores announce their changes', () => {
  let app: FastifyInstance;
  const heard: DevEvent[] = [];
  beforeEach(async () => {
    app = await buildMock();
    heard.length = 0;
    app.devEvents.subscribe((event) => heard.push(event));
  });
  afterEach(() => app.close());

  it('an email for a sent code (its id, never the code), state for a whitelist request', async () => {
    await post(app, '/api/auth/generate', { email: 'ada@example.com', recaptchaToken: '' });
    await post(app, '/api/auth/whitelist', { email: 'ada@example.com', recaptchaToken: '' });
    const [email] = app.stores.outbox.all();
    // The journal's `request` events come in between; the stores' own are these two.
    expect(heard.filter((event) => event.type !== 'request')).toEqual([
      { type: 'email', data: { store: 'outbox', kind: 'add', id: email?.id } },
      { type: 'state', data: { store: 'whitelist', kind: 'add', id: expect.any(String) } },
    ]);
    // Nor in any other event: the journal's summaries mask it.
    expect(heard.map((event) => event.type)).toContain('request');
    expect(JSON.stringify(heard)).not.toContain(email?.code);
  });
});
