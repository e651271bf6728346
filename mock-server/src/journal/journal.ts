import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { ContractViolation } from '../contract/violation';

/** How many requests the journal keeps; the oldest goes when one more arrives. */
export const MAX_JOURNAL_ENTRIES = 1000;

/** Bodies kept per request or answer; beyond this only the first part stays (`truncated`). */
export const MAX_JOURNAL_BODY_BYTES = 16 * 1024;

/**
 * One request as the hooks saw it, kept cheap to make: header objects by reference, bodies as
 * the text that went over the wire. Everything a reader wants (redaction, parsing, masking) is
 * done when the journal is read, not on the request's path.
 */
export interface JournalRecord {
  seq: number;
  /** Epoch ms, from the app's clock. */
  startedAt: number;
  method: string;
  url: string;
  httpVersion: string;
  requestHeaders: IncomingHttpHeaders;
  /** The JSON body as received (before defaults), cut at MAX_JOURNAL_BODY_BYTES. */
  requestText: string | undefined;
  requestTruncated: boolean;
  requestSize: number;
  status: number;
  durationMs: number;
  responseHeaders: OutgoingHttpHeaders;
  /** A JSON or text answer's body, cut at MAX_JOURNAL_BODY_BYTES; never a static file's bytes. */
  responseText: string | undefined;
  responseTruncated: boolean;
  responseSize: number;
  /**
   * What a fault scenario did instead of answering ("reset", "empty", "malformed", "hang");
   * absent for an answer. `status` is then 0 when no status line was sent.
   */
  fault?: string;
  /** The openapi.yaml operation the request's route answers; absent for any other route. */
  operation?: string;
  /** A scenario or a `Prefer` header chose the answer, not the operation's behaviour. */
  forced?: true;
  /** Proxy mode (MOCK_UPSTREAM): where the request or the upstream's answer broke openapi.yaml. */
  violations?: ContractViolation[];
  /** Proxy mode: the request was forwarded; absent when the mock answered it itself. */
  upstream?: UpstreamExchange;
}

/** Where a request was forwarded in proxy mode, and what status the upstream answered. */
export interface UpstreamExchange {
  /** The URL it went to (MOCK_UPSTREAM and the request's path, without the query). */
  url: string;
  /**
   * The upstream's own status; null when it gave none (unreachable, too slow). The record's
   * `status` is what the browser got: a 502 in strict mode for an answer that broke the contract.
   */
  status: number | null;
}

/**
 * The most bytes (estimated: bodies, URL, headers and a fixed overhead per record) the journals of
 * every namespace hold together. Each journal keeps its own MAX_JOURNAL_ENTRIES too; past this sum,
 * the oldest record anywhere goes, so many busy namespaces cannot grow the server without bound.
 */
export const MAX_JOURNAL_TOTAL_BYTES = 64 * 1024 * 1024;

/** What a record's headers, bodies and object cost, roughly; strings counted at a byte a character. */
const recordOverheadBytes = 512;

function headerBytes(headers: IncomingHttpHeaders | OutgoingHttpHeaders): number {
  let bytes = 0;
  for (const name in headers) {
    const value = headers[name];
    bytes += name.length + 16;
    if (typeof value === 'string') bytes += value.length;
    else if (Array.isArray(value)) for (const item of value) bytes += item.length + 16;
    else bytes += 16;
  }
  return bytes;
}

export function estimatedBytes(record: Omit<JournalRecord, 'seq'>): number {
  return (
    recordOverheadBytes +
    record.url.length +
    (record.requestText?.length ?? 0) +
    (record.responseText?.length ?? 0) +
    headerBytes(record.requestHeaders) +
    headerBytes(record.responseHeaders)
  );
}

interface Charge {
  journal: Journal;
  record: JournalRecord;
  bytes: number;
  /** Set once the record left its journal (its own ring, a clear, or this budget). */
  released: boolean;
}

/**
 * The byte budget every namespace's journal shares: records are charged in the order they were
 * kept, so the oldest anywhere is the first to go when the sum passes `maxBytes`.
 */
export class JournalBudget {
  private charges: (Charge | undefined)[] = [];
  private head = 0;
  private held = 0;
  private used = 0;
  private readonly byRecord = new WeakMap<JournalRecord, Charge>();

