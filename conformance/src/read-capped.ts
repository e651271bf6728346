// What the run reads of one answer (the target's or the inbox's): at most MAX_ANSWER_BYTES, so a
// peer that answers without end cannot fill the runner's memory. The rest is left unread.

/** Far above any answer openapi.yaml documents, or any inbox a run reads. */
export const MAX_ANSWER_BYTES = 1024 * 1024;

export interface CappedText {
  text: string;
  /** The answer went on past `max`: `text` is its first `max` bytes. */
  truncated: boolean;
}

export async function readCapped(response: Response, max = MAX_ANSWER_BYTES): Promise<CappedText> {
  if (!response.body) return { text: '', truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
    if (size > max) {
      await reader.cancel();
      return { text: Buffer.concat(chunks).subarray(0, max).toString('utf8'), truncated: true };
    }
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated: false };
}

export const tooLargeDetail = (max = MAX_ANSWER_BYTES) =>
  `the answer is larger than ${max} bytes, more than the run reads of one answer: the rest was not read or checked`;
