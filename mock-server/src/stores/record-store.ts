export interface StoredRecord {
  id: string;
}

export interface RecordStoreOptions<T> {
  /** Oldest records are dropped beyond this, so a long benchmark cannot fill the memory. */
  max: number;
  /** Called after every change with all records, oldest first (persistence). */
  save?: (records: T[]) => Promise<void>;
}

/** An insertion-ordered collection of records keyed by id, optionally saved after each change. */
export class RecordStore<T extends StoredRecord> {
  private readonly records = new Map<string, T>();

  constructor(
    private readonly options: RecordStoreOptions<T>,
    initial: readonly T[] = [],
  ) {
    for (const record of initial.slice(-options.max)) this.records.set(record.id, record);
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

  async add(record: T): Promise<void> {
    this.records.set(record.id, record);
    for (const id of this.records.keys()) {
      if (this.records.size <= this.options.max) break;
      this.records.delete(id);
    }
    await this.changed();
  }

  async delete(id: string): Promise<void> {
    if (this.records.delete(id)) await this.changed();
  }

  /** Drops every record `keep` refuses, saving only when something went. */
  async retain(keep: (record: T) => boolean): Promise<void> {
    const before = this.records.size;
    for (const [id, record] of this.records) if (!keep(record)) this.records.delete(id);
    if (this.records.size !== before) await this.changed();
  }

  async clear(): Promise<void> {
    this.records.clear();
    await this.changed();
  }

  private async changed(): Promise<void> {
    await this.options.save?.(this.all());
  }
}
