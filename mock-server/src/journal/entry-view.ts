import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { ContractViolation } from '../contract/violation';
import { type JournalRecord, MAX_JOURNAL_BODY_BYTES, type UpstreamExchange } from './journal';

/** A body as the API shows it: parsed when it is complete JSON, else the text (or nothing). */
export interface JournalBody {
  mimeType: string;
  /** Bytes on the wire; -1 when unknown. */
  size: number;
  truncated: boolean;
  /** Absent for answers the journal does not keep (static files, binary, compressed). */
  data?: unknown;
}

export interface JournalEntry {
  id: string;
  startedAt: string;
  method: string;
  url: string;
  path: string;
  query: Record<string, string | string[]>;
  /** 0 when a fault sent no status line. */
  status: number;
  durationMs: number;
  /** What a fault scenario did instead of answering ("reset", "empty", "malformed", "hang"). */
  fault: string | null;
  /** Proxy mode: where the request or the upstream's answer broke openapi.yaml; [] otherwise. */
  violations: ContractViolation[];
  /** Proxy mode: where the request was forwarded and the upstream's own status; absent otherwise. */
  upstream?: UpstreamExchange;
  request: { headers: Record<string, string | string[]>; body: JournalBody | null };
  response: { headers: Record<string, string | string[]>; body: JournalBody | null };
}

export const redacted = '[redacted]';

// Credentials never sit in the journal's answers: the session cookie signs in whoever holds it.
const secretHeaders = new Set(['cookie', 'authorization', 'proxy-authorization', 'set-cookie']);

export function headerRecord(
  headers: IncomingHttpHeaders | OutgoingHttpHeaders,
): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    if (secretHeaders.has(lower)) record[lower] = redacted;
    else record[lower] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return record;
}

const headerText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value);

export function mimeTypeOf(headers: IncomingHttpHeaders | OutgoingHttpHeaders): string {
  const type = headerText(headers['content-type']);
  return typeof type === 'string' ? type : '';
}

const isJson = (mimeType: string) => /^application\/(?:[\w.+-]*\+)?json\b/i.test(mimeType);

/** JSON and text answers are worth keeping; images, fonts and archives are not. */
export function isTextual(mimeType: string): boolean {
  return isJson(mimeType) || /^text\//i.test(mimeType);
}

/**
 * The first MAX_JOURNAL_BODY_BYTES characters (a UTF-16 approximation of bytes, on purpose), as
 * a string of their own: V8's `slice` keeps a view into the parent, so 16 KB "kept" of a 5 MB
 * answer held all 5 MB alive. A Buffer round trip copies them; a surrogate pair is never split.
 */
export function capped(text: string): string {
  if (!isCut(text)) return text;
  let end = MAX_JOURNAL_BODY_BYTES;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return Buffer.from(text.slice(0, end), 'utf8').toString('utf8');
}

export const isCut = (text: string) => text.length > MAX_JOURNAL_BODY_BYTES;

/**
 * Bodies nested deeper than this are shown as their text: no body the site sends comes close,
 * and walking (or serializing) a hostile 8,000-deep array is what broke the list.
 */
export const MAX_BODY_DEPTH = 100;

/** Whether JSON `text` nests deeper than `max` (a scan: no parse, no recursion). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

/** Whether `text`, a complete body of type `mimeType`, is JSON the journal may parse. */
export function parsable(text: string, mimeType: string): boolean {
  return isJson(mimeType) && !nestsDeeperThan(text, MAX_BODY_DEPTH);
}

function bodyOf(
  text: string | undefined,
  truncated: boolean,
  size: number,
  headers: IncomingHttpHeaders | OutgoingHttpHeaders,
  withData: boolean,
): JournalBody | null {
  if (text === undefined && size <= 0) return null;
  const body = bodyHead(text, truncated, size, headers);
  if (text === undefined || !withData) return body;
  if (!body.truncated && parsable(text, body.mimeType)) {
    try {
      body.data = JSON.parse(text);
      return body;
    } catch {
      // Not JSON after all: the text says what it was.
    }
  }
  body.data = text;
  return body;
}

/** A body's fields but its data. */
export function bodyHead(
  text: string | undefined,
  truncated: boolean,
  size: number,
  headers: IncomingHttpHeaders | OutgoingHttpHeaders,
): JournalBody {
  const mimeType = mimeTypeOf(headers) || 'application/octet-stream';
  // A chunked body has no Content-Length: its kept text is the best measure there is.
  const kept = text === undefined ? 0 : Buffer.byteLength(text);
  return { mimeType, size: size > 0 ? size : kept, truncated };
}

function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const seen = query[name];
    if (seen === undefined) query[name] = value;
    else query[name] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

/** The full entry, codes and all (GET /__mock/requests/:id); `withData: false` leaves data out. */
export function entryOf(record: JournalRecord, withData = true): JournalEntry {
  const end = record.url.indexOf('?');
  return {
    id: String(record.seq),
    startedAt: new Date(record.startedAt).toISOString(),
    method: record.method,
    url: record.url,
    path: end === -1 ? record.url : record.url.slice(0, end),
    query: end === -1 ? {} : queryOf(record.url.slice(end + 1)),
    status: record.status,
    durationMs: record.durationMs,
    fault: record.fault ?? null,
    violations: record.violations ?? [],
    ...(record.upstream === undefined ? {} : { upstream: { ...record.upstream } }),
    request: {
      headers: headerRecord(record.requestHeaders),
      body: bodyOf(
        record.requestText,
        record.requestTruncated,
        record.requestSize,
        record.requestHeaders,
        withData,
      ),
    },
    response: {
      headers: headerRecord(record.responseHeaders),
      body: bodyOf(
        record.responseText,
        record.responseTruncated,
        record.responseSize,
        record.responseHeaders,
        withData,
      ),
    },
  };
}
