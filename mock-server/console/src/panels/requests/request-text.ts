// A journal entry's bodies and headers as the details dialog prints them.
import type { JournalBody } from '../../types';

export const bodyText = (body: JournalBody | null) => {
  if (body === null) return 'No body.';
  if (body.data === undefined) return `${body.mimeType}, ${body.size} bytes (not copied).`;
  const text = typeof body.data === 'string' ? body.data : JSON.stringify(body.data, null, 2);
  return body.truncated ? `${text}\n… (cut at 16 KB)` : text;
};

export const headersText = (headers: Record<string, string | string[]>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
    .join('\n');
