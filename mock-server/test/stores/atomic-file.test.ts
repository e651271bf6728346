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

// Without it, a power cut after the rename can bring back the old directory entry: the old file.
describe("the directory's fsync after the rename", () => {
  /** The real file system, recording what was opened and synced in order. */
  function recording(openDir?: () => Promise<never>) {
    const steps: string[] = [];
    const fs: AtomicFs = {
      ...promises,
      open: (async (path: string, flags: string, mode?: number) => {
        if (path === dir && openDir) return openDir();
        const handle = await promises.open(path, flags, mode);
        const name = path === dir ? 'dir' : 'temp';
        steps.push(`open ${name}`);
        const sync = handle.sync.bind(handle);
        handle.sync = async () => {
          steps.push(`sync ${name}`);
          await sync();
        };
        return handle;
      }) as AtomicFs['open'],
      rename: async (from, to) => {
        steps.push('rename');
        await promises.rename(from, to);
      },
    };
    return { fs, steps };
  }

  it('opens the directory read-only and syncs it, after the rename', async () => {
    const { fs, steps } = recording();
    await writeFileAtomic(join(dir, 'data.json'), '[1]', fs);
    expect(steps).toEqual(['open temp', 'sync temp', 'rename', 'open dir', 'sync dir']);
  });

  it.each(['EISDIR', 'EINVAL', 'EPERM'])(
    'ignores %s, a platform that cannot sync a directory: the write stands',
    async (code) => {
      const { fs } = recording(async () => {
        throw Object.assign(new Error(code), { code });
      });
      await writeFileAtomic(join(dir, 'data.json'), '[1]', fs);
      expect(await readFile(join(dir, 'data.json'), 'utf8')).toBe('[1]');
    },
  );

  it('reports a disk error from the sync', async () => {
    const { fs } = recording(async () => {
      throw Object.assign(new Error('disk on fire'), { code: 'EIO' });
    });
    await expect(writeFileAtomic(join(dir, 'data.json'), '[1]', fs)).rejects.toThrow(
      'disk on fire',
    );
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
