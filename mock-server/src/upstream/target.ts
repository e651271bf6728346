// The path the upstream gets, rebuilt segment by segment from the request's own: never the
// request target pasted after MOCK_UPSTREAM. Browsers send a plain path (origin-form); anything
// else (an absolute URL, `*`, a dot segment, an encoded slash) is refused, not guessed at.

export type UpstreamTarget = { path: string; query: string } | { refused: string };

/** What a segment keeps unescaped: RFC 3986's pchar, beyond what encodeURIComponent leaves. */
const keptInSegment = /%(?:24|26|2B|2C|3A|3B|3D|40)/g;
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(keptInSegment, (escape) => decodeURIComponent(escape));

/**
 * `/%61pi/auth/generate?x=1` → `{ path: '/api/auth/generate', query: '?x=1' }`: each segment
 * decoded and escaped again the one way, so the upstream routes on the path the mock routed on.
 */
export function upstreamTarget(url: string): UpstreamTarget {
  if (!url.startsWith('/')) {
    return { refused: 'it is not a path (an absolute URL or another request-target form)' };
  }
  const end = url.indexOf('?');
  const raw = end === -1 ? url : url.slice(0, end);
  const query = end === -1 ? '' : url.slice(end);
  const segments = raw.slice(1).split('/');
  const clean: string[] = [];
  for (const [index, segment] of segments.entries()) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { refused: 'it has a broken percent-escape' };
    }
    if (decoded === '' && index < segments.length - 1) {
      return { refused: 'it has an empty segment (//)' };
    }
    if (decoded === '.' || decoded === '..') return { refused: 'it has a dot segment (. or ..)' };
    if (/[/\\]/.test(decoded)) return { refused: 'it has an encoded slash or a backslash' };
    if ([...decoded].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f')) {
      return { refused: 'it has a control character' };
    }
    clean.push(encodeSegment(decoded));
  }
  const path = `/${clean.join('/')}`;
  if (!path.startsWith('/api/')) return { refused: 'it is not a path under /api/' };
  return { path, query };
}

/** The 400's message for a refused target. */
export const refusedTargetMessage = (why: string) =>
  `The request target is refused: ${why}. The mock forwards only a plain path under /api/, as a browser sends it.`;
