// The inbox (inbox.ts) as a hostile peer would serve it: a redirect to another origin (which must
// never see the --header values), an answer that never comes, an answer without end. Each loopback
// server here is that peer.

import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { urlInbox } from './inbox';
import { MAX_ANSWER_BYTES } from './read-capped';

const servers: Server[] = [];
const held: ServerResponse[] = [];
afterEach(async () => {
  for (const response of held.splice(0)) response.destroy();
  await Promise.all(
    servers
      .splice(0)
      .map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
});

/** A loopback server answering with `answer`; the headers of each request it got are kept. */
async function serve(answer: (url: string, response: ServerResponse) => void) {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    answer(request.url ?? '', response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const list = (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify([{ to: 'ada@example.com', code: '123456' }]));
};

describe('a hostile inbox', () => {
  it('redirecting to another origin: refused, and that origin never gets the headers', async () => {
    const elsewhere = await serve((_url, response) => list(response));
    const inbox = await serve((_url, response) => {
      response.writeHead(302, { location: `${elsewhere.origin}/steal` });
      response.end();
    });
    const read = urlInbox(`${inbox.origin}/outbox`, { 'X-Api-Key': 'secret' })('ada@example.com');
    await expect(read).rejects.toThrow(
      `the inbox ${inbox.origin}/outbox redirected to another origin (${elsewhere.origin})`,
    );
    expect(inbox.seen[0]?.['x-api-key']).toBe('secret');
    expect(elsewhere.seen).toEqual([]);
  });

  it('redirecting within its own origin: followed, with the headers', async () => {
    const inbox = await serve((url, response) => {
      if (url === '/outbox') {
        response.writeHead(307, { location: '/outbox/v2' });
        response.end();
      } else list(response);
    });
    const code = await urlInbox(`${inbox.origin}/outbox`, { 'X-Api-Key': 'k' })('ada@example.com');
    expect(code).toBe('123456');
    expect(inbox.seen.map((headers) => headers['x-api-key'])).toEqual(['k', 'k']);
  });

  it('that accepts and never answers: rejected once the timeout passes', async () => {
    const inbox = await serve((_url, response) => void held.push(response));
    await expect(urlInbox(`${inbox.origin}/outbox`, {}, 200)('ada@example.com')).rejects.toThrow(
      `the inbox ${inbox.origin}/outbox did not answer within 200 ms (--timeout)`,
    );
  });

  it('that sends its headers, then its body a trickle that never ends: the same', async () => {
    const inbox = await serve((_url, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[');
      held.push(response);
    });
    await expect(urlInbox(`${inbox.origin}/outbox`, {}, 200)('ada@example.com')).rejects.toThrow(
      'did not answer within 200 ms',
    );
  });

  it('answering more than the run reads: rejected with a clear reason, not read whole', async () => {
    const inbox = await serve((_url, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`[${' '.repeat(MAX_ANSWER_BYTES * 2)}]`);
    });
    await expect(urlInbox(`${inbox.origin}/outbox`)('ada@example.com')).rejects.toThrow(
      `the answer is larger than ${MAX_ANSWER_BYTES} bytes`,
    );
  });
});
