import { promises } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AtomicFs, serializedWriter, writeFileAtomic } from '../src/stores/atomic-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'testbeam-atomic-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('writes the file and leaves no temp file behind', async () => {
    const path = join(dir, 'data.json');
    await writeFileAtomic(path, '[1]');
    await writeFileAtomic(path, '[1,2]');
    expect(await readFile(path, 'utf8')).toBe('[1,2]');
    expect(await readdir(dir)).toEqual(['data.json']);
  });

  it('leaves the previous file whole when the rename never happens', async () => {
    const path = join(dir, 'data.json');
    await writeFileAtomic(path, '["old"]');
    const crashing: AtomicFs = {
      ...promises,
      rename: async () => {
        throw Object.assign(new Error('power cut'), { code: 'EIO' });
      },
    };
    await expect(writeFileAtomic(path, '["new"]', crashing)).rejects.toThrow('power cut');
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(['old']);
    expect(await readdir(dir)).toEqual(['data.json']);
  });
});

describe('serializedWriter', () => {
  it('never runs two writes at once and ends with the newest data', async () => {
    const written: string[] = [];
    let running = 0;
    let maxRunning = 0;
    const write = serializedWriter(async (data) => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setImmediate(resolve));
      written.push(data);
      running -= 1;
    });
    await Promise.all(['a', 'b', 'c', 'd'].map((data) => write(data)));
    expect(maxRunning).toBe(1);
    // The first write runs at once; the three that queued behind it share one write of the newest.
    expect(written).toEqual(['a', 'd']);
  });

  it('keeps writing after a failed write', async () => {
    let fail = true;
    const written: string[] = [];
    const write = serializedWriter(async (data) => {
      if (fail) {
        fail = false;
        throw new Error('disk full');
      }
      written.push(data);
    });
    const first = write('a');
    const second = write('b');
    await expect(first).rejects.toThrow('disk full');
    await second;
    expect(written).toEqual(['b']);
  });
});

describe('a leftover temp file (a crash between write and rename)', () => {
  it('is not what a reader sees: the real file still parses', async () => {
    const path = join(dir, 'data.json');
    await writeFileAtomic(path, '["whole"]');
    await writeFile(`${path}.tmp-4242-abcdef`, '["half');
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(['whole']);
  });
});
