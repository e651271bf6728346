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

/**
 * Runs `write` with the latest data, never two at once: while one write runs, further calls
 * share one follow-up write of the newest data. Each call resolves once its data (or newer) is
 * written, so the file never goes back to an older state.
 */
export function serializedWriter(write: (data: string) => Promise<void>) {
  let latest = '';
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const start = (): Promise<void> => {
    running = write(latest).finally(() => {
      running = undefined;
    });
    return running;
  };
  return (data: string): Promise<void> => {
    latest = data;
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
