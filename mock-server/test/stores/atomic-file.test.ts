import { promises } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AtomicFs, writeFileAtomic } from '../../src/stores/atomic-file';

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

describe('a leftover temp file (a crash between write and rename)', () => {
  it('is not what a reader sees: the real file still parses', async () => {
    const path = join(dir, 'data.json');
    await writeFileAtomic(path, '["whole"]');
    await writeFile(`${path}.tmp-4242-abcdef`, '["half');
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(['whole']);
  });
});
