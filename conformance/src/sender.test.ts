// The sender against a loopback server this file controls, with a fake clock: `sleep` records
// each wait and moves `now` on, so rate-limit waits are asserted without waiting.

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Outcome, Sender, type SenderOptions } from './sender';

interface Received {
  method: string;
  url: string;
  body: string;
  headers: IncomingHttpHeaders;
}
interface Reply {
  status: number;
  headers?: Record<string, string>;
}

let server: Server;
let target: string;
let received: Received[];
// What the server answers, one reply per request in order; 200 once the script runs out.
let replies: Reply[];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body,
        headers: request.headers,
      });
      const reply = replies.shift() ?? { status: 200 };
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(
        JSON.stringify({ success: reply.status < 400, message: `answer ${received.length}` }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let clock: number;
let slept: number[];
let waits: Array<[number, string]>;
beforeEach(() => {
  received = [];
  replies = [];
  clock = 1_000_000;
  slept = [];
  waits = [];
});

function sender(overrides: Partial<SenderOptions> = {}) {
  return new Sender({
    target,
    maxRequests: 100,
    maxWait: 65,
    timeout: 5000,
    dryRun: false,
    headers: {},
    sleep: async (ms) => {
      slept.push(ms);
      clock += ms;
    },
    now: () => clock,
    onWait: (seconds, why) => waits.push([seconds, why]),
    ...overrides,
  });
}

const request = { method: 'POST', path: '/api/auth/generate', body: '{"email":"a@b.c"}' };
const statusOf = (outcome: Outcome) =>
  outcome.kind === 'answered' ? outcome.answer.status : outcome.kind;

describe('Sender', () => {
  it('sends the request with its body, JSON headers and the extra headers', async () => {
    const outcome = await sender({ headers: { 'x-staging-token': 't0k' } }).send(
      'sendCode',
      request,
    );
    expect(outcome).toMatchObject({
      kind: 'answered',
      rateLimited: false,
      answer: { status: 200 },
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/generate',
      body: request.body,
    });
    expect(received[0]?.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-staging-token': 't0k',
    });
  });

  it('stops at --max-requests: the request after the budget is skipped and never sent', async () => {
    const run = sender({ maxRequests: 2 });
    expect(statusOf(await run.send('sendCode', request))).toBe(200);
    expect(statusOf(await run.send('verifyCode', request))).toBe(200);
    const third = await run.send('sendCode', request);
    expect(third.kind).toBe('skipped');
    expect(third.kind === 'skipped' && third.reason).toContain('--max-requests');
    expect(received).toHaveLength(2);
    expect(run.budgetLeft).toBe(0);
  });

  it('on a dry run plans every request and sends none', async () => {
    const run = sender({ dryRun: true });
    const get = { method: 'GET', path: '/api/auth/google/login-url' };
    expect(await run.send('sendCode', request)).toEqual({ kind: 'skipped', reason: 'dry run' });
    await run.send('getGoogleLoginUrl', get);
    expect(run.planned).toEqual([request, get]);
    expect(run.sent).toBe(2);
    expect(received).toHaveLength(0);
  });

  it('waits out a used-up rate-limit window before the next request of that operation only', async () => {
    replies = [
      { status: 200, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '5' } },
    ];
    const run = sender();
    await run.send('sendCode', request);
    await run.send('verifyCode', request);
    expect(slept).toEqual([]);
    expect(statusOf(await run.send('sendCode', request))).toBe(200);
    expect(slept).toEqual([5000]);
    expect(waits).toEqual([[5, "sendCode's rate-limit window is used up"]]);
    expect(received).toHaveLength(3);
    // The window is spent once waited out: the next request goes straight away.
    await run.send('sendCode', request);
    expect(slept).toEqual([5000]);
  });

  it('does not wait while the window still has requests left', async () => {
    replies = [
      { status: 200, headers: { 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': '5' } },
    ];
    const run = sender();
    await run.send('sendCode', request);
    await run.send('sendCode', request);
    expect(slept).toEqual([]);
  });

  it('skips, without sending, a request whose window resets after --max-wait', async () => {
    replies = [
      { status: 200, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '100' } },
    ];
    const run = sender({ maxWait: 65 });
    await run.send('sendCode', request);
    const next = await run.send('sendCode', request);
    expect(next.kind).toBe('skipped');
    expect(next.kind === 'skipped' && next.reason).toContain('--max-wait');
    expect(received).toHaveLength(1);
    expect(slept).toEqual([]);
  });

  it('retries a 429 once after its Retry-After and returns the second answer', async () => {
    replies = [{ status: 429, headers: { 'retry-after': '2' } }, { status: 200 }];
    const outcome = await sender().send('sendCode', request);
    expect(outcome).toMatchObject({
      kind: 'answered',
      rateLimited: false,
      answer: { status: 200 },
    });
    expect(outcome.kind === 'answered' && JSON.parse(outcome.answer.text)).toMatchObject({
      message: 'answer 2',
    });
    expect(slept).toEqual([2000]);
    expect(waits).toEqual([[2, 'sendCode answered 429 (Retry-After)']]);
    expect(received).toHaveLength(2);
  });

  it('calls a second 429 rate limited', async () => {
    replies = [
      { status: 429, headers: { 'retry-after': '1' } },
      { status: 429, headers: { 'retry-after': '1' } },
    ];
    const outcome = await sender().send('sendCode', request);
    expect(outcome).toMatchObject({ kind: 'answered', rateLimited: true, answer: { status: 429 } });
    expect(received).toHaveLength(2);
    expect(slept).toEqual([1000]);
  });

  it.each([
    ['a Retry-After over --max-wait', { 'retry-after': '66' }],
    ['no Retry-After', {}],
    ['a Retry-After that is a date', { 'retry-after': 'Wed, 21 Oct 2015 07:28:00 GMT' }],
  ])('does not retry a 429 with %s', async (_name, headers) => {
    replies = [{ status: 429, headers }];
    const outcome = await sender({ maxWait: 65 }).send('sendCode', request);
    expect(outcome).toMatchObject({ kind: 'answered', rateLimited: true, answer: { status: 429 } });
    expect(received).toHaveLength(1);
    expect(slept).toEqual([]);
    expect(waits).toEqual([]);
  });

  it('reports a refused connection as failed', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const outcome = await sender({ target: `http://127.0.0.1:${port}` }).send('sendCode', request);
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && outcome.error).toMatch(/ECONNREFUSED/);
  });
});
