import { promises } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AtomicFs } from '../../src/stores/atomic-file';
import { dataDirError, JsonDirectory } from '../../src/stores/json-directory';
import { whitelistRequestSchema } from '../../src/stores/records';
import {
  buildMock,
  cookieOf,
  latestCode,
  post,
  recaptchaToken,
  sendCode,
  verifyCode,
} from '../helpers/mock-app';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'testbeam-data-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const entry = {
  id: 'e1',
  email: 'ada@example.com',
  status: 'pending',
  requestedAt: '2026-03-01T09:00:00.000Z',
};

function fakeLog() {
  return { warn: vi.fn(), error: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };
}

describe('MOCK_DATA_DIR: the stores survive a restart', () => {
  it('finds the whitelist, messages and sessions again in a new app; the outbox is never written', async () => {
    const first = await buildMock({ MOCK_DATA_DIR: dir });
    await post(first, '/api/auth/whitelist', { email: 'grace@example.com' });
    const token = await recaptchaToken(first);
    await post(first, '/api/auth/contactus', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      category: 'feature',
      subject: 'Compilers',
      message: 'Please add a COBOL connector, it is 1959 after all.',
      recaptchaToken: token,
    });
    await sendCode(first, 'grace@example.com');
    const code = await latestCode(first, 'grace@example.com');
    const signedIn = await verifyCode(first, 'grace@example.com', code);
    const cookie = cookieOf(signedIn);
    // A second code, never used: it must not reach the disk either.
    await sendCode(first, 'ada@example.com');
    const unused = await latestCode(first, 'ada@example.com');
    await first.close();

    const names = (await readdir(dir)).sort();
    expect(names).toEqual(['messages.json', 'sessions.json', 'whitelist.json']);
    for (const name of names) {
      const text = await readFile(join(dir, name), 'utf8');
      expect(text, name).not.toContain(code);
      expect(text, name).not.toContain(unused);
    }

    const second = await buildMock({ MOCK_DATA_DIR: dir });
    expect((await second.inject('/__mock/whitelist')).json()).toMatchObject([
      { email: 'grace@example.com', status: 'pending' },
    ]);
    expect((await second.inject('/__mock/messages')).json()).toMatchObject([
      { name: 'Grace Hopper', category: 'feature' },
    ]);
    expect((await second.inject('/__mock/outbox')).json()).toEqual([]);
    const page = await second.inject({ url: '/api_mcp_studio/', headers: { cookie } });
    expect(page.body).toContain('Signed in as <strong>grace@example.com</strong>');
    // The duplicate rule holds across the restart too.
    const again = await post(second, '/api/auth/whitelist', { email: 'GRACE@example.com' });
    expect(again.statusCode).toBe(409);
    await second.close();
  });

  it('starts empty, with a warning, from a corrupt file, and keeps the file aside', async () => {
    await writeFile(join(dir, 'whitelist.json'), '[{"id": "e1", "email": ');
    const log = fakeLog();
    const directory = await JsonDirectory.open(dir, log);
    expect(await directory.load('whitelist', whitelistRequestSchema)).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    const names = await readdir(dir);
    expect(names.some((name) => name.startsWith('whitelist.json.corrupt-'))).toBe(true);
    expect(names).not.toContain('whitelist.json');
  });

  it('does not crash the app on a file of the wrong shape', async () => {
    await writeFile(join(dir, 'sessions.json'), JSON.stringify([{ id: 1, hello: 'world' }]));
    const app = await buildMock({ MOCK_DATA_DIR: dir });
    const res = await app.inject('/api_mcp_studio/');
    expect(res.body).toContain('Not signed in');
    await app.close();
  });

  it('ignores and removes a half-written temp file, loading the last whole file', async () => {
    await writeFile(join(dir, 'whitelist.json'), JSON.stringify([entry]));
    await writeFile(join(dir, 'whitelist.json.tmp-4242-0a1b2c'), '[{"id": "e2", "ema');
    const directory = await JsonDirectory.open(dir, fakeLog());
    expect(await directory.load('whitelist', whitelistRequestSchema)).toEqual([entry]);
    expect(await readdir(dir)).toEqual(['whitelist.json']);
  });

  it('keeps the previous file loadable when a save is interrupted before the rename', async () => {
    await writeFile(join(dir, 'whitelist.json'), JSON.stringify([entry]));
    const crashing: AtomicFs = {
      ...promises,
      rename: async () => {
        throw new Error('killed before rename');
      },
    };
    const log = fakeLog();
    const directory = await JsonDirectory.open(dir, log, crashing);
    const save = directory.saver('whitelist');
    await expect(save([entry, { ...entry, id: 'e2', email: 'grace@example.com' }])).rejects.toThrow(
      'killed before rename',
    );
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ path: join(dir, 'whitelist.json') }),
      'could not save the whitelist store',
    );
    expect(JSON.parse(await readFile(join(dir, 'whitelist.json'), 'utf8'))).toEqual([entry]);
    const reopened = await JsonDirectory.open(dir, fakeLog());
    expect(await reopened.load('whitelist', whitelistRequestSchema)).toEqual([entry]);
  });

  it('deletes an outbox.json left by an older version at start, and says so in the log', async () => {
    const stale = [{ id: 'm1', to: 'ada@example.com', code: '424242', subject: 's', text: 't' }];
    await writeFile(join(dir, 'outbox.json'), JSON.stringify(stale));
    const lines: string[] = [];
    const app = await buildMock(
      { MOCK_DATA_DIR: dir },
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    );
    expect(await readdir(dir)).not.toContain('outbox.json');
    expect((await app.inject('/__mock/outbox')).json()).toEqual([]);
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        level: 30,
        path: join(dir, 'outbox.json'),
        msg: 'deleted a stale outbox.json: the dev outbox is kept in memory only',
      }),
    );
    await app.close();
  });

  it('empties the files too on reset', async () => {
    const app = await buildMock({ MOCK_DATA_DIR: dir });
    await post(app, '/api/auth/whitelist', { email: 'ada@example.com' });
    await post(app, '/__mock/reset');
    await app.close();
    expect(JSON.parse(await readFile(join(dir, 'whitelist.json'), 'utf8'))).toEqual([]);
  });
});

