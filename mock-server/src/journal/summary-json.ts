import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { bodyHead, codesIn, entryOf, maskedText, parsable, withoutCodes } from './entry-view';
import type { JournalRecord } from './journal';

/**
 * An entry's JSON as UTF-8, made once per record (lazily, at its first read) and kept while the
 * record is: the list used to parse, mask and serialize 1,000 bodies per read. Bytes, so a page
 * is a copy of bytes, not a string to flatten and encode again (one MB of it took tens of ms).
 */
const summaries = new WeakMap<JournalRecord, Buffer>();

function dataPart(text: string, truncated: boolean, mimeType: string): string {
  if (!truncated && parsable(text, mimeType)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    if (value !== undefined) {
      const codes = codesIn(value);
      if (codes.size === 0) return text;
      return JSON.stringify(withoutCodes(value, codes));
    }
  }
  return JSON.stringify(maskedText(text, truncated));
}

function bodyParts(
  text: string | undefined,
  truncated: boolean,
  size: number,
  headers: IncomingHttpHeaders | OutgoingHttpHeaders,
): string[] {
  if (text === undefined && size <= 0) return ['null'];
  const head = bodyHead(text, truncated, size, headers);
  if (text === undefined) return [JSON.stringify(head)];
  // `{"mimeType":…,"truncated":…}` opened again to take its data last.
  return [
    `${JSON.stringify(head).slice(0, -1)},"data":`,
    dataPart(text, truncated, head.mimeType),
    '}',
  ];
}

function planOf(record: JournalRecord): string[] {
  const { request, response, ...rest } = entryOf(record, false);
  const requestHeaders = JSON.stringify(request.headers);
  return [
    `${JSON.stringify(rest).slice(0, -1)},"request":{"headers":${requestHeaders},"body":`,
    ...bodyParts(
      record.requestText,
      record.requestTruncated,
      record.requestSize,
      record.requestHeaders,
    ),
    `},"response":{"headers":${JSON.stringify(response.headers)},"body":`,
    ...bodyParts(
      record.responseText,
      record.responseTruncated,
      record.responseSize,
      record.responseHeaders,
    ),
    '}}',
  ];
}

/**
 * The record as GET /__mock/requests lists it (summaryOf's entry: codes masked), as UTF-8 JSON.
 * Never throws: an entry that cannot be shown otherwise is shown with its bodies as text.
 */
export function summaryJson(record: JournalRecord): Buffer {
  let bytes = summaries.get(record);
  if (bytes === undefined) {
    bytes = Buffer.from(jsonOf(record));
    summaries.set(record, bytes);
  }
  return bytes;
}

function jsonOf(record: JournalRecord): string {
  try {
    return planOf(record).join('');
  } catch {
    const entry = entryOf(record, false);
    const asText = (text: string | undefined, truncated: boolean) =>
      text === undefined ? undefined : maskedText(text, truncated);
    if (entry.request.body) {
      entry.request.body.data = asText(record.requestText, record.requestTruncated);
    }
    if (entry.response.body) {
      entry.response.body.data = asText(record.responseText, record.responseTruncated);
    }
    return JSON.stringify(entry);
  }
}
