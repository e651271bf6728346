// The namespaces' limits (src/namespaces/registry.ts through the app): made on first use,
// forgotten when idle, and at the cap either one quiet namespace makes room or a 503 says why.
// Time moves by hand (testClock): nothing here sleeps.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { namespacesFullMessage } from '../../src/namespaces/registry';
import { minutes, seconds, testClock } from '../../src/testing/clock';
import { buildMock, inNamespace, sendCode } from '../helpers/mock-app';

let app: FastifyInstance;
afterEach(() => app?.close());

const names = () => app.namespaces.list().map((namespace) => namespace.name);
const touch = (name: string) => app.inject({ url: '/__mock/outbox', headers: inNamespace(name) });

describe('the namespace registry', () => {
  it('makes a namespace on its first request, and lists the newest activity first', async () => {
    const clock = testClock();
    app = await buildMock({}, { now: clock.now });
    expect(names()).toEqual(['default']);
    await sendCode(app, 'ada@example.com', inNamespace('one'));
    clock.advance(seconds(1));
    await touch('two');
    clock.advance(seconds(1));
    const res = await app.inject({ url: '/__mock/namespaces', headers: inNamespace('one') });
    expect(res.json()).toEqual({
      current: 'one',
      namespaces: [
        { name: 'one', lastActivity: new Date(clock.now()).toISOString(), requests: 1 },
        {
          name: 'two',
          lastActivity: new Date(clock.now() - seconds(1)).toISOString(),
          requests: 1,
        },
        { name: 'default', lastActivity: expect.any(String), requests: 0 },
      ],
      limits: { maxNamespaces: 10_000, idleMinutes: 30 },
    });
  });

  it('forgets a namespace idle for MOCK_NAMESPACE_IDLE_MINUTES, never the default one', async () => {
    const clock = testClock();
    app = await buildMock({ MOCK_NAMESPACE_IDLE_MINUTES: '5' }, { now: clock.now });
    await sendCode(app, 'ada@example.com', inNamespace('quiet'));
    await sendCode(app, 'ada@example.com');
    clock.advance(minutes(4));
    await touch('busy');
    clock.advance(minutes(2));
    await touch('busy');
    expect(names()).toEqual(['busy', 'default']);
    // It comes back empty: its codes and outbox went with it.
    expect(
      (await app.inject({ url: '/__mock/outbox', headers: inNamespace('quiet') })).json(),
    ).toEqual([]);
    expect(app.namespaces.default.stores.outbox.size).toBe(1);
  });

  it('keeps an idle namespace a console watches', async () => {
    const clock = testClock();
    app = await buildMock({ MOCK_NAMESPACE_IDLE_MINUTES: '1' }, { now: clock.now });
    await touch('watched');
    const unsubscribe = app.namespaces.get('watched')?.events.subscribe(() => undefined);
    clock.advance(minutes(2));
    await touch('other');
    expect(names()).toContain('watched');
    unsubscribe?.();
    clock.advance(minutes(2));
    await touch('other');
    expect(names()).not.toContain('watched');
  });

  it('at MOCK_NAMESPACE_MAX, evicts the least recently active namespace quiet for a minute', async () => {
    const clock = testClock();
    app = await buildMock({ MOCK_NAMESPACE_MAX: '3' }, { now: clock.now });
    for (const name of ['second', 'first', 'third']) {
      await touch(name);
      clock.advance(seconds(1));
    }
    clock.advance(seconds(90));
    await touch('second');
    await touch('fourth');
    expect(names().sort()).toEqual(['default', 'fourth', 'second', 'third']);
  });

  it('at MOCK_NAMESPACE_MAX with none quiet, refuses a new namespace: 503 and Retry-After', async () => {
    const clock = testClock();
    app = await buildMock({ MOCK_NAMESPACE_MAX: '2' }, { now: clock.now });
    await touch('first');
    await touch('second');
    clock.advance(seconds(30));
    const refused = await touch('third');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ success: false, message: namespacesFullMessage(2) });
    expect(refused.headers['retry-after']).toBe('60');
    // The live ones and the default one still answer.
    expect((await touch('first')).statusCode).toBe(200);
    expect((await app.inject('/__mock/outbox')).statusCode).toBe(200);
    clock.advance(seconds(60));
    expect((await touch('third')).statusCode).toBe(200);
    expect(names()).not.toContain('second');
  });

  it('opens a namespace once when its first requests arrive together', async () => {
    app = await buildMock();
    await Promise.all(
      Array.from({ length: 20 }, (_, n) => sendCode(app, `u${n}@example.com`, inNamespace('x'))),
    );
    expect(app.namespaces.get('x')?.stores.outbox.size).toBe(20);
  });
});

describe('DELETE /__mock/namespaces/:name', () => {
  it('empties and forgets one namespace; the default one is only emptied', async () => {
    app = await buildMock();
    await sendCode(app, 'ada@example.com', inNamespace('gone'));
    await sendCode(app, 'ada@example.com', inNamespace('kept'));
    await sendCode(app, 'ada@example.com');
    const res = await app.inject({ method: 'DELETE', url: '/__mock/namespaces/gone' });
    expect(res.json()).toEqual({
      success: true,
      message: 'The mock namespace "gone" is empty and forgotten.',
    });
    expect(names().sort()).toEqual(['default', 'kept']);
    const again = await app.inject({ method: 'DELETE', url: '/__mock/namespaces/default' });
    expect(again.json()).toEqual({
      success: true,
      message: 'The default mock namespace is empty (it is never forgotten).',
    });
    expect(app.namespaces.default.stores.outbox.size).toBe(0);
    expect(app.namespaces.get('kept')?.stores.outbox.size).toBe(1);
  });
});
