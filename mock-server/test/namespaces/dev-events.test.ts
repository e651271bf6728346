import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type DevEvent,
  DevEvents,
  FRAME_BATCH_MS,
  sseFrame,
} from '../../src/namespaces/dev-events';
import { buildMock, post } from '../helpers/mock-app';

describe('DevEvents', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

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

  it('hands every stream the same frames, built once, and counts streams as listeners', () => {
    vi.useFakeTimers();
    const bus = new DevEvents();
    const frames: string[] = [];
    const stops = [1, 2, 3].map(() => bus.subscribeFrames((frame) => frames.push(frame)));
    expect(bus.listenerCount).toBe(3);
    bus.publish('email', { store: 'outbox', kind: 'add', id: 'e1' });
    bus.publish('reset', null);
    // FRAME_BATCH_MS later, both events as one string.
    vi.advanceTimersByTime(FRAME_BATCH_MS - 1);
    expect(frames).toEqual([]);
    vi.advanceTimersByTime(1);
    const both =
      sseFrame({ type: 'email', data: { store: 'outbox', kind: 'add', id: 'e1' } }) +
      sseFrame({ type: 'reset', data: null });
    expect(both).toBe(
      'event: email\ndata: {"store":"outbox","kind":"add","id":"e1"}\n\nevent: reset\ndata: null\n\n',
    );
    expect(frames).toEqual([both, both, both]);
    for (const stop of stops) stop();
    expect(bus.listenerCount).toBe(0);
  });

  it('skips the streams, not the request, for data JSON cannot hold', async () => {
    const bus = new DevEvents();
    const heard: DevEvent[] = [];
    const frames: string[] = [];
    bus.subscribe((event) => heard.push(event));
    bus.subscribeFrames((frame) => frames.push(frame));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => bus.publish('state', cyclic)).not.toThrow();
    expect(heard).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, FRAME_BATCH_MS));
    expect(frames).toEqual([]);
  });
});

describe('the stores announce their changes', () => {
  let app: FastifyInstance;
  const heard: DevEvent[] = [];
  beforeEach(async () => {
    app = await buildMock();
    heard.length = 0;
    app.namespaces.default.events.subscribe((event) => heard.push(event));
  });
  afterEach(() => app.close());

  it('an email for a sent code (its id, never the code), state for a whitelist request', async () => {
    await post(app, '/api/auth/generate', { email: 'ada@example.com', recaptchaToken: '' });
    await post(app, '/api/auth/whitelist', { email: 'ada@example.com', recaptchaToken: '' });
    const [email] = app.namespaces.default.stores.outbox.all();
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
