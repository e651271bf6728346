// What goes to the upstream and what comes back from it, header by header.

import type { IncomingHttpHeaders } from 'node:http';
import { MOCK_NAMESPACE_COOKIE, MOCK_NAMESPACE_HEADER } from '#common/mock-namespace';

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

/**
 * The page's protections are the mock's to set (its security-headers plugin), never the
 * upstream's: a backend's own CSP or frame rules would replace them on the mock's origin (an
 * inline script in an answer would run there). Also its reporting endpoints, which would receive
 * reports about the mock's origin. The plugin passes the names it sends besides these.
 */
export const pageProtections = new Set([
  'content-security-policy',
  'content-security-policy-report-only',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'feature-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'nel',
  'report-to',
  'reporting-endpoints',
]);

/** Headers an answer carries once: two of them leave the meaning to a guess. */
const singletons = [
  'content-type',
  'content-length',
  'location',
  'retry-after',
  'etag',
  'last-modified',
];

/** The header names a `Connection` header lists (RFC 9110 §7.6.1): hop-by-hop, like it. */
export function connectionNamed(value: string | string[] | number | undefined): Set<string> {
  const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
  return new Set(
    text
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Why an answer's headers cannot be passed on (a singleton sent twice), or null. */
export function duplicatedSingleton(headers: Headers): string | null {
  for (const name of singletons) {
    const value = headers[name];
    if (Array.isArray(value) && value.length > 1) {
      const label = name.replace(/(^|-)\w/g, (letter) => letter.toUpperCase());
      return `it has ${value.length} ${label} headers (${value.map((one) => JSON.stringify(one)).join(', ')}), where an answer has one`;
    }
  }
  return null;
}

/** The `Via` token of this mock process: a request that already carries it has looped back. */
export const viaToken = (id: string) => `testbeam-mock-${id}`;

export function hasLooped(via: string | string[] | undefined, token: string): boolean {
  const text = Array.isArray(via) ? via.join(',') : (via ?? '');
  return text.split(',').some((hop) => hop.trim().split(/\s+/)[1] === token);
}

/** A Cookie header without the mock's namespace cookie; undefined when nothing else is left. */
export function withoutNamespaceCookie(header: string): string | undefined {
  const kept = header
    .split(';')
    .filter((pair) => pair.split('=', 1)[0]?.trim() !== MOCK_NAMESPACE_COOKIE)
    .map((pair) => pair.trim())
    .filter(Boolean);
  return kept.length === 0 ? undefined : kept.join('; ');
}

/**
 * The browser's headers as the upstream gets them (its cookies included, but never the mock's
 * namespace, header or cookie, which mean nothing there): Origin and Referer as if
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
  // The browser's own hop-by-hop headers stop at the mock (the body's length stays: it is sent).
  for (const name of [...hopByHop, ...connectionNamed(headers.connection)]) {
    if (name !== 'content-length') delete sent[name];
  }
  delete sent[MOCK_NAMESPACE_HEADER];
  if (typeof sent.cookie === 'string') {
    const cookie = withoutNamespaceCookie(sent.cookie);
    if (cookie === undefined) delete sent.cookie;
    else sent.cookie = cookie;
  }
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

/**
 * The upstream's answer headers as the browser gets them: without hop-by-hop headers and those
 * its `Connection` names, and without any page protection (`ours`: the names the mock sends).
 */
export function answerHeaders(
  headers: Headers,
  ours: Iterable<string> = [],
): Record<string, string | string[]> {
  const dropped = new Set([
    ...hopByHop,
    ...upstreamOnly,
    ...pageProtections,
    ...[...ours].map((name) => name.toLowerCase()),
    ...connectionNamed(headers.connection),
  ]);
  const passed: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || dropped.has(lower)) continue;
    if (lower === 'set-cookie') {
      passed[lower] = (Array.isArray(value) ? value : [String(value)]).map(withoutDomain);
    } else passed[lower] = Array.isArray(value) ? value : String(value);
  }
  return passed;
}
