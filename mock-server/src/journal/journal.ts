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

/** A ring buffer of the last `max` records; ids (sequence numbers) keep growing across clears. */
export class Journal {
  private readonly slots: (JournalRecord | undefined)[];
  private count = 0;
  private lastSeq = 0;

  constructor(private readonly max = MAX_JOURNAL_ENTRIES) {
    this.slots = new Array<JournalRecord | undefined>(max).fill(undefined);
  }

  /** Keeps `record` under the next sequence number, dropping the oldest when full. */
  add(fields: Omit<JournalRecord, 'seq'>): JournalRecord {
    this.lastSeq += 1;
    const record = fields as JournalRecord;
    record.seq = this.lastSeq;
    this.slots[record.seq % this.max] = record;
    this.count = Math.min(this.count + 1, this.max);
    return record;
  }

  get(seq: number): JournalRecord | undefined {
    const record = this.slots[seq % this.max];
    return record?.seq === seq ? record : undefined;
  }

  get size(): number {
    return this.count;
  }

  /** Newest first: the order the console and the API show. */
  newestFirst(): JournalRecord[] {
    const records: JournalRecord[] = [];
    for (let seq = this.lastSeq; seq > this.lastSeq - this.count; seq -= 1) {
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
    for (let seq = start; seq > this.lastSeq - this.count; seq -= 1) {
      const record = this.get(seq);
      if (record === undefined || !keep(record)) continue;
      if (records.length === limit) return { records, more: true };
      records.push(record);
    }
    return { records, more: false };
  }

  clear(): void {
    this.slots.fill(undefined);
    this.count = 0;
  }
}
