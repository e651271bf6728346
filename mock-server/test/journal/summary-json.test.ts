import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '#common/otp';
import { entryOf } from '../../src/journal/entry-view';
import type { JournalRecord } from '../../src/journal/journal';
import { maskedCode, summaryJson, summaryOf } from '../../src/journal/summary-json';

const code = '4'.repeat(OTP_LENGTH);
const json = { 'content-type': 'application/json' };

const record = (overrides: Partial<JournalRecord> = {}): JournalRecord => ({
  seq: 7,
  startedAt: 0,
  method: 'POST',
  url: '/api/auth/verify?x=1',
  httpVersion: '1.1',
  requestHeaders: { ...json, cookie: 'session=secret' },
  requestText: JSON.stringify({ email: 'a@b.co', code }),
  requestTruncated: false,
  requestSize: 0,
  status: 200,
  durationMs: 3,
  responseHeaders: json,
  responseText: JSON.stringify([{ subject: `Your code: ${code}`, code }]),
  responseTruncated: false,
  responseSize: 0,
  ...overrides,
});

const listed = (from: JournalRecord) => JSON.parse(summaryJson(from).toString('utf8')) as unknown;

describe('the summary of a journal entry', () => {
  it('is the full entry with each code field hidden wherever its body repeats it', () => {
    const entry = entryOf(record());
    expect(summaryOf(record())).toEqual({
      ...entry,
      request: {
        ...entry.request,
        body: { ...entry.request.body, data: { email: 'a@b.co', code: maskedCode } },
      },
      response: {
        ...entry.response,
        body: {
          ...entry.response.body,
          data: [{ subject: `Your code: ${maskedCode}`, code: maskedCode }],
        },
      },
    });
    expect(maskedCode).toHaveLength(OTP_LENGTH);
  });

  it('is the same for the list and the live stream', () => {
    for (const one of [
      record(),
      record({ requestText: undefined, responseText: undefined }),
      record({ responseHeaders: { 'content-type': 'text/plain' }, responseText: `code ${code}.` }),
      record({ responseText: `{"code":"1${code.slice(1)}`, responseTruncated: true }),
    ]) {
      expect(summaryOf(one)).toEqual(listed(one));
    }
  });

  it('keeps JSON without a code as its own text', () => {
    const text = '{ "success" : true }';
    expect(summaryJson(record({ requestText: text })).toString('utf8')).toContain(text);
  });

  it('hides a code in a text body, and what a cut left of one at its end', () => {
    const text = `code ${code} and ${code.slice(0, -2)}`;
    const summary = summaryOf(
      record({
        responseHeaders: { 'content-type': 'text/plain' },
        responseText: text,
        responseTruncated: true,
      }),
    );
    expect(summary.response.body?.data).toBe(
      `code ${maskedCode} and ${'•'.repeat(OTP_LENGTH - 2)}`,
    );
  });

  it('hides a code that is a whole JSON string', () => {
    expect(summaryOf(record({ responseText: JSON.stringify(code) })).response.body?.data).toBe(
      maskedCode,
    );
  });

  it('leaves longer numbers alone', () => {
    const longer = `${code}1`;
    const summary = summaryOf(
      record({ responseHeaders: { 'content-type': 'text/plain' }, responseText: longer }),
    );
    expect(summary.response.body?.data).toBe(longer);
  });
});
