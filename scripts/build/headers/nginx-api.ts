// The site block's /api/ (and, locally, the mock's dev routes): the backend origin API_ORIGIN may
// name, the proxy directives that forward to it under the site's own headers and timeouts, and the
// sentences its error answers say. Part of dist/nginx/site.conf (nginx-site.ts).

import { studioPath } from '#common/app-paths';
import { errorPageLines } from './nginx-errors';
import { displayName, type HeaderRecord, nginxHeaderLines } from './static-headers';

/** The answer to `/api/` when no backend is configured. */
export const noApiMessage =
  'No API behind this web server: /api/ is forwarded only when API_ORIGIN names the backend (see the README, Deploying).';
export const apiUnreachableMessage = (origin: string) =>
  `The API at ${origin} did not answer. Try again in a moment.`;
export const apiTimeoutMessage = (origin: string) =>
  `The API at ${origin} took too long to answer. Try again in a moment.`;
export const methodNotAllowedMessage = 'is not allowed on the site; use GET or HEAD.';

/** The paths the app stand-in and the dev routes answer on the mock (vite.config.ts proxies them). */
export const devStandInPaths = ['/__mock/', studioPath, '/connect/'] as const;

const PROXY_CONNECT_TIMEOUT_S = 5;
export const API_TIMEOUT_S = 30;

/** An `http(s)://host[:port]` origin, nothing else: anything more would be pasted into nginx. */
export function parseApiOrigin(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `API_ORIGIN must be an http(s) origin such as https://api.example.com: ${value}`,
    );
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    url.pathname !== '/' ||
    /[\s;{}"'$\\]/.test(value)
  ) {
    throw new Error(
      `API_ORIGIN must be an http(s) origin with no path, query or credentials: ${value}`,
    );
  }
  return url;
}

/** The directives of a location that forwards `path` to `upstream`. */
export function proxyTo(
  upstream: URL,
  path: string,
  options: { hideHeaders: HeaderRecord | null; timeoutSeconds: number },
): string[] {
  const origin = upstream.origin;
  const lines = [
    // With a URI part, nginx sends the normalized path (`/%61pi/x`, `/foo/../api/x` and `//api/x`
    // all become `/api/x`, escaped again), not the request line as it came: a backend that
    // routes on the raw path cannot be reached outside `path` (/admin/..%2fapi/x).
    `proxy_pass ${origin}${path};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host $http_host;',
    // Cookies the backend scopes to its own host belong to this site's host now.
    `proxy_cookie_domain ${upstream.hostname} $host;`,
    `proxy_connect_timeout ${PROXY_CONNECT_TIMEOUT_S}s;`,
    `proxy_read_timeout ${options.timeoutSeconds}s;`,
    'error_page 502 503 = @api_unreachable;',
    'error_page 504 = @api_timeout;',
    ...errorPageLines([502, 503, 504]),
  ];
  if (upstream.protocol === 'https:') lines.push('proxy_ssl_server_name on;');
  if (!options.hideHeaders) {
    // The mock's own pages: its console's live feed (/__mock/events) must not wait in a buffer.
    lines.push('proxy_buffering off;');
  } else {
    // The site's own security headers, once: the backend's copies are dropped.
    lines.push(
      ...Object.keys(options.hideHeaders)
        .sort()
        .map((name) => `proxy_hide_header ${displayName(name)};`),
      ...nginxHeaderLines(options.hideHeaders),
    );
  }
  return lines;
}
