// Property-based requests generated from openapi.yaml's schemas (arbitraries.ts), at least 100
// valid and 100 invalid ones per operation.
//
// Where each request goes, and how its answer is held to the contract:
// - VALID requests go through Prism's validating proxy (--errors), which checks the answer
//   (status, headers such as Retry-After and Set-Cookie, body) and turns any violation into a
//   500 problem+json; expectDocumented() also checks the body with Ajv.
// - INVALID requests go straight to the mock. Prism cannot carry them: it answers 422 itself
//   without forwarding, and with --validate-request=false it re-serializes the body (null
//   arrives empty, a JSON string arrives as bare text, __proto__ is dropped) and answers
//   malformed JSON with its own 400, so the mock would never see the generated body. The mock's
//   answer is checked with Ajv against the operation's documented 400 instead.
//
// The mock runs on a frozen test clock (no expiry, cooldown or window ends mid-run) with every
// rate limit raised, and each run starts from POST /__mock/reset.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../mock-server/src/testing/clock';
import {
  type InvalidBody,
  invalidBody,
  invalidQuery,
  validValue,
} from '@testbeam/contract/src/arbitraries';
import { allowedRedirects, type DevRoutes, devRoutes, sessionCookieLine } from './dev-routes';
import { documentedExample, expectDocumented } from './documented';
import { call, raisedRateLimits, type Running, startMock, startPrism } from './harness';
import { type Operation, type Schema } from '@testbeam/contract/src/contract-document';
import { operationById } from '@testbeam/contract/src/repository-contract';
import { findWaitlistProduct, waitlistDuplicateMessage } from '#common/access-requests';

const numRuns = 100;
// A passing property takes seconds; a failing one also shrinks to its smallest case, request by
// request, and should get to report it.
const shrinkRoom = { timeout: 120_000 };

let mock: Running;
let prism: Running;
let dev: DevRoutes;

beforeAll(async () => {
  mock = await startMock(raisedRateLimits, { now: testClock().now });
  prism = await startPrism(mock.url);
  dev = devRoutes(mock.url);
});

afterAll(async () => {
  await prism?.stop();
  await mock?.stop();
});

const sendCode = operationById('sendCode');
const verifyCode = operationById('verifyCode');
const requestWhitelist = operationById('requestWhitelist');
const sendContact = operationById('sendContact');
const getGoogleLoginUrl = operationById('getGoogleLoginUrl');

type Body = Record<string, unknown> & { email: string };

function bodySchema(op: Operation): Schema {
  if (!op.body) throw new Error(`${op.operationId} takes no body`);
  return op.body.schema;
}
const propertyNames = (op: Operation) => Object.keys(bodySchema(op).properties ?? {});
const validBody = (op: Operation) => validValue(bodySchema(op)) as fc.Arbitrary<Body>;
const viaPrism = (op: Operation, body: unknown) => call(prism.url, op.method, op.path, body);

/** `fc.assert` with a fresh mock state before every run. */
function check<Ts extends [unknown, ...unknown[]]>(
  arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> },
  predicate: (...args: Ts) => Promise<void>,
) {
  const property = fc.asyncProperty(...arbitraries, predicate).beforeEach(() => dev.reset());
  return fc.assert(property, { numRuns });
}

