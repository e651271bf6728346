import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionLifetimeSeconds } from '../../src/plugins/session';
import { storeCaps } from '../../src/plugins/stores';
import { storeFullMessage } from '../../src/stores/record-store';
import {
  buildMock,
  latestCode,
  post,
  recaptchaToken,
  sendCode,
  verifyCode,
} from '../helpers/mock-app';

// A store at its cap never drops a record someone was told was saved: it refuses the new one with
// a 507 and keeps every old one, on disk too; only the outbox rotates.

const whitelistFull = storeFullMessage('whitelist', storeCaps.whitelist, 'requests');
const messagesFull = storeFullMessage('contact message', storeCaps.messages, 'messages');
const sessionsFull = storeFullMessage('session', storeCaps.sessions, 'sessions');

const iso = (ms: number) => new Date(ms).toISOString();
const request = (i: number) => ({
  id: `w${i}`,
  email: `user${i}@example.com`,
  status: 'pending' as const,
  requestedAt: iso(Date.UTC(2026, 0, 1) + i),
});
const message = (i: number) => ({
  id: `m${i}`,
  name: 'Ada',
  email: `user${i}@example.com`,
  category: 'general',
  subject: `Subject ${i}`,
  message: 'Hello',
  receivedAt: iso(Date.UTC(2026, 0, 1) + i),
});

let app: FastifyInstance;
afterEach(() => app.close());

async function contact() {
  return post(app, '/api/auth/contactus', {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    category: 'feature',
    subject: 'Compilers',
    message: 'Please add a COBOL connector.',
    recaptchaToken: await recaptchaToken(app),
  });
}

describe('a full whitelist or message store refuses, and drops nothing', () => {
  beforeEach(async () => {
    app = await buildMock();
  });

  it('answers a whitelist request at 10,000 with 507, keeping the oldest request', async () => {
    for (let i = 0; i < 10_000; i++) await app.namespaces.default.stores.whitelist.add(request(i));
    const res = await post(app, '/api/auth/whitelist', { email: 'late@example.com' });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ success: false, message: whitelistFull });
    expect(app.namespaces.default.stores.whitelist.size).toBe(10_000);
    expect(app.namespaces.default.stores.whitelist.get('w0')).toEqual(request(0));
    // Room again once a developer removes one.
    await app.namespaces.default.stores.whitelist.delete('w0');
    expect((await post(app, '/api/auth/whitelist', { email: 'late@example.com' })).statusCode).toBe(
      200,
    );
  });

  it('answers a contact message at 1,000 with 507, keeping the oldest message', async () => {
    for (let i = 0; i < 1000; i++) await app.namespaces.default.stores.messages.add(message(i));
    const res = await contact();
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ success: false, message: messagesFull });
    expect(app.namespaces.default.stores.messages.size).toBe(1000);
    expect(app.namespaces.default.stores.messages.get('m0')).toEqual(message(0));
  });

  it('still rotates the dev outbox: a sign-in code is sent with 1,000 emails in it', async () => {
    for (let i = 0; i < 1000; i++) {
      await app.namespaces.default.stores.outbox.add({
        id: `o${i}`,
        to: 'old@example.com',
        subject: 'old',
        text: 'old',
        code: '000000',
        sentAt: iso(Date.UTC(2026, 0, 1)),
      });
    }
    expect((await sendCode(app, 'ada@example.com')).statusCode).toBe(200);
    expect(app.namespaces.default.stores.outbox.size).toBe(1000);
    expect(app.namespaces.default.stores.outbox.get('o0')).toBeUndefined();
  });
});

describe('a full session store: expired sessions go first, then sign-in is refused', () => {
  beforeEach(async () => {
    app = await buildMock();
  });

  const fillSessions = async (createdAt: string) => {
    for (let i = 0; i < 10_000; i++) {
      await app.namespaces.default.stores.sessions.add({
        id: `s${i}`,
        email: 'x@example.com',
        method: 'code',
        createdAt,
      });
    }
  };

  it('makes room by forgetting expired sessions', async () => {
    await fillSessions(iso(app.now() - (sessionLifetimeSeconds + 1) * 1000));
    await sendCode(app, 'ada@example.com');
    const res = await verifyCode(app, 'ada@example.com', await latestCode(app, 'ada@example.com'));
    expect(res.statusCode).toBe(200);
    expect(app.namespaces.default.stores.sessions.size).toBe(1);
  });

  it('answers 507 when every session is live; the same code signs in once there is room', async () => {
    await fillSessions(iso(app.now()));
    await sendCode(app, 'ada@example.com');
    const code = await latestCode(app, 'ada@example.com');
    const refused = await verifyCode(app, 'ada@example.com', code);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ success: false, message: sessionsFull });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(app.namespaces.default.stores.sessions.get('s0')).toBeDefined();
    await app.namespaces.default.stores.sessions.delete('s0');
    expect((await verifyCode(app, 'ada@example.com', code)).statusCode).toBe(200);
  });
});

describe('MOCK_DATA_DIR: a full store on disk', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'testbeam-full-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('loads all 10,000 requests, refuses the next, and leaves the file as it was', async () => {
    const path = join(dir, 'whitelist.json');
    await writeFile(path, JSON.stringify(Array.from({ length: 10_000 }, (_, i) => request(i))));
    const before = await readFile(path, 'utf8');
    app = await buildMock({ MOCK_DATA_DIR: dir });
    const res = await post(app, '/api/auth/whitelist', { email: 'late@example.com' });
    expect(res.statusCode).toBe(507);
    expect(await readFile(path, 'utf8')).toBe(before);
  });
});
