// What goes to the upstream and what comes back from it, header by header.

import type { IncomingHttpHeaders } from 'node:http';

type Headers = Record<string, string | string[] | number | undefined>;

/** Hop-by-hop headers (RFC 9110 §7.6.1) and lengths: each side's connection sets its own. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'content-length',
  'proxy-authenticate',
  'proxy-authorization',
]);

/**
 * Not passed back: the body's encoding (the answer is sent decoded) and what only holds for the
 * upstream's own host (HSTS would pin the developer's localhost; Alt-Svc names the upstream).
 */
const upstreamOnly = new Set(['content-encoding', 'strict-transport-security', 'alt-svc']);

/** The `Via` token of this mock process: a request that already carries it has looped back. */
export const viaToken = (id: string) => `testbeam-mock-${id}`;

export function hasLooped(via: string | string[] | undefined, token: string): boolean {
  const text = Array.isArray(via) ? via.join(',') : (via ?? '');
  return text.split(',').some((hop) => hop.trim().split(/\s+/)[1] === token);
}

/**
 * The browser's headers as the upstream gets them (cookies included): Origin and Referer as if
 * the page had been served by the upstream (the mock already refused other sites' writes, and a
 * backend that checks Origin would refuse the mock's), no compression (the answer is read to be
 * checked, then sent on), and the mock added to `Via`.
 */
export function upstreamRequestHeaders(
  headers: IncomingHttpHeaders,
  upstreamOrigin: string,
  token: string,
): IncomingHttpHeaders {
  const sent: IncomingHttpHeaders = { ...headers };
  if (typeof sent.origin === 'string' && sent.origin !== 'null') sent.origin = upstreamOrigin;
  if (typeof sent.referer === 'string') {
    try {
      const referer = new URL(sent.referer);
      sent.referer = `${upstreamOrigin}${referer.pathname}${referer.search}`;
    } catch {
      delete sent.referer;
    }
  }
  sent['accept-encoding'] = 'identity';
  const via = Array.isArray(sent.via) ? sent.via.join(', ') : sent.via;
  sent.via = `${via ? `${via}, ` : ''}1.1 ${token}`;
  return sent;
}

/**
 * A Set-Cookie line without its `Domain` attribute: the cookie then belongs to the host the
 * browser asked, the mock's, and comes back with the next request to forward. The rest (Path,
 * Secure, HttpOnly, SameSite, Max-Age, the name with its prefix) is kept as sent.
 */
export function withoutDomain(line: string): string {
  const [pair = '', ...attributes] = line.split(';');
  const kept = attributes.filter((attribute) => !/^\s*domain\s*=/i.test(attribute));
  return [pair, ...kept].join(';');
}

/** The upstream's answer headers as the browser gets them. */
export function answerHeaders(headers: Headers): Record<string, string | string[]> {
  const passed: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || hopByHop.has(lower) || upstreamOnly.has(lower)) continue;
    if (lower === 'set-cookie') {
      passed[lower] = (Array.isArray(value) ? value : [String(value)]).map(withoutDomain);
    } else passed[lower] = Array.isArray(value) ? value : String(value);
  }
  return passed;
}
