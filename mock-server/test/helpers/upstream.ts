import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { JournalEntry } from '../../src/journal/entry-view';
import { codeSentMessage } from '../../src/routes/api/auth/send-code';
import { buildMock } from './mock-app';

/** What an upstream fixture received: method, URL, headers and the body's text. */
export interface Received {
  method: string;
  url: string;
  headers: FastifyRequest['headers'];
  body: string;
}

export interface Upstream {
  url: string;
  received: Received[];
  close: () => Promise<void>;
}

/**
 * A backend on a loopback port (reply-from needs a real one) that answers every request with
 * `answer`, and keeps what it received.
 */
export async function startUpstream(
  answer: (request: FastifyRequest, reply: FastifyReply) => unknown,
): Promise<Upstream> {
  const server: FastifyInstance = Fastify({ logger: false });
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const received: Received[] = [];
  server.all('/*', async (request, reply) => {
    received.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: typeof request.body === 'string' ? request.body : '',
    });
    return answer(request, reply);
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => server.close() };
}

/** The mock in proxy mode in front of `upstream`, dev routes on, no site. */
export const buildProxy = (upstream: string, env: Record<string, string> = {}) =>
  buildMock({ MOCK_UPSTREAM: upstream, ...env });

/** A JSON answer as the API gives them, with `headers` besides. */
export const json = (
  reply: FastifyReply,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
) =>
  reply
    .code(status)
    .headers(headers)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));

/** The request body the proxy tests send to `POST /api/auth/generate`. */
export const sendCodeBody = { email: 'ada@example.com', recaptchaToken: '' };

/** The mock's own answer to a code sent, as a conforming upstream gives it too. */
export const codeSent = { success: true, message: codeSentMessage };

/** The mock's request journal, newest first. */
export const journalOf = async (app: FastifyInstance) =>
  (await app.inject('/__mock/requests')).json() as JournalEntry[];