  constructor(readonly maxBytes = MAX_JOURNAL_TOTAL_BYTES) {}

  /** Bytes the journals hold now. */
  get usedBytes(): number {
    return this.used;
  }

  charge(journal: Journal, record: JournalRecord, bytes: number): void {
    const charge: Charge = { journal, record, bytes, released: false };
    this.byRecord.set(record, charge);
    this.charges.push(charge);
    this.held += 1;
    this.used += bytes;
    while (this.used > this.maxBytes && this.head < this.charges.length) {
      const oldest = this.charges[this.head];
      this.charges[this.head] = undefined;
      this.head += 1;
      if (oldest && !oldest.released) oldest.journal.drop(oldest.record);
    }
    this.compact();
  }

  /** A journal let `record` go: its bytes are free again. */
  release(record: JournalRecord): void {
    const charge = this.byRecord.get(record);
    if (!charge || charge.released) return;
    charge.released = true;
    this.held -= 1;
    this.used -= charge.bytes;
  }

  // Records a journal dropped on its own (its ring, a clear) stay queued until the budget reaches
  // them; drop those references once they outnumber the live ones.
  private compact(): void {
    const queued = this.charges.length - this.head;
    if (queued < 1024 || queued < 2 * this.held) return;
    this.charges = this.charges.slice(this.head).filter((charge) => charge && !charge.released);
    this.head = 0;
  }
}

/**
 * A ring of the last `max` records; ids (sequence numbers) keep growing across clears. Its slots
 * are allocated as records arrive, so a namespace that made one request holds one record's worth.
 */
export class Journal {
  private readonly slots: (JournalRecord | undefined)[] = [];
  /** How far back from `lastSeq` records may be: the ring's reach since the last clear. */
  private span = 0;
  private held = 0;
  private lastSeq = 0;

  constructor(
    private readonly max = MAX_JOURNAL_ENTRIES,
    private readonly budget?: JournalBudget,
  ) {}

  /** Keeps `record` under the next sequence number, dropping the oldest when full. */
  add(fields: Omit<JournalRecord, 'seq'>): JournalRecord {
    this.lastSeq += 1;
    const record = fields as JournalRecord;
    record.seq = this.lastSeq;
    const index = record.seq % this.max;
    const previous = this.slots[index];
    if (previous) this.release(previous);
    this.slots[index] = record;
    this.held += 1;
    this.span = Math.min(this.span + 1, this.max);
    this.budget?.charge(this, record, estimatedBytes(fields));
    return record;
  }

  get(seq: number): JournalRecord | undefined {
    const record = this.slots[seq % this.max];
    return record?.seq === seq ? record : undefined;
  }

  /** Records held now. */
  get size(): number {
    return this.held;
  }

  /** Newest first: the order the console and the API show. */
  newestFirst(): JournalRecord[] {
    const records: JournalRecord[] = [];
    for (let seq = this.lastSeq; seq > this.lastSeq - this.span; seq -= 1) {
      const record = this.get(seq);
      if (record) records.push(record);
    }
    return records;
  }

  /**
   * Newest first, older than `before` (a sequence number): the first `limit` records `keep`
   * lets through, and whether an older one passes too (another page).
   */
  page(
    keep: (record: JournalRecord) => boolean,
    limit: number,
    before = Number.POSITIVE_INFINITY,
  ): { records: JournalRecord[]; more: boolean } {
    const records: JournalRecord[] = [];
    const start = Math.min(this.lastSeq, before - 1);
    for (let seq = start; seq > this.lastSeq - this.span; seq -= 1) {
      const record = this.get(seq);
      if (record === undefined || !keep(record)) continue;
      if (records.length === limit) return { records, more: true };
      records.push(record);
    }
    return { records, more: false };
  }

  /** Lets one record go (the shared byte budget's oldest). */
  drop(record: JournalRecord): void {
    const index = record.seq % this.max;
    if (this.slots[index] !== record) return;
    this.slots[index] = undefined;
    this.release(record);
  }

  clear(): void {
    for (const record of this.slots) if (record) this.release(record);
    this.slots.length = 0;
    this.span = 0;
  }

  private release(record: JournalRecord): void {
    this.held -= 1;
    this.budget?.release(record);
  }
}

/** What a fault sent before it broke off, if anything (a malformed answer's start). */
export interface FaultAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}
