// What a hostile client sends nginx, byte by byte (a malformed request, a path built to slip past
// `location /api/`), and the checks that it gets the site's answer: nginx's own errors in the
// API's JSON shape with every security header, and only a normalized path under /api/ forwarded.

import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { nginxErrors } from '../../scripts/build/headers/nginx-errors';
import { methodNotAllowedMessage } from '../../scripts/build/headers/nginx-site';
import { clientDir } from '../../scripts/tooling/paths';
import { buildHeaders } from '../../scripts/tooling/static-server';

export interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * Writes `request` as it is to `origin`'s socket and reads the answer: to its Content-Length when
 * it has one (nginx may keep the connection 5 s more to drain a body it refused), else until nginx
 * closes. With `halfClose`, our side is closed once it is sent: nginx then need not linger for a
 * body that never comes (but would abort a request it forwards).
 */
export function rawRequest(origin: string, request: string, halfClose = false): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      halfClose ? socket.end(request) : socket.write(request),
    );
    let text = '';
    let answered = false;
    const answer = () => {
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = new Map<string, string>();
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) };
    };
    const settle = (result: RawAnswer) => {
      answered = true;
      socket.destroy();
      resolve(result);
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (!text.includes('\r\n\r\n')) return;
      const sofar = answer();
      const length = Number(sofar.headers.get('content-length') ?? Number.NaN);
      if (sofar.body.length >= length) settle(sofar);
    });
    socket.on('error', (error) => answered || reject(error));
    socket.on('end', () => answered || settle(answer()));
  });
}

const close = 'Host: localhost\r\nConnection: close\r\n';
const messageOf = (status: number) => nginxErrors.find((error) => error.status === status)?.message;

/** A request nginx refuses by itself: its name, its bytes, the status answered, nginx's code. */
export type MalformedRequest = readonly [
  name: string,
  request: string,
  status: number,
  code: number,
];

export const malformedRequests: MalformedRequest[] = [
  ['a traversal above the root', `GET /..%2f..%2fetc/passwd HTTP/1.1\r\n${close}\r\n`, 400, 400],
  ['a 9,000-character query', `GET /?q=${'a'.repeat(9000)} HTTP/1.1\r\n${close}\r\n`, 414, 414],
  ['a 9 KB header', `GET / HTTP/1.1\r\n${close}X-Big: ${'b'.repeat(9000)}\r\n\r\n`, 400, 494],
  [
    'a 9 KB header on /api/',
    `GET /api/x HTTP/1.1\r\n${close}X-Big: ${'b'.repeat(9000)}\r\n\r\n`,
    400,
    494,
  ],
  ['an obs-fold header', `GET / HTTP/1.1\r\n${close}X-Fold: a\r\n  b\r\n\r\n`, 400, 400],
  [
    'Content-Length with Transfer-Encoding',
    `POST /api/auth/generate HTTP/1.1\r\n${close}Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    400,
    400,
  ],
  [
    'two Host headers',
    'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n',
    400,
    400,
  ],
  [
    'a 2 MB body on /api/',
    `POST /api/auth/generate HTTP/1.1\r\n${close}Content-Type: application/json\r\nContent-Length: 2000000\r\n\r\n`,
    413,
    413,
  ],
  ['HTTP/2.0 on a plain socket', `GET / HTTP/2.0\r\n${close}\r\n`, 505, 505],
  [
    'Transfer-Encoding: gzip',
    `POST /api/auth/generate HTTP/1.1\r\n${close}Transfer-Encoding: gzip\r\n\r\n`,
    501,
    501,
  ],
];

/** The row of `malformedRequests` whose name starts with `name`. */
export function malformed(name: string): MalformedRequest {
  const row = malformedRequests.find(([rowName]) => rowName.startsWith(name));
  if (!row) throw new Error(`no malformed request named ${name}`);
  return row;
}

/** nginx's own error: `status`, the security headers, and `{ success: false, message }` as JSON. */
export async function checkNginxError(
  origin: string,
  [name, request, status, code]: MalformedRequest,
): Promise<void> {
  const answer = await rawRequest(origin, request, true);
  expect(answer.status, name).toBe(status);
  expect(answer.headers.get('content-type'), name).toBe('application/json; charset=utf-8');
  for (const [header, value] of Object.entries(buildHeaders(clientDir))) {
    expect(answer.headers.get(header), `${name}: ${header}`).toBe(value);
  }
  expect(JSON.parse(answer.body), name).toEqual({ success: false, message: messageOf(code) });
}

/** Another method on a page: 405 with Allow, its JSON body typed as JSON (not as the page). */
export async function checkMethodNotAllowed(origin: string, method: string, path: string) {
  const answer = await rawRequest(origin, `${method} ${path} HTTP/1.1\r\n${close}\r\n`);
  expect(answer.status, `${method} ${path}`).toBe(405);
  expect(answer.headers.get('allow')).toBe('GET, HEAD');
  expect(answer.headers.get('content-type'), `${method} ${path}`).toBe(
    'application/json; charset=utf-8',
  );
  expect(answer.headers.get('x-frame-options')).toBe(buildHeaders(clientDir)['x-frame-options']);
  expect(JSON.parse(answer.body)).toEqual({
    success: false,
    message: `${method} ${methodNotAllowedMessage}`,
  });
}

/** Paths that reach `location /api/` only once normalized: the backend must get `/api/x`. */
export const slippingPaths = [
  '/admin/..%2fapi/x',
  '/internal%2f..%2fapi/x',
  '//api/x',
  '/foo/../api/x',
  '/%61pi/x',
];

/** A backend that answers every request 200 JSON and keeps each request line's target. */
export async function startRecordingBackend() {
  const received: string[] = [];
  const server = createServer((request, response) => {
    received.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"success":true,"message":"backend"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, stop: () => new Promise<void>((done) => server.close(() => done())) };
}

/** Each slipping path reaches the backend as the normalized `/api/x`, never as sent. */
export async function checkNormalizedApiPath(origin: string, received: string[]): Promise<void> {
  for (const path of slippingPaths) {
    const before = received.length;
    const answer = await rawRequest(origin, `GET ${path} HTTP/1.1\r\n${close}\r\n`);
    expect(answer.status, path).toBe(200);
    expect(received.slice(before), path).toEqual(['/api/x']);
  }
}