// server.ts prints a start-up error's message alone: it must name the path and say what to do.
describe('MOCK_DATA_DIR that cannot be used stops start-up with one line naming it', () => {
  it('a directory named whitelist.json', async () => {
    const path = join(dir, 'whitelist.json');
    await mkdir(path);
    const start = buildMock({ MOCK_DATA_DIR: dir });
    await expect(start).rejects.toThrow(
      `${path}, the whitelist store, is a directory, not a file: remove or rename it`,
    );
  });

  it('a directory named outbox.json (the stale file start-up deletes)', async () => {
    await mkdir(join(dir, 'outbox.json'));
    await expect(buildMock({ MOCK_DATA_DIR: dir })).rejects.toThrow(
      `${join(dir, 'outbox.json')}, the outbox store, is a directory, not a file`,
    );
  });

  it.each([
    ['a file', (file: string) => file],
    ['a path under a file', (file: string) => join(file, 'data')],
  ])('MOCK_DATA_DIR naming %s', async (_case, target) => {
    const file = join(dir, 'not-a-dir');
    await writeFile(file, 'x');
    await expect(buildMock({ MOCK_DATA_DIR: target(file) })).rejects.toThrow(
      `MOCK_DATA_DIR (${target(file)}) is not a directory (a file is in the way): point MOCK_DATA_DIR at a directory, or move the file away.`,
    );
  });

  // Run as root, chmod cannot make a directory unreadable: the errors a user would meet instead.
  it.each([
    [
      'MOCK_DATA_DIR',
      'EACCES',
      undefined,
      'MOCK_DATA_DIR (/data) cannot be read or written (EACCES): give this user read and write access to it, or point MOCK_DATA_DIR elsewhere.',
    ],
    [
      'MOCK_DATA_DIR',
      'EROFS',
      undefined,
      'MOCK_DATA_DIR (/data) cannot be read or written (EROFS): give this user read and write access to it, or point MOCK_DATA_DIR elsewhere.',
    ],
    [
      'a store file',
      'EACCES',
      'whitelist',
      '/data, the whitelist store, cannot be read or written (EACCES): give this user read and write access to it, or remove it to start that store empty.',
    ],
  ])('%s answering %s', (_case, code, file, message) => {
    const error = Object.assign(new Error(code), { code });
    const problem = dataDirError(error, '/data', file);
    expect(problem).toEqual(new Error(message));
    expect((problem as Error).message).not.toContain('\n');
    expect((problem as Error).cause).toBe(error);
  });

  it('passes other errors on unchanged', () => {
    const error = Object.assign(new Error('EIO'), { code: 'EIO' });
    expect(dataDirError(error, '/data')).toBe(error);
  });
});
