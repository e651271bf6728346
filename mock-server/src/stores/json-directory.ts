import { constants } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type AtomicFs, writeFileAtomic } from './atomic-file';

/**
 * A start-up failure in one line that names the path and the fix (server.ts prints the message
 * alone), instead of a bare `EISDIR` or `EEXIST: file already exists, mkdir`. Other errors pass.
 * `file` names a store's file; without it, `path` is MOCK_DATA_DIR itself.
 */
export function dataDirError(error: unknown, path: string, file?: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const what = file === undefined ? `MOCK_DATA_DIR (${path})` : `${path}, the ${file} store,`;
  if (file === undefined && (code === 'EEXIST' || code === 'ENOTDIR')) {
    return new Error(
      `${what} is not a directory (a file is in the way): point MOCK_DATA_DIR at a directory, or move the file away.`,
      { cause: error },
    );
  }
  // ERR_FS_EISDIR: rm() without `recursive` met a directory.
  if (file !== undefined && (code === 'EISDIR' || code === 'ERR_FS_EISDIR')) {
    return new Error(
      `${what} is a directory, not a file: remove or rename it (the mock creates the file).`,
      { cause: error },
    );
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    const fix =
      file === undefined
        ? 'give this user read and write access to it, or point MOCK_DATA_DIR elsewhere.'
        : 'give this user read and write access to it, or remove it to start that store empty.';
    return new Error(`${what} cannot be read or written (${code}): ${fix}`, { cause: error });
  }
  return error;
}

/**
 * A directory of JSON files, one per store (`whitelist.json`...): loaded once at start, each
 * rewritten atomically after every change. A save that fails is logged and rejects, so the
 * request that made the change is not acknowledged (RecordStore answers it with a 503); the
 * previous file stays whole.
 */
export class JsonDirectory {
  private readonly pending = new Set<Promise<unknown>>();

  private constructor(
    readonly dir: string,
    private readonly log: FastifyBaseLogger,
    private readonly fs?: AtomicFs,
  ) {}

  /** Rejects with one line naming the path and the fix when the directory cannot be used. */
  static async open(dir: string, log: FastifyBaseLogger, fs?: AtomicFs): Promise<JsonDirectory> {
    try {
      await mkdir(dir, { recursive: true });
      // Checked now: a directory we cannot write would otherwise answer every change with a 503.
      await access(dir, constants.R_OK | constants.W_OK | constants.X_OK);
      // Temp files are only ever half of an interrupted write; the real files are complete.
      for (const name of await readdir(dir)) {
        if (/\.json\.tmp-/.test(name)) await rm(join(dir, name), { force: true });
      }
    } catch (error) {
      throw dataDirError(error, dir);
    }
    return new JsonDirectory(dir, log, fs);
  }

  path(name: string): string {
    return join(this.dir, `${name}.json`);
  }

  /** The saved records, [] when there is no file yet, or [] and a warning when it is unreadable. */
  async load<T>(name: string, schema: z.ZodType<T>): Promise<T[]> {
    const path = this.path(name);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw dataDirError(error, path, name);
    }
    try {
      return schema.array().parse(JSON.parse(text));
    } catch (error) {
      // Kept aside, not deleted: the next save would otherwise overwrite what someone may want.
      const aside = `${path}.corrupt-${Date.now()}`;
      await rename(path, aside);
      this.log.warn(
        { err: error, path, movedTo: aside },
        `unreadable ${name} store, starting empty`,
      );
      return [];
    }
  }

  /** Deletes a store's file if there is one; true when there was. */
  async remove(name: string): Promise<boolean> {
    try {
      await rm(this.path(name));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw dataDirError(error, this.path(name), name);
    }
  }

  /**
   * A save function for one store: atomic, logged at error level when it fails, and rejecting
   * then. The caller (RecordStore) never runs two at once for a store.
   */
  saver<T>(name: string): (records: T[]) => Promise<void> {
    const path = this.path(name);
    return (records) => {
      const saved = this.write(path, `${JSON.stringify(records, null, 2)}\n`).catch(
        (error: unknown) => {
          this.log.error({ err: error, path }, `could not save the ${name} store`);
          throw error;
        },
      );
      const settled = saved.catch(() => undefined);
      this.pending.add(settled);
      void settled.finally(() => this.pending.delete(settled));
      return saved;
    };
  }

  private async write(path: string, data: string): Promise<void> {
    // A directory removed while the server runs comes back with the next write: memory holds
    // every record, so the file written then is whole.
    await mkdir(this.dir, { recursive: true });
    await writeFileAtomic(path, data, this.fs);
  }

  /** Resolves when every save started so far has finished, failed or not (on close). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
