import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeSentMessage } from '../../../../src/routes/api/auth/send-code';
import { buildMock, latestCode, sendCode } from '../../../helpers/mock-app';
import { seconds, testClock } from '../../../../src/testing/clock';

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

  it('says what the contract says of the code: its length and lifetime', () => {
    expect(codeSentMessage).toBe(
      'If this address can sign in, a 6-digit code is on its way. It expires in 10 minutes.',
    );
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
    const stored = app.namespaces.default.stores.otp.inspect(ada);
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
