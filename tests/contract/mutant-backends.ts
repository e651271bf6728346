// Broken backends for the conformance run to catch: a real second server on a loopback port that
// forwards each request to the mock and breaks its answer in one way (a mutation). The mock stays
// the source of every behaviour, so each mutant differs from a conformant backend in that one
// way only; the same server with no mutation is the control, which must score 100%.

import Fastify from 'fastify';
import type { CheckName } from '@testbeam/contract/src/checks';
import { listen, type Running } from './harness';

export { json, parsed };

export interface Exchange {
  method: string;
  url: string;
  status: number;
  headers: Record<string, string>;
  body: string;
  /** What was asked: the request's body text and media type. */
  requestBody?: string;
  requestType?: string;
  /** Set by a mutation: close the connection instead of answering. */
  drop?: boolean;
}

/** What a mutation may look at besides the exchange: the codes the mock sent (its outbox). */
export interface Peek {
  codesFor(email: string): Promise<Array<{ code: string; sentAt: number }>>;
  /** The mock's clock. */
  now(): number;
}

export type Kind =
  | 'crash'
  | 'status'
  | 'media type'
  | 'headers'
  | 'body'
  | 'validation'
  | 'sign-in chain'
  | 'limits'
  | 'lists';

export interface Mutation {
  name: string;
  kind?: Kind;
  /** The check meant to catch it. */
  check: CheckName;
  /** Changes the mock's answer in place. */
  mutate(exchange: Exchange, peek: Peek): void | Promise<void>;
}

const json = (body: unknown) => JSON.stringify(body);
const parsed = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/** One mutant per check class (docs/conformance.md). */
export const basicMutations: Mutation[] = [
  {
    name: 'a 500 on odd input',
    kind: 'crash',
    check: 'not_a_server_error',
    mutate: (answer) => {
      if (answer.status !== 400) return;
      answer.status = 500;
      answer.body = json({
        success: false,
        message: 'Internal server error occurred, please try again later.',
      });
    },
  },
  {
    name: 'an undocumented status (422 for invalid input)',
    kind: 'status',
    check: 'status_code_conformance',
    mutate: (answer) => {
      if (answer.status === 400) answer.status = 422;
    },
  },
  {
    name: 'a wrong content type (text/plain)',
    kind: 'media type',
    check: 'content_type_conformance',
    mutate: (answer) => {
      if (answer.url.startsWith('/api/'))
        answer.headers['content-type'] = 'text/plain; charset=utf-8';
    },
  },
  {
    name: 'a missing required field (no message on success)',
    kind: 'body',
    check: 'response_schema_conformance',
    mutate: (answer) => {
      const body = parsed(answer.body);
      if (!answer.url.startsWith('/api/') || answer.status !== 200 || !body) return;
      const { message: _dropped, ...rest } = body;
      answer.body = json(rest);
    },
  },
  {
    name: 'a missing declared header (no Set-Cookie on sign-in)',
    kind: 'headers',
    check: 'response_headers_conformance',
    mutate: (answer) => {
      if (answer.url.startsWith('/api/auth/validate')) delete answer.headers['set-cookie'];
    },
  },
  {
    name: 'invalid input accepted (200 for a 400)',
    kind: 'validation',
    check: 'negative_data_rejection',
    mutate: (answer) => {
      if (answer.status !== 400) return;
      answer.status = 200;
      answer.body = json({ success: true, message: 'Done.' });
    },
  },
  {
    name: 'valid input refused (400 for a 200)',
    kind: 'validation',
    check: 'positive_data_acceptance',
    mutate: (answer) => {
      if (!answer.url.startsWith('/api/') || answer.status !== 200) return;
      answer.status = 400;
      answer.body = json({ success: false, message: 'Invalid body' });
    },
  },
  {
    name: 'an undocumented method served (404, not 405)',
    kind: 'status',
    check: 'unsupported_method',
    mutate: (answer) => {
      if (answer.status !== 405) return;
      answer.status = 404;
      delete answer.headers.allow;
    },
  },
  {
    name: 'a missing Allow on 405',
    kind: 'headers',
    check: 'allow_header_conformance',
    mutate: (answer) => {
      if (answer.status === 405) delete answer.headers.allow;
    },
  },
  {
    name: 'a wrong Allow on 405 (PUT listed)',
    kind: 'headers',
    check: 'allow_header_conformance',
    mutate: (answer) => {
      if (answer.status === 405) answer.headers.allow = `${answer.headers.allow ?? ''}, PUT`;
    },
  },
];

// Hop-by-hop and length headers are the forwarding server's own business.
const ownHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
]);

/** A backend on a loopback port: the mock at `upstream`, with `mutation` applied to every answer. */
export async function startMutant(
  upstream: string,
  mutation?: Mutation,
  now: () => number = Date.now,
): Promise<Running> {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  const peek: Peek = {
    now,
    async codesFor(email) {
      const response = await fetch(
        `${upstream}/__mock/outbox?${new URLSearchParams({ to: email })}`,
      );
      const sent = (await response.json()) as Array<{
        to: string;
        code: string;
        sentAt: string | number;
      }>;
      return sent
        .filter((entry) => entry.to.toLowerCase() === email.toLowerCase())
        .map((entry) => ({ code: entry.code, sentAt: new Date(entry.sentAt).getTime() }));
    },
  };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.all('/*', async (request, reply) => {
    const body = typeof request.body === 'string' && request.body !== '' ? request.body : undefined;
    const contentType = request.headers['content-type'];
    const response = await fetch(`${upstream}${request.url}`, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
      redirect: 'manual',
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!ownHeaders.has(name) && name !== 'set-cookie') headers[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies.join(', ');
    const exchange: Exchange = {
      method: request.method,
      url: request.url,
      status: response.status,
      headers,
      body: await response.text(),
      ...(body === undefined ? {} : { requestBody: body }),
      ...(contentType ? { requestType: contentType } : {}),
    };
    await mutation?.mutate(exchange, peek);
    if (exchange.drop) {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    const { 'set-cookie': cookie, ...rest } = exchange.headers;
    void reply.code(exchange.status).headers(rest);
    if (cookie !== undefined)
      void reply.header('set-cookie', cookies.length > 1 ? cookies : cookie);
    return reply.send(exchange.body);
  });
  return listen(app);
}
