import { describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract/openapi';
import { forcedAnswer, parsePrefer } from '../../src/contract/prefer';

describe('parsePrefer', () => {
  it.each([
    [undefined, {}],
    ['', {}],
    ['code=429', { code: '429' }],
    ['code=429, example=cooldown', { code: '429', example: 'cooldown' }],
    ['code=429;example=cooldown', { code: '429', example: 'cooldown' }],
    ['CODE = 401 , Example = "invalid"', { code: '401', example: 'invalid' }],
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
    const lockedOut = {
      success: false,
      message: 'Too many failed attempts. Try again in 1 minute.',
    };
    expect(forcedAnswer(verifyCode, { code: '429', example: 'lockedOut' })).toMatchObject({
      status: 429,
      body: lockedOut,
      headers: { 'retry-after': '30' },
    });
    expect(forcedAnswer(verifyCode, { example: 'lockedOut' })).toMatchObject({
      status: 429,
      body: lockedOut,
    });
    const invalid = {
      success: false,
      message: 'Invalid or expired code. Check the code or request a new one.',
    };
    expect(forcedAnswer(verifyCode, { example: 'invalid' })).toMatchObject({
      status: 401,
      body: invalid,
    });
  });

  it('leaves Set-Cookie to the route: a forced sign-in gets a real session', () => {
    expect(forcedAnswer(verifyCode, { code: '200' })).toMatchObject({ status: 200, headers: {} });
  });

  it.each([
    [
      { code: '418' },
      /code=418 is not documented for sendCode; use one of 200, 400, 403, 413, 415, 429, 500/,
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
