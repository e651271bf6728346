import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { type JournalRecord, MAX_JOURNAL_BODY_BYTES } from './journal';

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
  status: number;
  durationMs: number;
  request: { headers: Record<string, string | string[]>; body: JournalBody | null };
  response: { headers: Record<string, string | string[]>; body: JournalBody | null };
}

export const redacted = '[redacted]';
export const maskedCode = '••••••';

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

/** The first MAX_JOURNAL_BODY_BYTES characters (a UTF-16 approximation of bytes, on purpose). */
export function capped(text: string): string {
  return isCut(text) ? text.slice(0, MAX_JOURNAL_BODY_BYTES) : text;
}

export const isCut = (text: string) => text.length > MAX_JOURNAL_BODY_BYTES;

function bodyOf(
  text: string | undefined,
  truncated: boolean,
  size: number,
  headers: IncomingHttpHeaders | OutgoingHttpHeaders,
): JournalBody | null {
  if (text === undefined && size <= 0) return null;
  const mimeType = mimeTypeOf(headers) || 'application/octet-stream';
  // A chunked body has no Content-Length: its kept text is the best measure there is.
  const kept = text === undefined ? 0 : Buffer.byteLength(text);
  const body: JournalBody = { mimeType, size: size > 0 ? size : kept, truncated };
  if (text === undefined) return body;
  if (isJson(mimeType) && !body.truncated) {
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

function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const seen = query[name];
    if (seen === undefined) query[name] = value;
    else query[name] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

/** The full entry, codes and all (GET /__mock/requests/:id). */
export function entryOf(record: JournalRecord): JournalEntry {
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
    request: {
      headers: headerRecord(record.requestHeaders),
      body: bodyOf(
        record.requestText,
        record.requestTruncated,
        record.requestSize,
        record.requestHeaders,
      ),
    },
    response: {
      headers: headerRecord(record.responseHeaders),
      body: bodyOf(
        record.responseText,
        record.responseTruncated,
        record.responseSize,
        record.responseHeaders,
      ),
    },
  };
}

const sixDigits = /^\d{6}$/;

/** Every 6-digit `code` value anywhere in `value`. */
function codesIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) codesIn(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'code' && typeof item === 'string' && sixDigits.test(item)) found.add(item);
      else codesIn(item, found);
    }
  }
  return found;
}

function withoutCodes(value: unknown, codes: Set<string>): unknown {
  if (typeof value === 'string') {
    let text = value;
    for (const code of codes) text = text.replaceAll(code, maskedCode);
    return text;
  }
  if (Array.isArray(value)) return value.map((item) => withoutCodes(item, codes));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutCodes(item, codes)]),
    );
  }
  return value;
}

/**
 * A body with its codes hidden: every 6-digit `code` field, and the same digits wherever else
 * they appear in it (the outbox repeats the code in its subject and text).
 */
function masked(body: JournalBody | null): JournalBody | null {
  if (body?.data === undefined) return body;
  if (typeof body.data === 'string') {
    // Cut JSON or text: hide what reads as a code field.
    const data = body.data.replace(/("code"\s*:\s*")\d{6}"/g, `$1${maskedCode}"`);
    return { ...body, data };
  }
  const codes = codesIn(body.data, new Set());
  return codes.size === 0 ? body : { ...body, data: withoutCodes(body.data, codes) };
}

/** The entry as lists and the live stream show it: codes masked, on demand in the full entry. */
export function summaryOf(record: JournalRecord): JournalEntry {
  const entry = entryOf(record);
  entry.request.body = masked(entry.request.body);
  entry.response.body = masked(entry.response.body);
  return entry;
}
