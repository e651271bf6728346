import { type ClientRequest, type IncomingMessage, request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DevEvent } from '../../../src/namespaces/dev-events';
import type { BuildOptions } from '../../../src/app';
import { buildMock, sendCode } from '../../helpers/mock-app';

interface Stream {
  request: ClientRequest;
  response: IncomingMessage;
  /** Everything received so far. */
  text(): string;
  /** Resolves once the received text matches. */
  until(pattern: RegExp): Promise<void>;
  /** Resolves with the whole body once the answer ends (a refused stream's does). */
  body: Promise<string>;
}

async function listening(env: Record<string, string> = {}, options: BuildOptions = {}) {
  const app = await buildMock(env, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port };
}

/** Opens GET /__mock/events on its own connection, as each browser tab would. */
function openStream(port: number): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let received = '';
    const waiters = new Set<() => void>();
    const request = httpRequest(
      { host: '127.0.0.1', port, path: '/__mock/events', agent: false },
      (response) => {
        response.setEncoding('utf8');
        const body = new Promise<string>((done) => response.on('end', () => done(received)));
        response.on('data', (chunk: string) => {
          received += chunk;
          for (const waiter of waiters) waiter();
        });
        resolve({
          request,
          response,
          text: () => received,
          body,
          until: (pattern) =>
            new Promise<void>((done) => {
              const check = () => {
                if (pattern.test(received)) {
                  waiters.delete(check);
                  done();
                }
              };
              waiters.add(check);
              check();
            }),
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The events in a stream's text, parsed; comments and the retry line are not events. */
function eventsIn(text: string): DevEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('event: '))
    .map((block) => {
      const [typeLine = '', dataLine = ''] = block.split('\n');
      return {
        type: typeLine.slice('event: '.length) as DevEvent['type'],
        data: JSON.parse(dataLine.slice('data: '.length)),
      };
    });
}

const eventually = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe('GET /__mock/events', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('streams server-sent events: retry first, then request, email, state and reset', async () => {
    const started = await listening();
    app = started.app;
    const stream = await openStream(started.port);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['cache-control']).toBe('no-store');
    expect(stream.response.headers['content-security-policy']).toBeDefined();
    await sendCode(app, 'ada@example.com', { host: `localhost:${started.port}` });
    const [email] = app.namespaces.default.stores.outbox.all();
    await app.inject({
      method: 'POST',
      url: '/__mock/reset',
      headers: { host: `localhost:${started.port}` },
    });
    await stream.until(/event: reset\n/);
    expect(stream.text().startsWith('retry: 2000\n\n')).toBe(true);
    const events = eventsIn(stream.text());
    expect(events.map((event) => event.type)).toEqual([
      'email',
      'request',
      'state',
      'state',
      'state',
      'state',
      'reset',
      'request',
    ]);
    expect(events[0]).toEqual({
      type: 'email',
      data: { store: 'outbox', kind: 'add', id: email?.id },
    });
    expect(events[1]?.data).toMatchObject({
      method: 'POST',
      path: '/api/auth/generate',
      status: 200,
    });
    stream.request.destroy();
  });

  it('serves 50 open consoles: each hears the email within a second, and closing frees them all', async () => {
    const started = await listening();
    app = started.app;
    const streams = await Promise.all(Array.from({ length: 50 }, () => openStream(started.port)));
    expect(app.namespaces.default.events.listenerCount).toBe(50);
    await sendCode(app, 'ada@example.com', { host: `localhost:${started.port}` });
    const heard = Promise.all(streams.map((stream) => stream.until(/event: email\n/)));
    const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 1000));
    expect(await Promise.race([heard.then(() => 'all'), late])).toBe('all');
    for (const stream of streams) stream.request.destroy();
    expect(await eventually(() => app?.namespaces.default.events.listenerCount === 0)).toBe(true);
  });

  it('sends a comment heartbeat while nothing happens', async () => {
    const started = await listening({}, { eventsHeartbeatMs: 50 });
    app = started.app;
    const stream = await openStream(started.port);
    await stream.until(/: heartbeat\n\n[^]*: heartbeat\n\n/);
    expect(eventsIn(stream.text())).toEqual([]);
    stream.request.destroy();
  });

  it('outlives REQUEST_TIMEOUT_MS: a quiet stream is not cut', async () => {
    const started = await listening({ REQUEST_TIMEOUT_MS: '1000' });
    app = started.app;
    const stream = await openStream(started.port);
    expect(stream.request.socket?.destroyed).toBe(false);
    // Node checks request timeouts every second (connectionsCheckingInterval): wait out two checks.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(stream.response.complete).toBe(false);
    await sendCode(app, 'ada@example.com', { host: `localhost:${started.port}` });
    await stream.until(/event: email\n/);
    stream.request.destroy();
  });

  it('is not rate limited: a console that reconnects often is always served', async () => {
    const started = await listening({ RATE_LIMITS: 'on' });
    app = started.app;
    for (let i = 0; i < 40; i += 1) {
      const stream = await openStream(started.port);
      expect(stream.response.statusCode).toBe(200);
      stream.request.destroy();
    }
  });

  it('lets the server close while consoles are open', async () => {
    const started = await listening();
    app = started.app;
    const stream = await openStream(started.port);
    const ended = new Promise((resolve) => stream.response.on('end', resolve));
    await app.close();
    app = undefined;
    await ended;
  });

  it('refuses a stream beyond the cap: 503, the error shape and Retry-After', async () => {
    const started = await listening({}, { eventsMaxStreams: 2 });
    app = started.app;
    const streams = await Promise.all([openStream(started.port), openStream(started.port)]);
    expect(streams.map((stream) => stream.response.statusCode)).toEqual([200, 200]);
    const refused = await openStream(started.port);
    expect(refused.response.statusCode).toBe(503);
    expect(refused.response.headers['retry-after']).toBe('10');
    expect(refused.response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(await refused.body)).toEqual({
      success: false,
      message: 'Too many open event streams (2). Close a developer console tab and try again.',
    });
    for (const stream of streams) stream.request.destroy();
  });

  it('frees a slot when a stream closes', async () => {
    const started = await listening({}, { eventsMaxStreams: 1 });
    app = started.app;
    const first = await openStream(started.port);
    expect((await openStream(started.port)).response.statusCode).toBe(503);
    first.request.destroy();
    expect(await eventually(() => app?.namespaces.default.events.listenerCount === 0)).toBe(true);
    const second = await openStream(started.port);
    expect(second.response.statusCode).toBe(200);
    second.request.destroy();
  });

  // 257 sockets: on a busy shared machine, more than vitest's default 5 s.
  it('serves 256 streams by default and refuses the 257th', async () => {
    const started = await listening();
    app = started.app;
    const streams = await Promise.all(Array.from({ length: 256 }, () => openStream(started.port)));
    expect(streams.every((stream) => stream.response.statusCode === 200)).toBe(true);
    const refused = await openStream(started.port);
    expect(refused.response.statusCode).toBe(503);
    expect(JSON.parse(await refused.body).message).toContain('(256)');
    for (const stream of streams) stream.request.destroy();
  }, 20_000);

  it('serializes an event once, however many streams are open', async () => {
    const started = await listening();
    app = started.app;
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream(started.port)));
    const data = { store: 'whitelist', kind: 'clear' };
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      app.namespaces.default.events.publish('state', data);
      expect(stringify.mock.calls.filter(([value]) => value === data)).toHaveLength(1);
    } finally {
      stringify.mockRestore();
    }
    await Promise.all(streams.map((stream) => stream.until(/event: state\n/)));
    for (const stream of streams) {
      expect(eventsIn(stream.text())).toEqual([{ type: 'state', data }]);
      stream.request.destroy();
    }
  });
});
