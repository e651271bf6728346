import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract/openapi';
import { internalErrorMessage } from '../../src/util/http-error';
import { notSavedMessage, storeFullMessage } from '../../src/stores/record-store';
import {
  buildMock,
  latestCode,
  post,
  recaptchaToken,
  sendCode,
  verifyCode,
} from '../helpers/mock-app';
import { minutes, seconds, testClock } from '../../src/testing/clock';
import { otherCode } from '../../src/testing/otp';

// The server's real answers, produced by really getting into each state, must read exactly like
// the examples openapi.yaml documents: what `Prefer` forces and what happens are the same words.
const example = (operationId: string, status: number, name = 'default') =>
  loadContract().operation(operationId).responses.get(status)?.examples.get(name);

let app: FastifyInstance;
let clock: ReturnType<typeof testClock>;
afterEach(async () => {
  await app.close();
});
async function start(env: Record<string, string> = {}) {
  clock = testClock();
  app = await buildMock(env, { now: clock.now });
}

const ada = 'ada@example.com';

describe('real answers equal the documented examples', () => {
  it('400 for a malformed email, on every operation with a body', async () => {
    await start();
    const email = 'ada(at)example.com';
    for (const [operationId, url, body] of [
      ['sendCode', '/api/auth/generate', { email }],
      ['verifyCode', '/api/auth/validate', { email, code: '123456' }],
      ['requestWhitelist', '/api/auth/whitelist', { email }],
    ] as const) {
      const res = await post(app, url, body);
      expect(res.json(), operationId).toEqual(example(operationId, 400));
    }
  });

  it('500, the one generic message', () => {
    for (const operation of loadContract().operations.values()) {
      expect(example(operation.operationId, 500)).toEqual({
        success: false,
        message: internalErrorMessage,
      });
    }
  });

  // The real 503s are produced in stores/record-store.write-failures.test.ts; here their words
  // meet the contract's.
  it('503, the one message for a write that was not stored', () => {
    for (const operationId of ['verifyCode', 'requestWhitelist', 'sendContact']) {
      expect(example(operationId, 503), operationId).toEqual({
        success: false,
        message: notSavedMessage,
      });
    }
  });

  // The real 507s are produced in plugins/stores.test.ts; here their words meet the contract's.
  it('507, a full store: the store, its cap and the fix', () => {
    for (const [operationId, message] of [
      ['verifyCode', storeFullMessage('session', 10_000, 'sessions')],
      ['requestWhitelist', storeFullMessage('whitelist', 10_000, 'requests')],
      ['sendContact', storeFullMessage('contact message', 1000, 'messages')],
    ] as const) {
      expect(example(operationId, 507), operationId).toEqual({ success: false, message });
    }
  });

  it('403 for a host the server does not answer for, on every operation', async () => {
    await start();
    for (const operation of loadContract().operations.values()) {
      const res = await app.inject({
        method: operation.method as 'GET' | 'POST',
        url: operation.path,
        headers: { host: 'rebind.attacker.example' },
      });
      expect(res.json(), operation.operationId).toEqual(
        example(operation.operationId, 403, 'host'),
      );
    }
  });

  it('403 for a write from another site, on every operation that writes', async () => {
    await start();
    for (const operation of loadContract().operations.values()) {
      if (operation.method === 'GET') continue;
      const res = await post(app, operation.path, {}, { origin: 'https://evil.example' });
      expect(res.json(), operation.operationId).toEqual(
        example(operation.operationId, 403, 'crossSite'),
      );
    }
  });

  it('sendCode 200, and 429 cooldown right after a send', async () => {
    await start();
    expect((await sendCode(app, ada)).json()).toEqual(example('sendCode', 200));
    expect((await sendCode(app, ada)).json()).toEqual(example('sendCode', 429, 'cooldown'));
  });

  it('verifyCode 200, and 401 invalid for a wrong, dead, used and never-sent code', async () => {
    await start();
    const invalid = example('verifyCode', 401, 'invalid');
    await sendCode(app, ada);
    const code = await latestCode(app, ada);
    for (let i = 0; i < 5; i++) {
      expect((await verifyCode(app, ada, otherCode(code))).json()).toEqual(invalid);
    }
    expect((await verifyCode(app, ada, code)).json()).toEqual(invalid);
    clock.advance(seconds(30));
    await sendCode(app, ada);
    const fresh = await latestCode(app, ada);
    expect((await verifyCode(app, ada, fresh)).json()).toEqual(example('verifyCode', 200));
    expect((await verifyCode(app, ada, fresh)).json()).toEqual(invalid);
    expect((await verifyCode(app, 'nobody@example.com', fresh)).json()).toEqual(invalid);
  });

  it('verifyCode 429 lockedOut with a minute to go', async () => {
    await start();
    for (let failure = 0; failure < 100; failure++) {
      if (failure % 5 === 0) {
        clock.advance(seconds(30));
        await sendCode(app, ada);
      }
      await verifyCode(app, ada, otherCode(await latestCode(app, ada)));
    }
    clock.advance(minutes(59));
    const locked = await verifyCode(app, ada, '000000');
    expect(locked.json()).toEqual(example('verifyCode', 429, 'lockedOut'));
  });

  it('requestWhitelist 200 and 409', async () => {
    await start();
    const body = { email: ada, recaptchaToken: '' };
    expect((await post(app, '/api/auth/whitelist', body)).json()).toEqual(
      example('requestWhitelist', 200),
    );
    expect((await post(app, '/api/auth/whitelist', body)).json()).toEqual(
      example('requestWhitelist', 409),
    );
  });

  it('sendContact 200 and 403', async () => {
    await start();
    const message = {
      name: 'Ada Lovelace',
      email: ada,
      category: 'general',
      subject: 'Hello',
      message: 'A message of more than ten characters.',
    };
    const token = await recaptchaToken(app);
    expect(
      (await post(app, '/api/auth/contactus', { ...message, recaptchaToken: token })).json(),
    ).toEqual(example('sendContact', 200));
    expect(
      (await post(app, '/api/auth/contactus', { ...message, recaptchaToken: token })).json(),
    ).toEqual(example('sendContact', 403, 'recaptcha'));
  });

  it('getGoogleLoginUrl 200 on the documented origin, and 400', async () => {
    await start();
    const ok = await app.inject({
      url: '/api/auth/oauth/google/loginUrl?redirect=/api_mcp_studio/',
      headers: { host: 'localhost:8080' },
    });
    expect(ok.json()).toEqual(example('getGoogleLoginUrl', 200));
    const refused = await app.inject('/api/auth/oauth/google/loginUrl?redirect=//evil.example');
    expect(refused.json()).toEqual(example('getGoogleLoginUrl', 400));
  });

  it('413, 415 and the rate-limit 429 with 30 seconds left', async () => {
    await start({ RATE_LIMITS: 'on', RATE_LIMIT_WHITELIST: '1' });
    const big = await app.inject({
      method: 'POST',
      url: '/api/auth/whitelist',
      payload: { email: ada, recaptchaToken: 'x'.repeat(20_000) },
    });
    expect(big.json()).toEqual(example('requestWhitelist', 413));
    const text = await app.inject({
      method: 'POST',
      url: '/api/auth/whitelist',
      payload: 'email=ada@example.com',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.json()).toEqual(example('requestWhitelist', 415));
    await post(app, '/api/auth/whitelist', { email: ada });
    clock.advance(seconds(30));
    const limited = await post(app, '/api/auth/whitelist', { email: 'grace@example.com' });
    expect(limited.json()).toEqual(example('requestWhitelist', 429));
    expect(limited.json()).toEqual(example('verifyCode', 429, 'rateLimit'));
    expect(limited.json()).toEqual(example('sendCode', 429, 'rateLimit'));
  });
});
