import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildMock, post } from '../../../helpers/mock-app';
import { testClock } from '../../../../src/testing/clock';

let app: FastifyInstance;
const clock = testClock();
beforeEach(async () => {
  app = await buildMock({}, { now: clock.now });
});
afterEach(async () => {
  await app.close();
});

const request = (email: unknown) => post(app, '/api/auth/whitelist', { email, recaptchaToken: '' });

describe('POST /api/auth/whitelist', () => {
  it('records a pending request and answers with the text the site shows', async () => {
    const res = await request('ada@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message:
        'We have received your request, and our support team will get back to you at the earliest.',
    });
    expect((await app.inject('/__mock/whitelist')).json()).toEqual([
      {
        id: expect.any(String),
        email: 'ada@example.com',
        status: 'pending',
        requestedAt: new Date(clock.now()).toISOString(),
      },
    ]);
  });

  it('lower-cases the address and answers 409 for one already on the list, whatever its case', async () => {
    expect((await request('Ada.Lovelace@Example.com')).statusCode).toBe(200);
    const duplicate = await request('ADA.LOVELACE@example.COM');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      success: false,
      message: 'This email is already in the whitelist',
    });
    const list = (await app.inject('/__mock/whitelist')).json();
    expect(list.map((entry: { email: string }) => entry.email)).toEqual([
      'ada.lovelace@example.com',
    ]);
  });

  it.each([
    ['', /email/],
    ['ada@', /email/],
    ['ada@example', /email/],
    ['two words@example.com', /email/],
    [`${'a'.repeat(250)}@example.com`, /email/],
    [null, 'Invalid body: email must be string'],
  ])('refuses %j with 400', async (email, message) => {
    const res = await request(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: expect.stringMatching(message) });
  });

  it('refuses an unknown property with 400', async () => {
    const res = await post(app, '/api/auth/whitelist', { email: 'a@b.co', status: 'active' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Invalid body: unknown property status',
    });
  });
});

describe('POST /api/auth/whitelist with a waitlist', () => {
  const join = (email: string, waitlist: unknown) =>
    post(app, '/api/auth/whitelist', { email, recaptchaToken: '', waitlist });

  it('keeps each list apart: one address on the whitelist and on both waitlists', async () => {
    expect((await request('ada@example.com')).statusCode).toBe(200);
    expect((await join('ada@example.com', 'micro-saas')).statusCode).toBe(200);
    expect((await join('Ada@Example.com', 'agentic-workflow')).statusCode).toBe(200);
    const list = (await app.inject('/__mock/whitelist')).json();
    expect(
      list.map((entry: { email: string; waitlist?: string }) => [entry.email, entry.waitlist]),
    ).toEqual([
      ['ada@example.com', 'agentic-workflow'],
      ['ada@example.com', 'micro-saas'],
      ['ada@example.com', undefined],
    ]);
  });

  it('answers 409 naming the product for an address already on that waitlist', async () => {
    expect((await join('ada@example.com', 'micro-saas')).statusCode).toBe(200);
    const duplicate = await join('ADA@example.com', 'micro-saas');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      success: false,
      message: 'This email is already on the Micro SaaS waitlist',
    });
  });

  it.each(['', 'studio', 'MICRO-SAAS', 7])(
    'refuses the unknown waitlist %j with 400',
    async (id) => {
      const res = await join('ada@example.com', id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: expect.stringMatching(/waitlist/) });
    },
  );
});
