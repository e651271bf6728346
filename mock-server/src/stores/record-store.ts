import { httpError } from '../util/http-error';

export interface StoredRecord {
  id: string;
}

export interface RecordStoreOptions<T> {
  /** The most records kept, so a long benchmark cannot fill the memory or the disk. */
  max: number;
  /**
   * Set: at `max`, a new record is refused with a 507 and every record kept, so no one's request
   * is erased without a word (the whitelist, messages, sessions); `name` and `noun` ("whitelist",
   * "requests") go into the message. Unset: the oldest record goes (the dev outbox, which is
   * only ever a developer's view).
   */
  refuseWhenFull?: { name: string; noun: string };
  /** Writes all records, oldest first (persistence); rejects when they could not be stored. */
  save?: (records: T[]) => Promise<void>;
  /** Told after each change is stored (the developer console's live updates). */
  onChange?: (change: { kind: 'add' | 'delete' | 'clear'; record?: T }) => void;
}

/** The 503's words for a change whose write failed: nothing was kept, the request may be resent. */
export const notSavedMessage =
  'Could not save your request right now. Please try again in a moment.';

/**
 * The 507's words for a new record in a full store that refuses
 * (docs/decisions/0034-full-stores-refuse.md): the store, its cap, and the fix, which only a
 * developer can make.
 */
export function storeFullMessage(name: string, max: number, noun: string): string {
  return `The mock's ${name} store is full (${max.toLocaleString('en-US')} ${noun}): nothing was saved. Remove some in the developer console (/__mock/), or empty every store with POST /__mock/reset.`;
}

/**
 * An insertion-ordered collection of records keyed by id, optionally saved after each change.
 * A change shows at once (a second request sees it) and resolves once a write that carries it
 * has succeeded; changes made while a write runs share the next one. When a write fails, memory
 * goes back to what the last good write stored, and that write's changes and the queued ones
 * all reject with a 503: memory and disk agree, and nothing is acknowledged that was not saved.
 */
export class RecordStore<T extends StoredRecord> {
  private readonly records = new Map<string, T>();
  /** The records as the last successful write (or the load) left them on disk. */
  private stored: T[];
  private writing: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  constructor(
    private readonly options: RecordStoreOptions<T>,
    initial: readonly T[] = [],
  ) {
    // A refusing store loads every saved record, even beyond a lowered cap: none is dropped.
    const kept = options.refuseWhenFull ? initial : initial.slice(-options.max);
    for (const record of kept) this.records.set(record.id, record);
    this.stored = this.all();
  }

  all(): T[] {
    return [...this.records.values()];
  }

  newestFirst(): T[] {
    return this.all().reverse();
  }

  get(id: string): T | undefined {
    return this.records.get(id);
  }

  find(predicate: (record: T) => boolean): T | undefined {
    return this.all().find(predicate);
  }

  get size(): number {
    return this.records.size;
  }

  /** Rejects with a 507, changing nothing, when the store refuses and is full. */
  async add(record: T): Promise<void> {
    const { max, refuseWhenFull: refuse } = this.options;
    if (refuse && !this.records.has(record.id) && this.records.size >= max) {
      throw httpError(507, storeFullMessage(refuse.name, max, refuse.noun));
    }
    this.records.set(record.id, record);
    for (const id of refuse ? [] : this.records.keys()) {
      if (this.records.size <= max) break;
      this.records.delete(id);
    }
    await this.changed();
    this.options.onChange?.({ kind: 'add', record });
  }

  async delete(id: string): Promise<void> {
    const record = this.records.get(id);
    if (!record || !this.records.delete(id)) return;
    await this.changed();
    this.options.onChange?.({ kind: 'delete', record });
  }

  /** Drops every record `keep` refuses, saving only when something went. */
  async retain(keep: (record: T) => boolean): Promise<void> {
    const before = this.records.size;
    for (const [id, record] of this.records) if (!keep(record)) this.records.delete(id);
    if (this.records.size !== before) {
      await this.changed();
      this.options.onChange?.({ kind: 'delete' });
    }
  }

  async clear(): Promise<void> {
    this.records.clear();
    await this.changed();
    this.options.onChange?.({ kind: 'clear' });
  }

  private changed(): Promise<void> {
    const { save } = this.options;
    if (!save) return Promise.resolve();
    if (this.queued) return this.queued;
    if (!this.writing) return this.write(save);
    this.queued = this.writing.then(() => {
      this.queued = undefined;
      return this.write(save);
    });
    return this.queued;
  }

  private write(save: (records: T[]) => Promise<void>): Promise<void> {
    const records = this.all();
    this.writing = save(records).then(
      () => {
        this.stored = records;
        this.writing = undefined;
      },
      (error: unknown) => {
        this.writing = undefined;
        this.queued = undefined;
        this.records.clear();
        for (const record of this.stored) this.records.set(record.id, record);
        throw httpError(503, notSavedMessage, error);
      },
    );
    return this.writing;
  }
}
