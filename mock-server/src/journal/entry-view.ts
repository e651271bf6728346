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

const sixDigits = /^\d{6}$/;

/** Every 6-digit `code` value anywhere in `value` (at most MAX_BODY_DEPTH deep: see bodyOf). */
export function codesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) codesIn(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'code' && typeof item === 'string' && sixDigits.test(item)) found.add(item);
      else codesIn(item, found);
    }
  }
  return found;
}

export function withoutCodes(value: unknown, codes: Set<string>): unknown {
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

// A character that joins digits into a longer number or word ("A761237", "1761237", "1.761237"):
// letters, digits and `_`, but not an escape's letter (`\n761237` in JSON text is a separator).
function joins(text: string, at: number): boolean {
  const char = text[at];
  if (char === undefined || !/[\p{L}\p{N}_]/u.test(char)) return false;
  return !(/\p{L}/u.test(char) && text[at - 1] === '\\');
}

const joinsAcrossPoint = (text: string, point: number, digit: number) =>
  (text[point] === '.' || text[point] === ',') && /\d/.test(text[digit] ?? '');

/**
 * A body shown as text (cut, not JSON, or too deep) with every code hidden: fields cannot be
 * told apart in text, so every 6-digit number that is not part of a longer number or word reads
 * ••••••, and so do the digits a cut left at its end (they may be a code's first half).
 */
export function maskedText(text: string, truncated: boolean): string {
  const masked = text.replace(/(?<!\d)\d{6}(?!\d)/g, (digits: string, at: number) => {
    const end = at + 6;
    if (joins(text, at - 1) || joinsAcrossPoint(text, at - 1, at - 2)) return digits;
    if (joins(text, end) || joinsAcrossPoint(text, end, end + 1)) return digits;
    return maskedCode;
  });
  if (!truncated) return masked;
  return masked.replace(/(?<!\d)\d{1,5}$/, (digits: string, at: number) =>
    joins(masked, at - 1) || joinsAcrossPoint(masked, at - 1, at - 2)
      ? digits
      : '•'.repeat(digits.length),
  );
}

/**
 * A body with its codes hidden: every 6-digit `code` field, and the same digits wherever else
 * they appear in it (the outbox repeats the code in its subject and text).
 */
function masked(body: JournalBody | null): JournalBody | null {
  if (body?.data === undefined) return body;
  if (typeof body.data === 'string')
    return { ...body, data: maskedText(body.data, body.truncated) };
  const codes = codesIn(body.data);
  return codes.size === 0 ? body : { ...body, data: withoutCodes(body.data, codes) };
}

/** The entry as the live stream shows it: codes masked, on demand in the full entry. */
export function summaryOf(record: JournalRecord): JournalEntry {
  const entry = entryOf(record);
  entry.request.body = masked(entry.request.body);
  entry.response.body = masked(entry.response.body);
  return entry;
}
