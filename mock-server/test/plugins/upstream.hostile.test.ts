// Proxy mode (src/plugins/upstream.ts) against an upstream that misbehaves on purpose, written
// byte by byte (helpers/raw-upstream.ts): its own security headers, headers its Connection names,
// a body that never ends, two Content-Types, an unasked 100 Continue; and request targets a
// browser never sends. Each gets the answer the mock promises, never the upstream's trick.

import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { rawAnswer, rawProxies } from '../helpers/raw-upstream';

const ok = '{"success":true,"message":"ok"}';
const json = 'Content-Type: application/json';

const proxies = rawProxies();
const proxyTo = async (...args: Parameters<typeof proxies.proxyTo>) =>
  (await proxies.proxyTo(...args)).app;

describe('an upstream that sends its own page protections', () => {
  it('never replaces the mock’s: the browser gets the mock’s CSP, frame and sniffing rules', async () => {
    const proxy = await proxyTo((socket) =>
      socket.end(
        rawAnswer(
          '200 OK',
          [
            'Content-Type: text/html',
            "Content-Security-Policy: default-src * 'unsafe-inline'",
            'Content-Security-Policy-Report-Only: default-src *',
            'X-Frame-Options: ALLOWALL',
            'X-Content-Type-Options: sniff',
            'Cross-Origin-Opener-Policy: unsafe-none',
            'Referrer-Policy: unsafe-url',
            'Permissions-Policy: camera=*',
            'Report-To: {"url":"https://upstream.example/reports"}',
          ],
          '<script>fetch("/__mock/outbox")</script>',
        ),
      ),
    );
    const res = await proxy.inject('/api/not-in-the-contract');
    expect(res.statusCode).toBe(200);
    for (const [name, value] of Object.entries(proxy.securityHeaders)) {
      expect(res.headers[name], name).toBe(value);
    }
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy-report-only']).toBeUndefined();
    expect(res.headers['report-to']).toBeUndefined();
  });
});

describe('hop-by-hop headers of the upstream', () => {
  it('stop at the mock, with every header its Connection names', async () => {
    const proxy = await proxyTo((socket) =>
      socket.end(
        `HTTP/1.1 200 OK\r\n${json}\r\nConnection: X-Hop-Secret, x-other, close\r\nX-Hop-Secret: leaked\r\nX-Other: 1\r\nKeep-Alive: timeout=5\r\nX-Kept: yes\r\nContent-Length: ${ok.length}\r\n\r\n${ok}`,
      ),
    );
    const res = await proxy.inject('/api/auth/oauth/google/loginUrl');
    expect(res.headers['x-hop-secret']).toBeUndefined();
    expect(res.headers['x-other']).toBeUndefined();
    expect(res.headers['keep-alive']).toBeUndefined();
    expect(res.headers['x-kept']).toBe('yes');
  });
});

describe('an upstream that trickles its body', () => {
  it('gets a 504 once MOCK_UPSTREAM_TIMEOUT_MS passes, though each byte came in time', async () => {
    const timers: NodeJS.Timeout[] = [];
    const { app: proxy, upstream } = await proxies.proxyTo(
      (socket) => {
        socket.write(`HTTP/1.1 200 OK\r\n${json}\r\nTransfer-Encoding: chunked\r\n\r\n`);
        // A byte every 50 ms, without end: each comes well within the timeout, the whole never.
        const timer = setInterval(() => {
          if (!socket.destroyed) socket.write('1\r\n \r\n');
        }, 50);
        timers.push(timer);
        socket.on('close', () => clearInterval(timer));
      },
      { MOCK_UPSTREAM_TIMEOUT_MS: '300' },
    );
    const res = await proxy.inject('/api/auth/oauth/google/loginUrl');
    for (const timer of timers) clearInterval(timer);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({
      success: false,
      message: `The upstream ${upstream.url} did not answer within 300 ms (MOCK_UPSTREAM_TIMEOUT_MS).`,
    });
  });
});

describe('an answer that breaks HTTP', () => {
  it('two Content-Type headers: a 502 that says so', async () => {
    const { app: proxy, upstream } = await proxies.proxyTo((socket) =>
      socket.end(rawAnswer('200 OK', [json, 'Content-Type: text/html'], ok)),
    );
    const res = await proxy.inject('/api/auth/oauth/google/loginUrl');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      `The upstream ${upstream.url} sent an answer the mock cannot read: it has 2 Content-Type headers ("application/json", "text/html"), where an answer has one.`,
    );
  });

  it('a 100 Continue nobody asked for: a 502 that names it', async () => {
    const proxy = await proxyTo((socket) =>
      socket.end(`HTTP/1.1 100 Continue\r\n\r\n${rawAnswer('200 OK', [json], ok)}`),
    );
    const res = await proxy.inject('/api/auth/oauth/google/loginUrl');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(
      /^The upstream http:\/\/127\.0\.0\.1:\d+ broke the exchange: it sent a 100 Continue before its answer/,
    );
  });
});

describe('the path the upstream gets', () => {
  it('is the normalized path under /api/, after the base path: /%61pi/x arrives as /base/api/x', async () => {
    const { app: proxy, upstream } = await proxies.proxyTo(
      (socket) => socket.end(rawAnswer('200 OK', [json], ok)),
      {},
      '/base',
    );
    expect((await proxy.inject('/%61pi/x?q=%2F1')).statusCode).toBe(200);
    expect(upstream.requestLines).toEqual(['GET /base/api/x?q=%2F1 HTTP/1.1']);
  });

  it.each([
    ['an absolute-form target', 'http://localhost:PORT/api/auth/oauth/google/loginUrl'],
    ['an encoded slash', '/api/auth%2F..%2Fadmin'],
    ['a dot segment', '/api/./auth/oauth/google/loginUrl'],
    ['an empty segment', '/api//auth/oauth/google/loginUrl'],
  ])('%s: a 400 in the error shape, nothing forwarded', async (_name, target) => {
    const { app: proxy, upstream } = await proxies.proxyTo((socket) =>
      socket.end(rawAnswer('200 OK', [json], ok)),
    );
    // A real socket: app.inject would normalize the target before the mock saw it.
    await proxy.listen({ port: 0, host: '127.0.0.1' });
    const { port } = proxy.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          `GET ${target.replace('PORT', String(port))} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
        ),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      message: expect.stringMatching(
        /^The request target is refused: .+\. The mock forwards only a plain path under \/api\/, as a browser sends it\.$/,
      ),
    });
    expect(upstream.requestLines).toEqual([]);
  });
});
