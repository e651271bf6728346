import { promises } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AtomicFs } from '../../src/stores/atomic-file';
import { JsonDirectory } from '../../src/stores/json-directory';
import { notSavedMessage, RecordStore } from '../../src/stores/record-store';
import { contactMessageSchema, whitelistRequestSchema } from '../../src/stores/records';
import {
  buildMock,
  cookieOf,
  latestCode,
  post,
  recaptchaToken,
  sendCode,
  verifyCode,
} from '../helpers/mock-app';

// MOCK_DATA_DIR: a change is acknowledged only once it is on disk. A write that fails answers
// 503, is logged with its path, leaves the previous file whole and takes memory back to what the
// file holds, so a retry is a fresh request (not a 409) and a restart loses nothing that got 200.

let dir: string;
let aside: string;
let app: FastifyInstance;
let logs: Array<Record<string, unknown>>;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'testbeam-writes-'));
  aside = `${dir}-aside`;
  logs = [];
  app = await start();
});
afterEach(async () => {
  await app.close();
  for (const path of [dir, aside]) await rm(path, { recursive: true, force: true });
});

function start() {
  const stream = { write: (line: string) => logs.push(JSON.parse(line)) };
  return buildMock({ MOCK_DATA_DIR: dir }, { logger: { level: 'info', stream } });
}

/** The directory moved away and a plain file in its place: no write, no mkdir can succeed. */
async function breakDirectory() {
  await rename(dir, aside);
  await writeFile(dir, 'not a directory');
}
async function repairDirectory() {
  await rm(dir);
  await rename(aside, dir);
}

const whitelist = (email: string) => post(app, '/api/auth/whitelist', { email });
async function contact(subject: string) {
  return post(app, '/api/auth/contactus', {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    category: 'feature',
    subject,
    message: 'Please add a COBOL connector, it is 1959 after all.',
    recaptchaToken: await recaptchaToken(app),
  });
}
const listed = async (path: string, key: string) =>
  ((await app.inject(path)).json() as Array<Record<string, string>>).map((entry) => entry[key]);

function expectNotSaved(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ success: false, message: notSavedMessage });
}

describe('a write that cannot be stored', () => {
  it('answers 503 for whitelist and contact, keeps nothing, and stores again once it can', async () => {
    expect((await whitelist('ada@example.com')).statusCode).toBe(200);
    expect((await contact('First')).statusCode).toBe(200);
    const before = {
      whitelist: await readFile(join(dir, 'whitelist.json'), 'utf8'),
      messages: await readFile(join(dir, 'messages.json'), 'utf8'),
    };

    await breakDirectory();
    expectNotSaved(await whitelist('grace@example.com'));
    expectNotSaved(await contact('Second'));
    expect(await listed('/__mock/whitelist', 'email')).toEqual(['ada@example.com']);
    expect(await listed('/__mock/messages', 'subject')).toEqual(['First']);
    expect(await readFile(join(aside, 'whitelist.json'), 'utf8')).toBe(before.whitelist);
    expect(await readFile(join(aside, 'messages.json'), 'utf8')).toBe(before.messages);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 50,
        path: join(dir, 'whitelist.json'),
        msg: 'could not save the whitelist store',
      }),
    );
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 50, path: join(dir, 'messages.json') }),
    );

    await repairDirectory();
    // Not a 409: the refused request left nothing behind.
    expect((await whitelist('grace@example.com')).statusCode).toBe(200);
    expect((await contact('Second')).statusCode).toBe(200);

    await app.close();
    app = await start();
    expect(await listed('/__mock/whitelist', 'email')).toEqual([
      'grace@example.com',
      'ada@example.com',
    ]);
    expect(await listed('/__mock/messages', 'subject')).toEqual(['Second', 'First']);
  });

  it('re-creates a directory removed while the server runs, with every record in it', async () => {
    expect((await whitelist('ada@example.com')).statusCode).toBe(200);
    await rm(dir, { recursive: true });
    expect((await whitelist('grace@example.com')).statusCode).toBe(200);
    await app.close();
    app = await start();
    expect(await listed('/__mock/whitelist', 'email')).toEqual([
      'grace@example.com',
      'ada@example.com',
    ]);
  });

  it('answers verify-code 503 when the session cannot be saved; the same code works once it can', async () => {
    await sendCode(app, 'ada@example.com');
    const code = await latestCode(app, 'ada@example.com');
    await breakDirectory();
    const refused = await verifyCode(app, 'ada@example.com', code);
    expectNotSaved(refused);
    expect(refused.headers['set-cookie']).toBeUndefined();

    await repairDirectory();
    const signedIn = await verifyCode(app, 'ada@example.com', code);
    expect(signedIn.statusCode).toBe(200);
    await app.close();
    app = await start();
    const page = await app.inject({
      url: '/api_mcp_studio/',
      headers: { cookie: cookieOf(signedIn) },
    });
    expect(page.body).toContain('Signed in as <strong>ada@example.com</strong>');
  });

  it('answers a reset it cannot store with 503 and leaves codes and the outbox as they were', async () => {
    await sendCode(app, 'ada@example.com');
    const code = await latestCode(app, 'ada@example.com');
    await breakDirectory();
    expectNotSaved(await post(app, '/__mock/reset'));
    expect(await listed('/__mock/outbox', 'code')).toEqual([code]);
    await repairDirectory();
    expect((await verifyCode(app, 'ada@example.com', code)).statusCode).toBe(200);
  });

  it('answers 503 on a read-only file system (EROFS), memory and file unchanged', async () => {
    expect((await whitelist('ada@example.com')).statusCode).toBe(200);
    const before = await readFile(join(dir, 'whitelist.json'), 'utf8');
    // Root ignores chmod, so the file system's answer is injected: every open is refused.
    const readOnly: AtomicFs = {
      ...promises,
      open: async () => {
        throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
      },
    };
    const directory = await JsonDirectory.open(dir, app.log, readOnly);
    // The routes read app.namespaces.default.stores at each request: these stores write through the refusing fs.
    app.namespaces.default.stores.whitelist = new RecordStore(
      { max: 10_000, save: directory.saver('whitelist') },
      await directory.load('whitelist', whitelistRequestSchema),
    );
    app.namespaces.default.stores.messages = new RecordStore(
      { max: 1000, save: directory.saver('messages') },
      await directory.load('messages', contactMessageSchema),
    );

    expectNotSaved(await whitelist('grace@example.com'));
    expectNotSaved(await whitelist('grace@example.com'));
    expectNotSaved(await contact('Read-only'));
    expect(await listed('/__mock/whitelist', 'email')).toEqual(['ada@example.com']);
    expect(await listed('/__mock/messages', 'subject')).toEqual([]);
    expect(await readFile(join(dir, 'whitelist.json'), 'utf8')).toBe(before);
    expect((await readdir(dir)).filter((name) => name.includes('.tmp-'))).toEqual([]);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 50, path: join(dir, 'whitelist.json') }),
    );
  });
});
