import { describe, expect, it } from 'vitest';
import { differenceOf } from './behaviour';
import type { Answer } from './sender';

const refusal = (headers: Record<string, string> = {}, text?: string): Answer => ({
  status: 401,
  headers: new Headers({
    'content-type': 'application/json; charset=utf-8',
    'x-ratelimit-remaining': '7',
    date: new Date().toUTCString(),
    ...headers,
  }),
  text: text ?? '{"success":false,"message":"Invalid or expired code."}',
});

describe('refusal_reveals_nothing: differenceOf', () => {
  it('sees no difference in the connection, the time, a counter or the order of JSON keys', () => {
    const other = refusal(
      { 'x-ratelimit-remaining': '6', date: 'Thu, 01 Jan 1970 00:00:00 GMT', connection: 'close' },
      '{"message":"Invalid or expired code.","success":false}',
    );
    expect(differenceOf(refusal(), other)).toBeUndefined();
  });

  it('names a different status, message, media type or header', () => {
    expect(differenceOf(refusal(), { ...refusal(), status: 404 })).toBe('status 401 and 404');
    expect(
      differenceOf(refusal(), refusal({}, '{"success":false,"message":"No code was sent."}')),
    ).toMatch(/^bodies /);
    expect(differenceOf(refusal(), refusal({ 'content-type': 'text/plain' }))).toMatch(
      /^Content-Type /,
    );
    expect(differenceOf(refusal({ 'x-account': 'none' }), refusal())).toBe(
      'headers only one has: x-account',
    );
  });
});
