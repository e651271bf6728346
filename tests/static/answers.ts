// Fetching the same URL from nginx and from the mock server, and what "the same answer" means.

import { expect } from 'vitest';

/**
 * Headers that describe the connection or the cache validator rather than the answer: nginx and
 * the mock differ there by design (nginx's ETag and Last-Modified come from the file's mtime and
 * size, the mock's ETag from a hash of its bytes; both revalidate). Everything else must match.
 */
export const transportHeaders = new Set([
  'date',
  'server',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'etag',
  'last-modified',
  'accept-ranges',
]);

export type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** One GET, not followed, with the given Accept-Encoding; the body decoded by fetch. */
export async function get(
  origin: string,
  path: string,
  acceptEncoding = 'br, gzip',
): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {
    headers: { 'accept-encoding': acceptEncoding },
    redirect: 'manual',
  });
  const body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !transportHeaders.has(name)),
  );
  return { status: response.status, headers, body };
}

/** nginx answers `path` exactly as the mock does: status, every header but transport, bytes. */
export async function expectSameAnswer(
  nginx: string,
  mock: string,
  path: string,
  acceptEncoding = 'br, gzip',
): Promise<Answer> {
  const [ours, reference] = await Promise.all([
    get(nginx, path, acceptEncoding),
    get(mock, path, acceptEncoding),
  ]);
  const what = `${path} (Accept-Encoding: ${acceptEncoding})`;
  expect(ours.status, what).toBe(reference.status);
  expect(ours.headers, what).toEqual(reference.headers);
  expect(ours.body.equals(reference.body), `${what}: the same bytes`).toBe(true);
  return ours;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** The text of the page's one <h1>, tags stripped and entities decoded. */
export function headingOf(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match?.[1]) return null;
  return match[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name] ?? whole;
    })
    .trim();
}
