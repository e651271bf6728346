// Proxy mode (src/plugins/upstream.ts) when the upstream holds many calls open: the calls it
// answers at once must not wait behind the held ones. Real sockets on both sides: the browser's
// calls reach the mock over HTTP, and the upstream (helpers/raw-upstream.ts) never answers the
// code-sending path while it answers the login URL at once.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { rawAnswer, rawProxies } from '../helpers/raw-upstream';
import { sendCodeBody } from '../helpers/upstream';

const HELD = 150;
// The upstream timeout: long enough that on a loaded machine no held call times out before the
// quick one is sent (the queueing does not depend on it).
const TIMEOUT_MS = 5000;
const LOGIN_URL = '/api/auth/oauth/google/loginUrl?redirect=%2Fapi_mcp_studio%2F';
const loginAnswer = JSON.stringify({
  success: true,
  message: 'Google sign-in URL created.',
  data: { url: 'https://accounts.example/signin' },
});

const proxies = rawProxies();

/** One call over its own connection: the status, or 0 when the connection failed. */
function call(origin: string, method: string, path: string, body?: string): Promise<number> {
  return new Promise((resolve) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/json' };
    const req = request(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', () => resolve(0));
    req.end(body);
  });
}

async function until(condition: () => boolean, what: string) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 20_000) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('an upstream that holds calls open', () => {
  it(`answers a quick call while ${HELD} others are held, then times those out and closes them`, async () => {
    const { app, upstream } = await proxies.proxyTo(
      (socket, line) => {
        if (line.includes('/loginUrl')) {
          socket.end(rawAnswer('200 OK', ['Content-Type: application/json'], loginAnswer));
        }
        // Any other call: the socket stays open and silent.
      },
      { MOCK_UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const body = JSON.stringify(sendCodeBody);
    const answered: number[] = [];
    const held = Array.from({ length: HELD }, () =>
      call(origin, 'POST', '/api/auth/generate', body).then((status) => {
        answered.push(status);
        return status;
      }),
    );
    // Until the mock forwarded what it will: no new call at the upstream for a while.
    const silent = upstream;
    let seen = -1;
    await until(() => {
      const settled = seen === silent.requestLines.length;
      seen = silent.requestLines.length;
      return settled && seen > 0;
    }, 'the forwarding to settle');

    const quick = await call(origin, 'GET', LOGIN_URL);
    expect(quick).toBe(200);
    // It came back while every held call was still waiting on the upstream, each sent on.
    expect(answered).toEqual([]);
    const forwarded = () => silent.requestLines.filter((line) => line.includes('/generate'));
    await until(() => forwarded().length === HELD, `${HELD} calls at the upstream`);

    expect(new Set(await Promise.all(held))).toEqual(new Set([504]));
    // And no socket to the upstream outlives its call's deadline.
    await until(() => silent.open() === 0, 'the upstream sockets to close');
  }, 30_000);
});
