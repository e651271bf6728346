import { STATUS_CODES } from 'node:http';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { headerRecord, mimeTypeOf } from './entry-view';
import type { JournalRecord } from './journal';

interface NameValue {
  name: string;
  value: string;
}

function pairs(headers: Record<string, string | string[]>): NameValue[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => ({ name, value: item })),
  );
}

/**
 * The request's URL on our own origin, its path as received: a raw `//evil.example/steal` is a
 * path here, never another host, and one the URL parser refuses is percent-encoded instead.
 */
export function harUrl(raw: string, origin: string): URL {
  const base = new URL(origin);
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  try {
    const url = new URL(`${base.origin}${path}`);
    if (url.origin === base.origin) return url;
  } catch {
    // Encoded below.
  }
  return new URL(`${base.origin}/${encodeURIComponent(path.slice(1)).replaceAll('%2F', '/')}`);
}

/**
 * The mock's own entry fields (HAR allows custom ones with a leading underscore): the operation
 * answered, whether a scenario or `Prefer` forced the answer, and in proxy mode the upstream's
 * status and what broke openapi.yaml.
 */
function contractFields(record: JournalRecord) {
  const { operation, forced, upstream, violations } = record;
  return {
    ...(operation === undefined ? {} : { _operation: operation }),
    ...(forced ? { _forced: true } : {}),
    ...(upstream === undefined ? {} : { _upstreamStatus: upstream.status }),
    ...(violations === undefined || violations.length === 0 ? {} : { _violations: violations }),
  };
}

function harAnswerEntry(record: JournalRecord, origin: string) {
  const requestHeaders = headerRecord(record.requestHeaders);
  const responseHeaders = headerRecord(record.responseHeaders);
  const responseType = mimeTypeOf(record.responseHeaders);
  const url = harUrl(record.url, origin);
  const content: { size: number; mimeType: string; text?: string } = {
    size: Math.max(record.responseSize, 0),
    mimeType: responseType,
  };
  if (record.responseText !== undefined) content.text = record.responseText;
  const request: Record<string, unknown> = {
    method: record.method,
    url: url.href,
    httpVersion: record.httpVersion,
    cookies: [],
    headers: pairs(requestHeaders),
    queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
    headersSize: -1,
    bodySize: record.requestSize,
  };
  if (record.requestText !== undefined) {
    request.postData = { mimeType: mimeTypeOf(record.requestHeaders), text: record.requestText };
  }
  return {
    startedDateTime: new Date(record.startedAt).toISOString(),
    time: record.durationMs,
    ...contractFields(record),
    request,
    response: {
      status: record.status,
      statusText: STATUS_CODES[record.status] ?? '',
      httpVersion: record.httpVersion,
      cookies: [],
      headers: pairs(responseHeaders),
      content,
      redirectURL: typeof responseHeaders.location === 'string' ? responseHeaders.location : '',
      headersSize: -1,
      bodySize: record.responseSize,
    },
    cache: {},
    timings: { send: 0, wait: record.durationMs, receive: 0 },
  };
}

/**
 * A fault's entry, as browsers export a failed request: status 0 when no status line came,
 * `_error` (Chromium's field) and the response's `comment` (HAR 1.2's) saying what was done.
 */
function harFaultEntry(record: JournalRecord, origin: string) {
  const entry = harAnswerEntry(record, origin);
  const fault = `fault: ${record.fault}`;
  return {
    ...entry,
    response: {
      ...entry.response,
      statusText: record.status === 0 ? '' : entry.response.statusText,
      comment: fault,
      _error: fault,
    },
  };
}

function harEntry(record: JournalRecord, origin: string) {
  return record.fault === undefined
    ? harAnswerEntry(record, origin)
    : harFaultEntry(record, origin);
}

/** Entries serialized between two turns of the event loop while a HAR is streamed. */
const entriesPerTurn = 20;

/**
 * The journal as HAR 1.2 (oldest first, as browsers export), codes in the clear: it is the
 * developer's own export. Cookie and Authorization values stay redacted, as in the API.
 * Streamed as JSON text one entry at a time, giving the event loop back every few entries: a
 * full journal (16 MB of bodies) no longer holds every other request for seconds.
 */
export function harStream(records: JournalRecord[], origin: string, version: string): Readable {
  async function* chunks() {
    const head = JSON.stringify({ version: '1.2', creator: { name: 'testbeam-mock', version } });
    yield `{"log":${head.slice(0, -1)},"entries":[`;
    for (const [index, record] of records.entries()) {
      if (index > 0 && index % entriesPerTurn === 0) await nextTurn();
      yield `${index === 0 ? '' : ','}${JSON.stringify(harEntry(record, origin))}`;
    }
    yield ']}}';
  }
  return Readable.from(chunks(), { objectMode: false });
}
