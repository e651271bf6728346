import { Readable } from 'node:stream';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  AnswerTooLargeError,
  decoded,
  readAnswer,
  UnreadableAnswerError,
} from '../../src/upstream/answer-body';

describe("an upstream answer's body", () => {
  it('is read whole, chunk by chunk', async () => {
    const body = await readAnswer(Readable.from([Buffer.from('{"a":'), Buffer.from('1}')]));
    expect(body.toString()).toBe('{"a":1}');
  });

  it('is refused past the cap, and its stream destroyed', async () => {
    const stream = Readable.from([Buffer.alloc(6), Buffer.alloc(6)]);
    await expect(readAnswer(stream, 10)).rejects.toBeInstanceOf(AnswerTooLargeError);
    expect(stream.destroyed).toBe(true);
  });

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ])('is decoded from %s', (encoding, compress) => {
    expect(decoded(compress(Buffer.from('{"ok":true}')), encoding).toString()).toBe('{"ok":true}');
  });

  it('is left as it is without an encoding, and refused with one the mock cannot read', () => {
    const text = Buffer.from('plain');
    expect(decoded(text, undefined)).toBe(text);
    expect(decoded(text, 'identity')).toBe(text);
    expect(() => decoded(text, 'zstd')).toThrow(UnreadableAnswerError);
    expect(() => decoded(text, 'zstd')).toThrow('its Content-Encoding "zstd" is unknown');
    expect(() => decoded(text, 'gzip')).toThrow(/^its gzip body does not decode/);
  });
});
