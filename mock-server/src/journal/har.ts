import { STATUS_CODES } from 'node:http';
import { entryOf, headerRecord, mimeTypeOf } from './entry-view';
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

function harEntry(record: JournalRecord, origin: string) {
  const entry = entryOf(record);
  const requestHeaders = headerRecord(record.requestHeaders);
  const responseHeaders = headerRecord(record.responseHeaders);
  const responseType = mimeTypeOf(record.responseHeaders);
  const url = new URL(record.url, origin);
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
    startedDateTime: entry.startedAt,
    time: record.durationMs,
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
 * The journal as HAR 1.2 (oldest first, as browsers export), codes in the clear: it is the
 * developer's own export. Cookie and Authorization values stay redacted, as in the API.
 */
export function harOf(records: JournalRecord[], origin: string, version: string) {
  return {
    log: {
      version: '1.2',
      creator: { name: 'testbeam-mock', version },
      entries: records.map((record) => harEntry(record, origin)),
    },
  };
}
