// Real sockets, for what app.inject() cannot show: any Host header, bytes Node's HTTP client
// refuses to send, a server listening on a loopback port. Used by the request-guard tests.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { buildMock } from './mock-app';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A real HTTP request with any Host header (fetch would not let a test set it). */
export function get(port: number, path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Raw bytes on a socket, for requests Node's HTTP client refuses to send; resolves at close. */
export function raw(port: number, text: string, { hold = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(text);
    if (!hold) socket.end();
  });
}

export const statusOf = (answer: string) => Number(answer.split(' ')[1]);
export const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

/** The mock with `env`, listening on a free loopback port. */
export async function listening(env: Record<string, string> = {}) {
  const app = await buildMock(env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port };
}
