// MOCK_DATA_DIR with namespaces (src/plugins/stores.ts): the default namespace keeps the files at
// the directory's top (a data directory from before namespaces loads as it was), every other one
// saves in namespaces/NAME/, and what is memory-only stays so.
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildMock, inNamespace, post, sendCode } from '../helpers/mock-app';

let dir: string;
let app: FastifyInstance | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'testbeam-namespaces-'));
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await rm(dir, { recursive: true, force: true });
});

const legacy = {
  id: 'w1',
  email: 'old@example.com',
  status: 'pending',
  requestedAt: '2026-01-01T00:00:00.000Z',
};
const saved = async (...path: string[]) =>
  JSON.parse(await readFile(join(dir, ...path), 'utf8')) as { email: string }[];
const exists = (...path: string[]) =>
  access(join(dir, ...path)).then(
    () => true,
    () => false,
  );
const whitelist = (email: string, headers = {}) =>
  post(app as FastifyInstance, '/api/auth/whitelist', { email }, headers);

describe('MOCK_DATA_DIR per namespace', () => {
  it('loads the files at its top into the default namespace, and keeps saving there', async () => {
    await writeFile(join(dir, 'whitelist.json'), JSON.stringify([legacy]));
    app = await buildMock({ MOCK_DATA_DIR: dir });
    expect((await app.inject('/__mock/whitelist')).json()).toEqual([legacy]);
    await whitelist('new@example.com');
    expect((await saved('whitelist.json')).map((entry) => entry.email)).toEqual([
      'old@example.com',
      'new@example.com',
    ]);
    // Another namespace does not see them.
    expect(
      (await app.inject({ url: '/__mock/whitelist', headers: inNamespace('run-a') })).json(),
    ).toEqual([]);
  });

  it('saves another namespace in namespaces/NAME/ and loads it there after a restart', async () => {
    app = await buildMock({ MOCK_DATA_DIR: dir });
    await whitelist('ada@example.com', inNamespace('run-a'));
    // Named like a store's file: its folder sits apart from the default namespace's files.
    await whitelist('bob@example.com', inNamespace('whitelist.json'));
    await sendCode(app, 'ada@example.com', inNamespace('run-a'));
    expect((await saved('namespaces', 'run-a', 'whitelist.json'))[0]?.email).toBe(
      'ada@example.com',
    );
    expect((await saved('namespaces', 'whitelist.json', 'whitelist.json'))[0]?.email).toBe(
      'bob@example.com',
    );
    expect(await exists('whitelist.json')).toBe(false);
    // The outbox (live codes) is never written, in any namespace.
    expect(await exists('namespaces', 'run-a', 'outbox.json')).toBe(false);
    await app.close();

    app = await buildMock({ MOCK_DATA_DIR: dir });
    const listed = await app.inject({ url: '/__mock/whitelist', headers: inNamespace('run-a') });
    expect((listed.json() as { email: string }[]).map((entry) => entry.email)).toEqual([
      'ada@example.com',
    ]);
    const outbox = await app.inject({ url: '/__mock/outbox', headers: inNamespace('run-a') });
    expect(outbox.json()).toEqual([]);
  });

  it('a reset of all deletes what the other namespaces saved, even those not live', async () => {
    await writeFile(join(dir, 'whitelist.json'), JSON.stringify([legacy]));
    app = await buildMock({ MOCK_DATA_DIR: dir });
    await whitelist('ada@example.com', inNamespace('run-a'));
    await app.close();
    app = await buildMock({ MOCK_DATA_DIR: dir });
    await post(app, '/__mock/reset?all=true');
    expect(await exists('namespaces')).toBe(false);
    expect(await saved('whitelist.json')).toEqual([]);
    const listed = await app.inject({ url: '/__mock/whitelist', headers: inNamespace('run-a') });
    expect(listed.json()).toEqual([]);
  });
});
