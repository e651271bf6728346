// MOCK_DATA_DIR: what the mock keeps must survive a restart, and an interrupted write must never
// cost the previous file. The mock writes each store atomically: the new JSON goes to
// `<store>.json.tmp-<pid>-<random>` in the same directory, is flushed, then renamed over
// `<store>.json`, and only then is the request answered.
//
// The restart test runs behind Prism's validating proxy, the server coming back on the same
// port, as a developer's restarted `npm start` would; so does the write that cannot be stored,
// whose 503 must be one openapi.yaml documents. The crash tests read the files and the dev
// routes on the mock itself: what they check is the disk, not an answer's shape.

import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WhitelistRequest } from '../../mock-server/src/stores/records';
import { cookiePair, devRoutes, sessionCookieLine } from './dev-routes';
import { documentedExample, expectDocumented } from './documented';
import { freePort } from '../../scripts/tooling/ports';
import { waitForServer } from '../../scripts/tooling/wait-for-server';
import { call, raisedRateLimits, startMock, startPrism } from './harness';
import { operationById } from '@testbeam/contract/src/repository-contract';

const rootDir = join(import.meta.dirname, '../..');
const requestWhitelist = operationById('requestWhitelist');
const sendContact = operationById('sendContact');
const sendCode = operationById('sendCode');
const verifyCode = operationById('verifyCode');

let dir: string;
let env: Record<string, string>;
let cleanups: Array<() => Promise<unknown>>;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'testbeam-contract-data-'));
  env = { ...raisedRateLimits, MOCK_DATA_DIR: dir };
  cleanups = [];
});

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await rm(dir, { recursive: true, force: true });
});

/** Starts the mock on `dir`; it is stopped after the test unless the test stops it first. */
async function startOnDir(options: { port?: number } = {}) {
  const running = await startMock(env, options);
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= running.stop());
  cleanups.push(stop);
  return { ...running, stop };
}

const readStore = async <T>(name: string) =>
  JSON.parse(await readFile(join(dir, `${name}.json`), 'utf8')) as T[];
const tempFiles = async () => (await readdir(dir)).filter((name) => name.includes('.tmp-'));

const contact = (recaptchaToken: string) => ({
  name: 'Grace Hopper',
  email: 'grace@example.com',
  category: 'feature',
  subject: 'Compilers',
  message: 'Please add a COBOL connector, it is 1959 after all.',
  recaptchaToken,
});

