import { describe, expect, it } from 'vitest';
import { findRoute } from '#web/config/routes.ts';
import { CODE_LIFETIME_MINUTES, OTP_LENGTH } from '#common/otp';
import { signInPoints } from './sign-in';

describe('what /login says about the code', () => {
  const lifetime = new RegExp(`${CODE_LIFETIME_MINUTES} minutes`);
  const length = new RegExp(`${OTP_LENGTH}-digit`);

  it('says it once, in the first point beside the form, not again in the intro', () => {
    const intro = findRoute('/login')?.description ?? '';
    expect(intro).not.toMatch(lifetime);
    expect(intro).not.toMatch(length);
    const saying = signInPoints.filter(
      (point) => lifetime.test(point.text) && length.test(point.text),
    );
    expect(saying.map((point) => point.title)).toEqual(['No password to remember']);
  });
});
