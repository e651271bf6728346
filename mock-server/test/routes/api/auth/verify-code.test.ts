import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieAttributes } from '../../../../src/plugins/session';
import { buildMock, cookieOf, latestCode, sendCode, verifyCode } from '../../../helpers/mock-app';
import { minutes, seconds, testClock } from '../../../../src/testing/clock';
import { otherCode } from '../../../../src/testing/otp';

let app: FastifyInstance;
let clock: ReturnType<typeof testClock>;

beforeEach(async () => {
  clock = testClock();
  app = await buildMock({}, { now: clock.now });
});
afterEach(async () => {
  await app.close();
});

const ada = 'ada@example.com';

describe('POST /api/auth/validate', () => {
  async function signIn(email = ada) {
    await sendCode(app, email);
    return verifyCode(app, email, await latestCode(app, email));
  }

  it('signs in: 200 and an HttpOnly, SameSite=Lax session cookie for 8 hours', async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You are signed in.' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^tb_session=[\w-]{43}; /);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(cookie).toMatch(/; Max-Age=28800(;|$)/);
    // The contract's pattern for the header.
    expect(cookie).toMatch(/^tb_session=[^;]+;.*HttpOnly.*SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('marks the cookie Secure when the request came over HTTPS', () => {
    expect(cookieAttributes('https')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'lax',
    });
    expect(cookieAttributes('http')).toMatchObject({ secure: false });
  });

  it('shows the signed-in email on the app stand-in', async () => {
    const cookie = cookieOf(await signIn());
    const page = await app.inject({ url: '/api_mcp_studio/', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Signed in as <strong>ada@example.com</strong> (one-time code)');
  });

  const invalid = {
    success: false,
    message: 'Invalid or expired code. Check the code or request a new one.',
  };

  it('uses a code once', async () => {
    await sendCode(app, ada);
    const code = await latestCode(app, ada);
    expect((await verifyCode(app, ada, code)).statusCode).toBe(200);
    const replay = await verifyCode(app, ada, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(invalid);
  });

  it('answers 401 five times for a wrong code, then 401 even for the right one', async () => {
    await sendCode(app, ada);
    const code = await latestCode(app, ada);
    for (let i = 0; i < 5; i++) {
      const wrong = await verifyCode(app, ada, otherCode(code));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(invalid);
    }
    const dead = await verifyCode(app, ada, code);
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual(invalid);
  });

  it('refuses a code after 10 minutes', async () => {
    await sendCode(app, ada);
    const code = await latestCode(app, ada);
    clock.advance(minutes(10));
    const late = await verifyCode(app, ada, code);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(invalid);
  });

  it('answers a never-sent code exactly like a wrong one: same status, same bytes', async () => {
    await sendCode(app, ada);
    const wrong = await verifyCode(app, ada, otherCode(await latestCode(app, ada)));
    const neverSent = await verifyCode(app, 'nobody@example.com', '111111');
    expect(neverSent.statusCode).toBe(wrong.statusCode);
    expect(neverSent.rawPayload.equals(wrong.rawPayload)).toBe(true);
  });

  // The scenario: a stranger's checks for an address that holds no code must not lock
  // its owner out.
  it('10 checks for an address that was never sent a code do not stop its owner signing in', async () => {
    const victim = 'v@example.com';
    for (let i = 0; i < 10; i++) {
      const res = await verifyCode(app, victim, '111111');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalid);
    }
    expect((await sendCode(app, victim)).statusCode).toBe(200);
    expect((await verifyCode(app, victim, await latestCode(app, victim))).statusCode).toBe(200);
  });

  /** `count` wrong tries for `email`: a new code (after the cooldown) every 5 tries. */
  async function fail(count: number, email = ada) {
    for (let failure = 0; failure < count; failure++) {
      if (failure % 5 === 0) {
        clock.advance(seconds(30));
        expect((await sendCode(app, email)).statusCode).toBe(200);
      }
      const wrong = await verifyCode(app, email, otherCode(await latestCode(app, email)));
      expect(wrong.statusCode).toBe(401);
    }
  }

  async function signInWithNewCode(email = ada) {
    clock.advance(seconds(30));
    await sendCode(app, email);
    return verifyCode(app, email, await latestCode(app, email));
  }

  it('answers 429 after 100 consecutive wrong tries (20 codes × 5), even for the right code', async () => {
    await fail(100);
    const locked = await signInWithNewCode();
    expect(locked.statusCode).toBe(429);
    // The 100th failure was 30 s ago: 59.5 minutes to go, said as 60.
    expect(locked.headers['retry-after']).toBe(String(60 * 60 - 30));
    expect(locked.json()).toEqual({
      success: false,
      message: 'Too many failed attempts. Try again in 60 minutes.',
    });
    expect(locked.headers['set-cookie']).toBeUndefined();
  });

  it('resets the count on success: 99 failures, a sign-in, 99 more do not lock', async () => {
    await fail(99);
    expect((await signInWithNewCode()).statusCode).toBe(200);
    await fail(99);
    expect((await signInWithNewCode()).statusCode).toBe(200);
  });

  it('lifts the lock after 60 minutes', async () => {
    await fail(100);
    clock.advance(minutes(60) - seconds(31));
    expect((await signInWithNewCode()).statusCode).toBe(429);
    clock.advance(seconds(1));
    expect((await verifyCode(app, ada, await latestCode(app, ada))).statusCode).toBe(200);
  });

  it('keeps the lock to the address that failed', async () => {
    await fail(100, 'mallory@example.com');
    expect((await signInWithNewCode()).statusCode).toBe(200);
  });

  it.each([
    [{ email: ada, code: '12345' }, /code/],
    [{ email: ada, code: '1234567' }, /code/],
    [{ email: ada, code: 123456 }, 'Invalid body: code must be string'],
    [{ email: ada, code: '12a456' }, 'Invalid body: code is not in the expected format'],
    [{ email: ada }, 'Invalid body: code is required'],
    [{ email: ada, code: '123456', remember: true }, 'Invalid body: unknown property remember'],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/validate', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: expect.stringMatching(message) });
  });
});
