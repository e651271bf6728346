// The one summary of a journal entry: the entry with every one-time code hidden (full entries
// show them on demand). GET /__mock/requests lists it as bytes; the live stream publishes the
// same JSON parsed, so the list and the stream can never disagree.

import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { OTP_LENGTH } from '#common/otp';
import { bodyHead, entryOf, type JournalEntry, parsable } from './entry-view';
import type { JournalRecord } from './journal';

export const maskedCode = '•'.repeat(OTP_LENGTH);

const aCode = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Every `code` value of OTP_LENGTH digits anywhere in `value` (at most MAX_BODY_DEPTH deep). */
export function codesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) codesIn(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'code' && typeof item === 'string' && aCode.test(item)) found.add(item);
      else codesIn(item, found);
    }
  }
  return found;
}

/** `value` with each of `codes` replaced by maskedCode wherever it appears in a string. */
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

/** A code's digits standing alone, and what a cut may leave of one at the end of a text. */
const codeRun = new RegExp(`(?<!\\d)\\d{${OTP_LENGTH}}(?!\\d)`, 'g');
const codeHeadAtEnd = new RegExp(`(?<!\\d)\\d{1,${OTP_LENGTH - 1}}$`);

/**
 * A body shown as text (cut, not JSON, or too deep) with every code hidden: fields cannot be
 * told apart in text, so every run of OTP_LENGTH digits that is not part of a longer number or
 * word reads as maskedCode, and so do the digits a cut left at its end (a code's first part).
 */
export function maskedText(text: string, truncated: boolean): string {
  const masked = text.replace(codeRun, (digits: string, at: number) => {
    const end = at + OTP_LENGTH;
    if (joins(text, at - 1) || joinsAcrossPoint(text, at - 1, at - 2)) return digits;
    if (joins(text, end) || joinsAcrossPoint(text, end, end + 1)) return digits;
    return maskedCode;
  });
  if (!truncated) return masked;
  return masked.replace(codeHeadAtEnd, (digits: string, at: number) =>
    joins(masked, at - 1) || joinsAcrossPoint(masked, at - 1, at - 2)
      ? digits
      : '•'.repeat(digits.length),
  );
}

/**
 * A body's data as JSON text, codes hidden: every `code` field, and the same digits wherever
 * else they appear in it (the outbox repeats the code in its subject and text). Unchanged JSON
 * is its own text, not parsed and serialized again.
 */
function dataPart(text: string, truncated: boolean, mimeType: string): string {
  if (!truncated && parsable(text, mimeType)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    // A JSON string is text like any other.
    if (typeof value === 'string') return JSON.stringify(maskedText(value, false));
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

/**
 * An entry's JSON as UTF-8, made once per record (lazily, at its first read) and kept while the
 * record is: a page of the list is a copy of bytes, not 1,000 bodies parsed, masked and
 * serialized again at each read.
 */
const summaries = new WeakMap<JournalRecord, Buffer>();

/**
 * The summary as UTF-8 JSON, as GET /__mock/requests lists it. Never throws: an entry that cannot
 * be shown otherwise is shown with its bodies as text.
 */
export function summaryJson(record: JournalRecord): Buffer {
  let bytes = summaries.get(record);
  if (bytes === undefined) {
    bytes = Buffer.from(jsonOf(record));
    summaries.set(record, bytes);
  }
  return bytes;
}

/** The same summary as an entry, as the live stream publishes it. */
export function summaryOf(record: JournalRecord): JournalEntry {
  return JSON.parse(summaryJson(record).toString('utf8')) as JournalEntry;
}
