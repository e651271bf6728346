// Send-code must not tell who has an account: an address the mock knows (whitelisted, signed in
// before, holding a live code, with failed tries, locked out, a contact sender) gets the same
// answer as one it has never seen, byte for byte: status, body bytes and every header but Date
// and the rate-limit counters.
// Compared on the mock itself (its exact bytes) and through Prism's validating proxy (what a
// client sees, every answer checked against the contract). Test clock, rate limits raised.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seconds, testClock } from '../../mock-server/src/testing/clock';
import { otherCode } from '../../mock-server/src/testing/otp';
import { validValue } from '@testbeam/contract/src/arbitraries';
import { type DevRoutes, devRoutes } from './dev-routes';
import { expectDocumented } from './documented';
import { call, raisedRateLimits, type Running, startMock, startPrism } from './harness';
import { operationById } from '@testbeam/contract/src/repository-contract';

const clock = testClock();
let mock: Running;
let prism: Running;
let dev: DevRoutes;

const sendCode = operationById('sendCode');
const verifyCode = operationById('verifyCode');

type Body = { email: string };

interface Answer {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

// Date is the clock; x-ratelimit-remaining and -reset count this client's requests, whatever the
// address. Every other header must be the same.
const varying = (name: string) => name === 'date' || name.startsWith('x-ratelimit-');

/** The send-code answer for `email` from `base`: status, bytes and headers that could differ. */
async function answerOf(base: string, email: string): Promise<Answer> {
  const response = await call(base, 'POST', sendCode.path, { email, recaptchaToken: '' });
  if (base === prism.url) await expectDocumented(sendCode, response.clone());
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => !varying(name)),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

const verify = (email: string, code: string) =>
  call(mock.url, 'POST', verifyCode.path, { email, code, recaptchaToken: '' });

/** Makes the mock know `email` in every way it can, then lets every cooldown pass. */
async function makeKnown(): Promise<string[]> {
  const post = (path: string, body: unknown) => call(mock.url, 'POST', path, body);
  // First, as it moves the clock 10 minutes: 100 wrong tries against 20 codes lock an address.
  for (let round = 0; round < 20; round++) {
    clock.advance(seconds(31));
    await post(sendCode.path, { email: 'locked.out@example.com' });
    const code = await dev.latestCode('locked.out@example.com');
    for (let n = 0; n < 5; n++) await verify('locked.out@example.com', otherCode(code));
  }
  expect((await verify('locked.out@example.com', '000000')).status).toBe(429);

  await post('/api/auth/whitelist', { email: 'whitelisted@example.com', recaptchaToken: '' });

  await post(sendCode.path, { email: 'signed.in@example.com' });
  await verify('signed.in@example.com', await dev.latestCode('signed.in@example.com'));

  await post(sendCode.path, { email: 'live.code@example.com' });

  await post(sendCode.path, { email: 'failed.tries@example.com' });
  const failedCode = await dev.latestCode('failed.tries@example.com');
  for (let n = 0; n < 3; n++) await verify('failed.tries@example.com', otherCode(failedCode));

  await post('/api/auth/contactus', {
    name: 'Ada Lovelace',
    email: 'contact.sender@example.com',
    category: 'general',
    subject: 'Hello',
    message: 'Just saying hello to the team.',
    recaptchaToken: await dev.recaptchaToken('submit'),
  });

  const callback = `/__mock/oauth/google/callback?email=google.user%40example.com&redirect=%2Fapi_mcp_studio%2F`;
  expect((await dev.page(callback)).status).toBe(302);

  clock.advance(seconds(31));
  return [
    // Addresses are compared case-insensitively: another spelling is the same known address.
    'Whitelisted@Example.com',
    'signed.in@example.com',
    'live.code@example.com',
    'failed.tries@example.com',
    'locked.out@example.com',
    'contact.sender@example.com',
    'google.user@example.com',
  ];
}

let known: string[];

beforeAll(async () => {
  mock = await startMock(raisedRateLimits, { now: clock.now });
  prism = await startPrism(mock.url);
  dev = devRoutes(mock.url);
  known = await makeKnown();
});

afterAll(async () => {
  await prism?.stop();
  await mock?.stop();
});

/** One send-code to each address, in order: their answers. */
async function round(base: string, emails: string[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const email of emails) answers.push(await answerOf(base, email));
  return answers;
}

let unseen = 0;
const neverSeen = () => `never.seen.${++unseen}@example.com`;

describe('send-code answers the same bytes for known and unknown addresses', () => {
  it('200 on the mock and through Prism: identical to a never-seen address', async () => {
    for (const base of [mock.url, prism.url]) {
      clock.advance(seconds(31));
      const [reference, ...answers] = await round(base, [neverSeen(), ...known]);
      expect(reference?.status).toBe(200);
      answers.forEach((answer, index) => expect(answer, known[index]).toEqual(reference));
    }
  });

  it('429 during the cooldown: identical too', async () => {
    clock.advance(seconds(31));
    const emails = [neverSeen(), ...known];
    await round(mock.url, emails);
    clock.advance(seconds(10));
    for (const base of [mock.url, prism.url]) {
      const [reference, ...answers] = await round(base, emails);
      expect(reference?.status).toBe(429);
      answers.forEach((answer, index) => expect(answer, known[index]).toEqual(reference));
    }
  });

  it('any well-formed address gets the answer a never-seen one gets (property)', async () => {
    clock.advance(seconds(31));
    const [reference] = await round(prism.url, [neverSeen()]);
    const emails = validValue(sendCode.body?.schema ?? {}).map((body) => (body as Body).email);
    await fc.assert(
      fc
        .asyncProperty(emails, async (email) => {
          expect(await answerOf(prism.url, email), email).toEqual(reference);
        })
        .beforeEach(() => {
          // Past any cooldown, so a generated address may come up twice.
          clock.advance(seconds(31));
        }),
      { numRuns: 100 },
    );
  });
});
