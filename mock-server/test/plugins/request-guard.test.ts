import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostRefusedMessage } from '../../src/util/refusals';
import { maxRecaptchaTokens, RecaptchaTokens } from '../../src/recaptcha/recaptcha-tokens';
import { buildMock, sendCode } from '../helpers/mock-app';
import { hostFuzzValues, reportedHosts } from '../helpers/host-fuzz';
import { bodyOf, get, listening, raw, statusOf } from '../helpers/raw-http';

describe('the Host allow-list (DNS rebinding)', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await listening({ ALLOWED_HOSTS: 'web,.example.test' }));
  });
  afterAll(() => app.close());

  it('answers no Host value with a 5xx, and never names the Host in the Google URL', async () => {
    const values = hostFuzzValues();
    expect(values.length).toBeGreaterThanOrEqual(200);
    const statuses = new Map<number, number>();
    for (const host of values) {
      const res = await get(port, '/api/auth/oauth/google/loginUrl', host);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect([200, 403], `Host: ${JSON.stringify(host)}`).toContain(res.status);
      const body = JSON.parse(res.body) as { success: boolean; data?: { url: string } };
      if (res.status === 200) {
        expect(body.data?.url, host).toMatch(new RegExp(`^http://localhost:${port}/`));
      } else {
        expect(body.success).toBe(false);
      }
    }
    // Both answers occur: the fuzz covers allowed and refused names alike.
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(403)).toBeGreaterThan(0);
  });

  it.each(reportedHosts)('refuses Host: %s with 403, never naming it', async (host) => {
    const res = await get(port, '/api/auth/oauth/google/loginUrl', host);
    expect(res.status).toBe(403);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(JSON.parse(res.body)).toEqual({ success: false, message: hostRefusedMessage });
  });

  it.each([
    [
      'an absolute-form target naming another host',
      (p: number) =>
        `GET http://rebind.attacker.example/__mock/outbox HTTP/1.1\r\nHost: localhost:${p}\r\n\r\n`,
    ],
    [
      'two Host headers',
      (p: number) =>
        `GET /__mock/outbox HTTP/1.1\r\nHost: localhost:${p}\r\nHost: evil.example\r\n\r\n`,
    ],
    ['no Host header', () => 'GET /__mock/outbox HTTP/1.1\r\n\r\n'],
  ])('refuses %s with 403 in the error shape', async (_case, request) => {
    const answer = await raw(port, request(port));
    expect(statusOf(answer)).toBe(403);
    expect(answer).toMatch(/\r\ncontent-security-policy: /i);
    expect(bodyOf(answer)).toEqual({ success: false, message: hostRefusedMessage });
  });

  it('takes an absolute-form target naming its own host', async () => {
    const answer = await raw(
      port,
      `GET http://localhost:${port}/__mock/whitelist HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(200);
  });

  it('keeps the dev outbox from a page on a rebound name', async () => {
    await sendCode(app, 'ada@example.com', { host: `localhost:${port}` });
    const rebound = await get(port, '/__mock/outbox', 'rebind.attacker.example');
    expect(rebound.status).toBe(403);
    expect(rebound.body).not.toContain('ada@example.com');
    const own = await get(port, '/__mock/outbox', `localhost:${port}`);
    expect(own.status).toBe(200);
    expect(own.body).toContain('ada@example.com');
  });

  it.each([
    ['localhost on the port in use', () => `localhost:${port}`, 200],
    ['127.0.0.1 on the port in use', () => `127.0.0.1:${port}`, 200],
    ['[::1] on the port in use', () => `[::1]:${port}`, 200],
    ['upper case and a final dot', () => `LOCALHOST.:${port}`, 200],
    ['localhost on another port', () => `localhost:${port === 65_535 ? 1 : port + 1}`, 403],
    ['an ALLOWED_HOSTS name on any port', () => 'web:1234', 200],
    ['a name under an ALLOWED_HOSTS domain', () => `ci.example.test:${port}`, 200],
    ['a name that only ends like one', () => 'evilexample.test', 403],
    ['another loopback address', () => `127.0.0.2:${port}`, 403],
  ])('%s: %s', async (_case, host, status) => {
    expect((await get(port, '/__mock/whitelist', host())).status).toBe(status);
  });
});

describe('Cache-Control on data', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildMock();
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/auth/oauth/google/loginUrl'],
    ['POST', '/api/auth/generate'],
    ['GET', '/__mock/outbox'],
    ['GET', '/__mock/whitelist'],
    ['GET', '/__mock/recaptcha/api.js'],
    ['GET', '/api/auth/nope'],
    ['GET', '/__mock/nope'],
    ['GET', '/api/auth/%zz'],
  ])('%s %s answers Cache-Control: no-store', async (method, url) => {
    const res = await app.inject({ method: method as 'GET', url });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('errors before routing', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await listening({ REQUEST_TIMEOUT_MS: '1000' }));
  });
  afterAll(() => app.close());

  function expectShaped(answer: string, status: number) {
    expect(statusOf(answer)).toBe(status);
    expect(answer).toMatch(/\r\ncontent-security-policy: default-src 'self'/i);
    expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(bodyOf(answer)).toEqual({ success: false, message: expect.any(String) });
  }

  it('answers headers too large with 431 in the error shape', async () => {
    const answer = await raw(
      port,
      `GET / HTTP/1.1\r\nHost: localhost:${port}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectShaped(answer, 431);
  });

  it('answers bad chunking with 400 in the error shape', async () => {
    const answer = await raw(
      port,
      `POST /api/auth/generate HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    );
    expectShaped(answer, 400);
  });

  it('answers CONNECT with 405 in the error shape', async () => {
    const answer = await raw(
      port,
      `CONNECT localhost:${port} HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`,
    );
    expectShaped(answer, 405);
  });

  it('answers an Expect it cannot meet with 417 in the error shape', async () => {
    const answer = await raw(
      port,
      `POST /api/auth/generate HTTP/1.1\r\nHost: localhost:${port}\r\nExpect: nope\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
    );
    expectShaped(answer, 417);
  });

  it('answers a body that never finishes with 408 once REQUEST_TIMEOUT_MS has passed', async () => {
    const answer = await raw(
      port,
      `POST /api/auth/generate HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
      { hold: true },
    );
    expectShaped(answer, 408);
  });
});

describe('the reCAPTCHA stand-in under a token flood', () => {
  it(`keeps at most ${maxRecaptchaTokens} live tokens, dropping the oldest`, () => {
    const tokens = new RecaptchaTokens(() => 0);
    const first = tokens.issue('submit');
    const second = tokens.issue('submit');
    for (let i = 0; i < maxRecaptchaTokens - 1; i++) tokens.issue('submit');
    expect(tokens.consume(first, 'submit')).toBe(false);
    expect(tokens.consume(second, 'submit')).toBe(true);
  });
});
