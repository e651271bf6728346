import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type AtomicFs, serializedWriter, writeFileAtomic } from './atomic-file';

/**
 * A directory of JSON files, one per store (`whitelist.json`...): loaded once at start, each
 * rewritten atomically after every change. Saves never throw: memory stays the truth and a
 * failed write is logged, so a full disk does not turn sign-in into 500s.
 */
export class JsonDirectory {
  private readonly pending = new Set<Promise<void>>();

  private constructor(
    readonly dir: string,
    private readonly log: FastifyBaseLogger,
    private readonly fs?: AtomicFs,
  ) {}

  static async open(dir: string, log: FastifyBaseLogger, fs?: AtomicFs): Promise<JsonDirectory> {
    await mkdir(dir, { recursive: true });
    // Temp files are only ever half of an interrupted write; the real files are complete.
    for (const name of await readdir(dir)) {
      if (/\.json\.tmp-/.test(name)) await rm(join(dir, name), { force: true });
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
      throw error;
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

  /** A save function for one store: serialized, atomic, errors logged. */
  saver<T>(name: string): (records: T[]) => Promise<void> {
    const path = this.path(name);
    const write = serializedWriter((data) => writeFileAtomic(path, data, this.fs));
    return (records) => {
      const saved = write(`${JSON.stringify(records, null, 2)}\n`).catch((error: unknown) => {
        this.log.error({ err: error, path }, `could not save the ${name} store`);
      });
      this.pending.add(saved);
      return saved.finally(() => this.pending.delete(saved));
    };
  }

  /** Resolves when every save started so far has finished (on close). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
