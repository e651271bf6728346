import { describe, expect, it } from 'vitest';
import { AnswerTooLargeError, UnreadableAnswerError } from '../../src/upstream/answer-body';
import { UpstreamTimeoutError, upstreamFailure } from '../../src/upstream/failure';

const upstream = 'https://staging.example.com';
const wrapped = (code: string, message = code) =>
  Object.assign(new Error('reply-from'), { cause: Object.assign(new Error(message), { code }) });

describe('a failed exchange with the upstream', () => {
  it.each([
    'UND_ERR_HEADERS_TIMEOUT',
    'UND_ERR_BODY_TIMEOUT',
    'UND_ERR_CONNECT_TIMEOUT',
    'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  ])('%s: a 504 naming the timeout', (code) => {
    expect(upstreamFailure(wrapped(code), upstream, 2500)).toEqual({
      status: 504,
      message:
        'The upstream https://staging.example.com did not answer within 2500 ms (MOCK_UPSTREAM_TIMEOUT_MS).',
    });
  });

  it.each([
    ['ECONNREFUSED', 'the connection was refused (is it running?)'],
    ['ECONNRESET', 'the connection was reset'],
    ['UND_ERR_SOCKET', 'the connection closed before a whole answer came'],
    ['ENOTFOUND', 'its host name is unknown'],
    [
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      'its TLS certificate was refused (DEPTH_ZERO_SELF_SIGNED_CERT)',
    ],
    ['EWHATEVER', 'something odd'],
  ])('%s: a 502 saying why', (code, reason) => {
    expect(upstreamFailure(wrapped(code, 'something odd'), upstream, 1000)).toEqual({
      status: 502,
      message: `The upstream https://staging.example.com could not be reached: ${reason}.`,
    });
  });

  it('an answer the mock cannot decode: a 502 saying so', () => {
    const error = new UnreadableAnswerError('its Content-Encoding "zstd" is unknown');
    expect(upstreamFailure(error, upstream, 1000)).toEqual({
      status: 502,
      message:
        'The upstream https://staging.example.com sent an answer the mock cannot read: its Content-Encoding "zstd" is unknown.',
    });
  });

  it('an answer too large to check: a 502', () => {
    expect(upstreamFailure(new AnswerTooLargeError(10), upstream, 1000)).toEqual({
      status: 502,
      message:
        'The upstream https://staging.example.com sent an answer larger than 10 bytes, more than the mock reads to check.',
    });
  });

  it('the whole answer past the deadline: the same 504', () => {
    expect(upstreamFailure(new UpstreamTimeoutError(), upstream, 300).status).toBe(504);
  });

  it.each([
    ['bad response', /broke the exchange: it sent a 100 Continue before its answer/],
    ['bad upgrade', /broke the exchange: it switched protocols \(Upgrade\)/],
  ])('undici’s "%s": a 502 that names what the upstream did', (message, expected) => {
    const { status, message: said } = upstreamFailure(
      wrapped('UND_ERR_SOCKET', message),
      upstream,
      1000,
    );
    expect(status).toBe(502);
    expect(said).toMatch(expected);
  });

  it('an answer that is not HTTP: a 502 naming the parser’s finding', () => {
    expect(
      upstreamFailure(wrapped('HPE_INVALID_HEADER_TOKEN', 'Invalid header token'), upstream, 1000),
    ).toEqual({
      status: 502,
      message:
        'The upstream https://staging.example.com sent an answer that is not valid HTTP/1.1 (HPE_INVALID_HEADER_TOKEN).',
    });
  });

  it('an error of the mock’s own (a TypeError): a 502 that does not repeat its text', () => {
    const failure = upstreamFailure(
      new TypeError('(contentType ?? "").split is not a function'),
      upstream,
      1000,
    );
    expect(failure).toEqual({
      status: 502,
      message:
        'The upstream https://staging.example.com sent an answer the mock failed to handle (its log has the error).',
    });
  });
});
