// An upstream answer's body, read whole so it can be checked before it goes on.

import type { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** Far above any answer of openapi.yaml (a few hundred bytes); more is refused as a 502. */
export const MAX_ANSWER_BYTES = 1024 * 1024;

export class AnswerTooLargeError extends Error {
  constructor(readonly max: number) {
    super(`an answer larger than ${max} bytes, more than the mock reads to check`);
  }
}

/** An answer whose Content-Encoding the mock cannot undo (unknown, or the bytes are broken). */
export class UnreadableAnswerError extends Error {}

/** Reads `stream` to its end, or fails once it passes `max` bytes (the stream is then destroyed). */
export async function readAnswer(stream: Readable, max = MAX_ANSWER_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > max) {
      stream.destroy();
      throw new AnswerTooLargeError(max);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * The body without its Content-Encoding. The upstream is asked for none (`identity`), but may
 * compress anyway; what cannot be decoded throws.
 */
export function decoded(body: Buffer, encoding: string | string[] | undefined): Buffer {
  const name = (Array.isArray(encoding) ? encoding.join(',') : (encoding ?? ''))
    .trim()
    .toLowerCase();
  const options = { maxOutputLength: MAX_ANSWER_BYTES };
  if (name === '' || name === 'identity' || body.length === 0) return body;
  const decode =
    name === 'gzip' || name === 'x-gzip'
      ? gunzipSync
      : name === 'deflate'
        ? inflateSync
        : name === 'br'
          ? brotliDecompressSync
          : null;
  if (decode === null) throw new UnreadableAnswerError(`its Content-Encoding "${name}" is unknown`);
  try {
    return decode(body, options);
  } catch (error) {
    throw new UnreadableAnswerError(
      `its ${name} body does not decode (${(error as Error).message})`,
    );
  }
}
