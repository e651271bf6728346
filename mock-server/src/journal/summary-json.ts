import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import {
  bodyHead,
  codesIn,
  entryOf,
  holdsCode,
  maskedText,
  parsable,
  withoutCodes,
} from './entry-view';
import type { JournalRecord } from './journal';

/** A piece of an entry's JSON: fixed text, or text made at each read (a masked copy). */
type Part = string | (() => string);

/**
 * What reading a record costs, paid once: the entry's JSON cut around its two bodies' data.
 * A body that needs no masking is its own text (valid JSON, no copy kept); one that does is
 * masked again at each read, so the journal never holds a second, masked copy of its bodies.
 */
const plans = new WeakMap<JournalRecord, Part[]>();

function dataPart(text: string, truncated: boolean, mimeType: string): Part {
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
      return () => JSON.stringify(withoutCodes(JSON.parse(text), codes));
    }
  }
  if (holdsCode(text, truncated)) return () => JSON.stringify(maskedText(text, truncated));
  return () => JSON.stringify(text);
}

function bodyParts(
  text: string | undefined,
  truncated: boolean,
  size: number,
  headers: IncomingHttpHeaders | OutgoingHttpHeaders,
): Part[] {
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

function planOf(record: JournalRecord): Part[] {
  const { request, response, ...rest } = entryOf(record, false);
  return [
    `${JSON.stringify(rest).slice(0, -1)},"request":{"headers":${JSON.stringify(request.headers)},"body":`,
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

const render = (parts: Part[]) =>
  parts.map((part) => (typeof part === 'string' ? part : part())).join('');

/**
 * The record as GET /__mock/requests lists it (summaryOf's entry: codes masked), as JSON text.
 * Never throws: an entry that cannot be shown otherwise is shown with its bodies as text.
 */
export function summaryJson(record: JournalRecord): string {
  try {
    let plan = plans.get(record);
    if (plan === undefined) {
      plan = planOf(record);
      plans.set(record, plan);
    }
    return render(plan);
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
