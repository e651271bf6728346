import { posix } from 'node:path';
import type { Representation, SiteFile } from './site-files';

/**
 * The decoded, normalised path of a request URL (query and fragment dropped), or null when a
 * %-escape is malformed. `..` collapses at the root (`/../x` → `/x`), and the result is only
 * ever a key into the in-memory map, so no URL can reach a file outside the site.
 */
export function sitePathOf(url: string): string | null {
  const end = url.search(/[?#]/);
  let path = end === -1 ? url : url.slice(0, end);
  // Absolute-form request targets (`GET http://host/x`) are legal HTTP; keep only the path.
  if (!path.startsWith('/')) path = URL.canParse(path) ? new URL(path).pathname : `/${path}`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  return posix.normalize(decoded);
}

type Encoding = 'br' | 'gzip';

/** Parses Accept-Encoding into coding → q (RFC 9110 §12.5.3); a bad q counts as refusal. */
function acceptedCodings(header: string): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() === 'q') {
        const parsed = Number(value.trim());
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    codings.set(name.trim().toLowerCase(), q);
  }
  return codings;
}

/**
 * The representation to send: the highest-q compressed form the client accepts (br wins a tie,
 * being smaller), else the plain bytes. `q=0` means "never", `*` stands for any unlisted coding.
 */
export function chooseRepresentation(file: SiteFile, acceptEncoding?: string): Representation {
  if (!acceptEncoding || (!file.br && !file.gzip)) return file.identity;
  const codings = acceptedCodings(acceptEncoding);
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (!file[encoding]) continue;
    const q =
      codings.get(encoding) ??
      (encoding === 'gzip' ? codings.get('x-gzip') : undefined) ??
      codings.get('*') ??
      0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return (best && file[best]) || file.identity;
}

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2), so `W/"x"` matches `"x"`. */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}