describe('MOCK_DATA_DIR', () => {
  it('keeps the whitelist, contact messages and sessions across a restart', async () => {
    const first = await startOnDir();
    const port = Number(new URL(first.url).port);
    const prism = await startPrism(first.url);
    cleanups.push(prism.stop);
    const api = (path: string, body: unknown) => call(prism.url, 'POST', path, body);
    const whitelisted = await api(requestWhitelist.path, { email: 'grace@example.com' });
    expect(await expectDocumented(requestWhitelist, whitelisted)).toEqual(
      documentedExample(requestWhitelist, 200),
    );
    const token = await devRoutes(first.url).recaptchaToken('submit');
    const contacted = await api(sendContact.path, contact(token));
    expect(await expectDocumented(sendContact, contacted)).toEqual(
      documentedExample(sendContact, 200),
    );
    expect((await api(sendCode.path, { email: 'ada@example.com' })).status).toBe(200);
    const code = await devRoutes(first.url).latestCode('ada@example.com');
    const signedIn = await api(verifyCode.path, { email: 'ada@example.com', code });
    expect(signedIn.status).toBe(200);
    const cookie = cookiePair(sessionCookieLine(signedIn) ?? '');
    await first.stop();

    expect(await readStore<WhitelistRequest>('whitelist')).toMatchObject([
      { email: 'grace@example.com' },
    ]);
    expect(await tempFiles()).toEqual([]);

    const second = await startOnDir({ port });
    const dev = devRoutes(second.url);
    expect(await dev.whitelist()).toMatchObject([
      { email: 'grace@example.com', status: 'pending' },
    ]);
    const { recaptchaToken: _token, ...stored } = contact(token);
    expect(await dev.messages()).toMatchObject([stored]);
    const page = await dev.page('/api_mcp_studio/', cookie);
    expect(await page.text()).toContain('Signed in as <strong>ada@example.com</strong>');
    // The duplicate rule reads the reloaded list, through the same proxy.
    const again = await api(requestWhitelist.path, { email: 'GRACE@example.com' });
    expect(await expectDocumented(requestWhitelist, again)).toEqual(
      documentedExample(requestWhitelist, 409),
    );
  });

  it('a write that cannot be stored is a documented 503 through Prism, and nothing is kept', async () => {
    const mock = await startOnDir();
    const prism = await startPrism(mock.url);
    cleanups.push(prism.stop);
    const api = (email: string) => call(prism.url, 'POST', requestWhitelist.path, { email });
    expect((await api('ada@example.com')).status).toBe(200);
    const previous = await readFile(join(dir, 'whitelist.json'), 'utf8');

    // The data directory gone, a plain file in its place: the mock cannot re-create it.
    await rename(dir, `${dir}-aside`);
    cleanups.push(() => rm(`${dir}-aside`, { recursive: true, force: true }));
    await writeFile(dir, 'not a directory');
    const refused = await api('grace@example.com');
    expect(refused.status).toBe(503);
    expect(await expectDocumented(requestWhitelist, refused)).toEqual(
      documentedExample(requestWhitelist, 503),
    );
    expect(await readFile(join(`${dir}-aside`, 'whitelist.json'), 'utf8')).toBe(previous);
    expect((await devRoutes(mock.url).whitelist()).map((entry) => entry.email)).toEqual([
      'ada@example.com',
    ]);

    // The directory back: the same request is stored, not refused as a duplicate.
    await rm(dir);
    await rename(`${dir}-aside`, dir);
    const stored = await api('grace@example.com');
    expect(await expectDocumented(requestWhitelist, stored)).toEqual(
      documentedExample(requestWhitelist, 200),
    );
  });

  it('a crash between the temp write and the rename leaves the previous file, which loads', async () => {
    const first = await startOnDir();
    await call(first.url, 'POST', requestWhitelist.path, { email: 'ada@example.com' });
    await first.stop();
    const previous = await readStore<WhitelistRequest>('whitelist');
    expect(previous).toMatchObject([{ email: 'ada@example.com' }]);

    // What a crash leaves behind: the next whitelist half written, the next messages file whole
    // but never renamed (so never acknowledged), next to the complete previous files.
    const next = JSON.stringify([
      ...previous,
      { ...previous[0], id: 'next', email: 'mallory@example.com' },
    ]);
    await writeFile(join(dir, 'whitelist.json.tmp-4242-0a1b2c3d4e5f'), next.slice(0, 60));
    const unacknowledged = { ...contact('t'), id: 'm1', receivedAt: new Date().toISOString() };
    await writeFile(
      join(dir, 'messages.json.tmp-4242-f5e4d3c2b1a0'),
      JSON.stringify([unacknowledged]),
    );

    const second = await startOnDir();
    const reloaded = devRoutes(second.url);
    expect(await reloaded.whitelist()).toEqual(previous);
    expect(await reloaded.messages()).toEqual([]);
    expect(await tempFiles()).toEqual([]);
    // And the store keeps working: the next write lands in a whole file.
    const added = await call(second.url, 'POST', requestWhitelist.path, {
      email: 'grace@example.com',
    });
    expect(added.status).toBe(200);
    expect((await readStore<WhitelistRequest>('whitelist')).map((entry) => entry.email)).toEqual([
      'ada@example.com',
      'grace@example.com',
    ]);
  });

  it('a server killed mid-write leaves a whole file holding every acknowledged request', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts'], {
      cwd: rootDir,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SERVE_SITE: 'false' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    cleanups.push(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    });
    // It has to load tsx and the contract first.
    await waitForServer(`${base}/__mock/whitelist`, { child, intervalMs: 100, timeoutMs: 30_000 });
    const sent: string[] = [];
    const acknowledged: string[] = [];
    let running = true;
    // After 40 acknowledged writes, the server is killed the moment a temp file appears: between
    // the temp write and the rename, while four clients keep writing.
    const watcher = watch(dir, (_event, name) => {
      if (acknowledged.length >= 40 && running && name?.includes('.tmp-')) {
        child.kill('SIGKILL');
        running = false;
      }
    });
    cleanups.push(async () => watcher.close());
    const client = async (id: number) => {
      for (let n = 0; running; n++) {
        const email = `writer-${id}-${n}@example.com`;
        sent.push(email);
        const response = await call(base, 'POST', requestWhitelist.path, { email }).catch(
          () => undefined,
        );
        if (response?.status === 200) acknowledged.push(email);
      }
    };
    await Promise.all([0, 1, 2, 3].map(client));
    await exited;

    const persisted = (await readStore<WhitelistRequest>('whitelist')).map((entry) => entry.email);
    expect(persisted.length).toBeGreaterThanOrEqual(40);
    expect(persisted).toEqual(expect.arrayContaining(acknowledged));
    expect(sent).toEqual(expect.arrayContaining(persisted));

    const restarted = await startOnDir();
    const listed = await devRoutes(restarted.url).whitelist();
    expect(listed.map((entry) => entry.email).reverse()).toEqual(persisted);
    expect(await tempFiles()).toEqual([]);
  });
});
