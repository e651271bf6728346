import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieAttributes } from '../src/plugins/session';
import { codeSentMessage } from '../src/routes/api/auth/send-code';
import {
  buildMock,
  cookieOf,
  latestCode,
  minutes,
  otherCode,
  seconds,
  sendCode,
  testClock,
  verifyCode,
} from './helpers';

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

describe('POST /api/auth/generate', () => {
  it('answers every well-formed email with the same status and the very same bytes', async () => {
    const first = await sendCode(app, ada);
    const second = await sendCode(app, 'someone.nobody.knows@example.org');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.json()).toEqual({ success: true, message: codeSentMessage });
    expect(first.body).not.toContain('ada');
  });

  it('delivers the code to the dev outbox, newest first, and logs it at info', async () => {
    const lines: string[] = [];
    await app.close();
    app = await buildMock(
      {},
      {
        now: clock.now,
        logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      },
    );
    await sendCode(app, ada);
    clock.advance(seconds(1));
    await sendCode(app, 'grace@example.com');
    const outbox = (await app.inject('/__mock/outbox')).json();
    expect(outbox).toHaveLength(2);
    expect(outbox[0]).toMatchObject({ to: 'grace@example.com' });
    const { code } = outbox[1];
    expect(outbox[1]).toEqual({
      id: expect.any(String),
      to: ada,
      subject: `Your Testbeam sign-in code: ${code}`,
      text: expect.stringContaining(code),
      code: expect.stringMatching(/^\d{6}$/),
      sentAt: new Date(clock.now() - seconds(1)).toISOString(),
    });
    const logged = lines.map((line) => JSON.parse(line)).filter((l) => l.to === ada);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 30,
        code,
        msg: `dev outbox: Your Testbeam sign-in code: ${code}`,
      }),
    ]);
  });

  it('keeps only a MAC of the code in the code store', async () => {
    await sendCode(app, ada);
    const code = await latestCode(app, ada);
    const stored = app.stores.otp.inspect(ada);
    expect(stored).toBeDefined();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored?.mac.toString('utf8')).not.toContain(code);
  });

  it('refuses a resend within 30 s with 429, Retry-After and how long to wait', async () => {
    await sendCode(app, ada);
    clock.advance(seconds(7));
    const early = await sendCode(app, ada);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('23');
    expect(early.json()).toEqual({
      success: false,
      message: 'Please wait 23 seconds before requesting a new code.',
    });
    clock.advance(seconds(23));
    expect((await sendCode(app, ada)).statusCode).toBe(200);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Invalid body: email is not in the expected format'],
    [{ email: 'a@b.co', extra: 1 }, 'Invalid body: unknown property extra'],
    [{}, 'Invalid body: email is required'],
    [{ email: 42 }, 'Invalid body: email must be string'],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/generate', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });
});

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
