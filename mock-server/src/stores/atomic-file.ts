import { randomBytes } from 'node:crypto';
import { promises } from 'node:fs';

/** The file operations an atomic write needs; tests pass a copy whose rename fails. */
export type AtomicFs = Pick<typeof promises, 'open' | 'rename' | 'rm'>;

/**
 * Replaces `path` with `data` so a reader only ever sees the old file or the new one: the bytes
 * go to a temp file in the same directory, are flushed to disk, and only then renamed over the
 * target (rename is atomic within one file system). A failed write leaves the target untouched.
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
}
