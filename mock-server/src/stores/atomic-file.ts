import { randomBytes } from 'node:crypto';
import { promises } from 'node:fs';
import { dirname } from 'node:path';

/** The file operations an atomic write needs; tests pass a copy whose rename fails. */
export type AtomicFs = Pick<typeof promises, 'open' | 'rename' | 'rm'>;

/**
 * Replaces `path` with `data` so a reader only ever sees the old file or the new one: the bytes
 * go to a temp file in the same directory, are flushed to disk, and only then renamed over the
 * target (rename is atomic within one file system), and the directory is flushed too, so the
 * rename itself survives a power cut. A failed write leaves the target untouched.
 */
export async function writeFileAtomic(
  path: string,
  data: string,
  fs: AtomicFs = promises,
): Promise<void> {
  const temp = `${path}.tmp-${process.pid}-${randomBytes(6).toString('hex')}`;
  try {
    const handle = await fs.open(temp, 'w', 0o600);
    try {
      await handle.writeFile(data, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, path);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dirname(path), fs);
}

// Some platforms cannot fsync a directory and say so: Windows cannot open one (EISDIR, EPERM,
// EACCES), some file systems refuse the sync (EINVAL, ENOTSUP). The rename is done either way.
const unsyncable = new Set(['EISDIR', 'EPERM', 'EACCES', 'EINVAL', 'ENOTSUP', 'EBADF']);

/** Flushes a directory's entries (the rename) to disk, where the platform can. */
async function syncDirectory(dir: string, fs: AtomicFs): Promise<void> {
  let handle: promises.FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch (error) {
    if (!unsyncable.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}
