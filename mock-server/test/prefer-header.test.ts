import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/openapi';
import { forcedAnswer, parsePrefer } from '../src/contract/prefer';

describe('parsePrefer', () => {
  it.each([
    [undefined, {}],
    ['', {}],
    ['code=429', { code: '429' }],
    ['code=429, example=cooldown', { code: '429', example: 'cooldown' }],
    ['code=429;example=cooldown', { code: '429', example: 'cooldown' }],
    ['CODE = 401 , Example = "wrong"', { code: '401', example: 'wrong' }],
    ['return=minimal, code=409', { code: '409' }],
    ['example=lockedOut', { example: 'lockedOut' }],
    ['code=', {}],
    [['code=403', 'respond-async'], { code: '403' }],
  ])('%j → %j', (header, expected) => {
    expect(parsePrefer(header)).toEqual(expected);
  });
});

describe('forcedAnswer', () => {
  const sendCode = loadContract().operation('sendCode');
  const verifyCode = loadContract().operation('verifyCode');

  it('asks for nothing without a code or an example', () => {
    expect(forcedAnswer(sendCode, {})).toBeNull();
  });

  it('gives the documented example and the required headers of a status', () => {
    expect(forcedAnswer(sendCode, { code: '429' })).toEqual({
      status: 429,
      body: {
        success: false,
        message: 'Please wait 30 seconds before requesting a new code.',
      },
      headers: { 'retry-after': '30' },
    });
  });

  it('picks a named example, with or without a code', () => {
    const dead = { success: false, message: 'This code is no longer valid. Request a new one.' };
    expect(forcedAnswer(verifyCode, { code: '401', example: 'dead' })).toMatchObject({
      status: 401,
      body: dead,
    });
    expect(forcedAnswer(verifyCode, { example: 'dead' })).toMatchObject({
      status: 401,
      body: dead,
    });
  });

  it('leaves Set-Cookie to the route: a forced sign-in gets a real session', () => {
    expect(forcedAnswer(verifyCode, { code: '200' })).toMatchObject({ status: 200, headers: {} });
  });

  it.each([
    [
      { code: '418' },
      /code=418 is not documented for sendCode; use one of 200, 400, 413, 415, 429, 500/,
    ],
    [{ code: 'abc' }, /code=abc is not documented/],
    [{ code: '4290' }, /code=4290 is not documented/],
    [{ example: 'nope' }, /example=nope is not documented for sendCode/],
    [{ code: '429', example: 'nope' }, /use one of cooldown, rateLimit/],
  ])('refuses %j', (preference, message) => {
    const answer = forcedAnswer(sendCode, preference);
    expect(answer).toBeInstanceOf(Error);
    expect((answer as Error).message).toMatch(message);
  });
});