describe(
  'valid requests through Prism: the documented answer the state calls for',
  shrinkRoom,
  () => {
    it('sendCode: 200 and a code in the outbox, then 429 with Retry-After for the same address', () =>
      check([validBody(sendCode)], async (body) => {
        const first = await expectDocumented(sendCode, await viaPrism(sendCode, body));
        expect(first).toEqual(documentedExample(sendCode, 200));
        const emails = await dev.outbox(body.email);
        expect(emails).toHaveLength(1);
        expect(emails[0]).toMatchObject({ to: body.email, code: expect.stringMatching(/^\d{6}$/) });

        const again = await viaPrism(sendCode, body);
        expect(again.status).toBe(429);
        expect(again.headers.get('retry-after')).toBe('30');
        expect(await expectDocumented(sendCode, again)).toEqual(
          documentedExample(sendCode, 429, 'cooldown'),
        );
        expect(await dev.outbox(body.email)).toHaveLength(1);
      }));

    it('verifyCode: 401 without a code or with a wrong one; the right code signs in', () =>
      check([validBody(verifyCode), fc.boolean()], async (body, sendFirst) => {
        if (!sendFirst) {
          const answer = await expectDocumented(verifyCode, await viaPrism(verifyCode, body));
          expect(answer).toEqual(documentedExample(verifyCode, 401, 'invalid'));
          return;
        }
        const sent = await viaPrism(sendCode, { email: body.email, recaptchaToken: '' });
        expect(sent.status).toBe(200);
        const code = await dev.latestCode(body.email);
        if (body.code !== code) {
          const wrong = await expectDocumented(verifyCode, await viaPrism(verifyCode, body));
          expect(wrong).toEqual(documentedExample(verifyCode, 401, 'invalid'));
        }
        const right = await viaPrism(verifyCode, { ...body, code });
        expect(await expectDocumented(verifyCode, right)).toEqual(
          documentedExample(verifyCode, 200),
        );
        expect(sessionCookieLine(right)).toMatch(/^tb_session=[^;]+;.*HttpOnly.*SameSite=Lax/);
      }));

    it('requestWhitelist: 200 and a pending entry, then 409 for the same address in capitals', () =>
      check([validBody(requestWhitelist)], async (body) => {
        const first = await viaPrism(requestWhitelist, body);
        expect(await expectDocumented(requestWhitelist, first)).toEqual(
          documentedExample(requestWhitelist, 200),
        );
        expect(await dev.whitelist()).toMatchObject([
          { email: body.email.toLowerCase(), status: 'pending' },
        ]);
        const again = await viaPrism(requestWhitelist, {
          ...body,
          email: body.email.toUpperCase(),
        });
        // A waitlist's duplicate names the product (openapi.yaml's description of the 409).
        const waitlist =
          typeof body.waitlist === 'string' ? findWaitlistProduct(body.waitlist) : undefined;
        expect(await expectDocumented(requestWhitelist, again)).toEqual(
          waitlist
            ? { success: false, message: waitlistDuplicateMessage(waitlist.name) }
            : documentedExample(requestWhitelist, 409),
        );
        expect(await dev.whitelist()).toHaveLength(1);
      }));

    it('sendContact: 200 and stored with a stand-in token, 403 with any other token', () =>
      check([validBody(sendContact), fc.boolean()], async (generated, withToken) => {
        const body = withToken
          ? { ...generated, recaptchaToken: await dev.recaptchaToken('submit') }
          : generated;
        const answer = await expectDocumented(sendContact, await viaPrism(sendContact, body));
        if (!withToken) {
          expect(answer).toEqual(documentedExample(sendContact, 403));
          expect(await dev.messages()).toEqual([]);
          return;
        }
        expect(answer).toEqual(documentedExample(sendContact, 200));
        const { name, email, category, subject, message } = body;
        expect(await dev.messages()).toMatchObject([{ name, email, category, subject, message }]);
      }));

    it('getGoogleLoginUrl: 200 and the stand-in URL for an allow-listed target, else 400', () => {
      const [redirect] = getGoogleLoginUrl.query;
      if (!redirect) throw new Error('getGoogleLoginUrl documents no query parameter');
      // Schema-valid paths are almost never real connector keys: mix the real ones in.
      const targets = fc.option(
        fc.oneof(
          fc.constantFrom(...allowedRedirects),
          validValue(redirect.schema) as fc.Arbitrary<string>,
        ),
        { nil: undefined },
      );
      return check([targets], async (target) => {
        const search = target === undefined ? '' : `?${new URLSearchParams({ redirect: target })}`;
        const response = await call(prism.url, 'GET', `${getGoogleLoginUrl.path}${search}`);
        const answer = await expectDocumented(getGoogleLoginUrl, response);
        const landing = target ?? '/api_mcp_studio/';
        if (!allowedRedirects.includes(landing)) {
          expect(answer).toEqual(documentedExample(getGoogleLoginUrl, 400));
          return;
        }
        expect(response.status).toBe(200);
        const url = new URL(answer.data?.url ?? '');
        expect(url.origin).toBe(mock.url);
        expect(url.pathname).toBe('/__mock/oauth/google');
        expect(url.searchParams.get('redirect')).toBe(landing);
      });
    });
  },
);

/** Sends an invalid body to the mock itself, as the exact text generated. */
const direct = (op: Operation, { text }: InvalidBody) =>
  fetch(`${mock.url}${op.path}`, {
    method: op.method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: text,
  });

// What each operation would have stored, had it accepted the body.
const storedBy: Array<[Operation, () => Promise<unknown[]>]> = [
  [sendCode, () => dev.outbox()],
  // Verify keeps nothing a dev route lists; that it set no cookie is checked on the answer.
  [verifyCode, async () => []],
  [requestWhitelist, () => dev.whitelist()],
  [sendContact, () => dev.messages()],
];

describe(
  'invalid requests straight to the mock: 400 in the error shape, nothing kept',
  shrinkRoom,
  () => {
    it.each(storedBy.map(([op, stored]) => ({ op, stored, name: op.operationId })))(
      '$name',
      ({ op, stored }) =>
        check([invalidBody(bodySchema(op))], async (invalid) => {
          const response = await direct(op, invalid);
          expect(response.status, `${invalid.rule}: ${invalid.text}`).toBe(400);
          const answer = await expectDocumented(op, response);
          expect(answer.success).toBe(false);
          // A body that breaks one property's rule gets a message naming that property.
          const [field] = invalid.rule.split(': ');
          if (field !== undefined && propertyNames(op).includes(field)) {
            expect(answer.message, invalid.rule).toContain(field);
          }
          expect(response.headers.getSetCookie()).toEqual([]);
          expect(await stored()).toEqual([]);
        }),
    );

    it('getGoogleLoginUrl', () => {
      const [redirect] = getGoogleLoginUrl.query;
      if (!redirect) throw new Error('getGoogleLoginUrl documents no query parameter');
      return check([invalidQuery(redirect.name, redirect.schema)], async (invalid) => {
        const response = await fetch(`${mock.url}${getGoogleLoginUrl.path}?${invalid.text}`);
        expect(response.status, `${invalid.rule}: ${invalid.text}`).toBe(400);
        const answer = await expectDocumented(getGoogleLoginUrl, response);
        expect(answer).toEqual(documentedExample(getGoogleLoginUrl, 400));
      });
    });
  },
);
