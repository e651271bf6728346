// Every error nginx makes itself, answered as the mock answers errors: the API's JSON shape,
// typed application/json, with the site's security headers. Without these, a malformed request
// (a bad request line, a 9 KB header, HTTP/2.0 on a plain socket, an unknown Transfer-Encoding)
// gets nginx's own HTML page with none of them. A 404 outside /api/ keeps the site's 404 page.

import { type HeaderRecord, nginxHeaderLines } from './static-headers';

/** The errors nginx answers by itself, each with the words the visitor gets (the mock's where it has them). */
export const nginxErrors = [
  { status: 400, answer: 400, message: 'Malformed HTTP request.' },
  { status: 403, answer: 403, message: 'Forbidden.' },
  { status: 408, answer: 408, message: 'The request took too long to arrive. Send it again.' },
  { status: 411, answer: 411, message: 'The request needs a Content-Length.' },
  { status: 413, answer: 413, message: 'Request body is too large.' },
  { status: 414, answer: 414, message: 'The request URL is too long.' },
  { status: 416, answer: 416, message: 'The requested range is not satisfiable.' },
  // nginx's code for a request line or headers over large_client_header_buffers, sent as a 400.
  { status: 494, answer: 400, message: 'The request headers are too large.' },
  { status: 500, answer: 500, message: 'Internal server error occurred, please try again later.' },
  {
    status: 501,
    answer: 501,
    message: 'Not implemented: only a chunked or no Transfer-Encoding is understood.',
  },
  { status: 502, answer: 502, message: 'Bad gateway.' },
  { status: 503, answer: 503, message: 'The service is unavailable. Try again in a moment.' },
  { status: 504, answer: 504, message: 'Gateway timeout.' },
  { status: 505, answer: 505, message: 'HTTP version not supported: send HTTP/1.1 or HTTP/1.0.' },
] as const;

/** A JSON body in the API's error shape as an nginx string: single-quoted, `$name` expands. */
export function errorBody(message: string): string {
  const json = JSON.stringify({ success: false, message });
  if (/['\\]/.test(json)) throw new Error(`cannot quote this answer for nginx: ${json}`);
  return `'${json}'`;
}

/**
 * A `return` of a JSON error with the security headers. The empty `types` block keeps the
 * request's own extension from typing it (an error met on /about/index.html would be text/html).
 */
export function jsonAnswer(
  headers: HeaderRecord,
  status: number,
  message: string,
  extra: readonly string[] = [],
): string[] {
  return [
    'types { }',
    'default_type application/json;',
    ...extra,
    ...nginxHeaderLines(headers),
    'add_header Cache-Control "no-store" always;',
    `return ${status} ${errorBody(message)};`,
  ];
}

/**
 * Where each error is answered: an internal URI, not a named location, because nginx cannot
 * redirect an error met while reading the request line (400, 414, 505) to a named location ("empty
 * URI"). `internal` keeps the URI from being asked for directly (it is a 404 then).
 */
export const errorUri = (status: number) => `/__errors/${status}`;

/**
 * The `error_page` lines for nginx's own errors but `except` (a location's own, such as the
 * API's 502 and 504; nginx drops the server's error_page lines in a location that sets any).
 */
export function errorPageLines(except: readonly number[] = []): string[] {
  return nginxErrors
    .filter(({ status }) => !except.includes(status))
    .map(({ status }) => `error_page ${status} ${errorUri(status)};`);
}

/**
 * The locations those lines send each error to. `client_max_body_size 0` because nginx checks a
 * request's Content-Length again in the location its error page redirects to: when the whole
 * body (or the client's end of stream) arrived with a too-large request's headers, nginx has
 * nothing left to discard, meets the 413 again there and answers its own HTML page, without the
 * security headers (1 request in 10 on a local socket). These locations never read a body.
 */
export function errorLocations(headers: HeaderRecord): string[] {
  return nginxErrors.flatMap(({ status, answer, message }) => [
    `location = ${errorUri(status)} {`,
    ...['internal;', 'client_max_body_size 0;', ...jsonAnswer(headers, answer, message)].map(
      (line) => `  ${line}`,
    ),
    '}',
  ]);
}
