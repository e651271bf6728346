import { describe, expect, it } from 'vitest';
import { ANALYTICS_PLACEHOLDER_ID, parseSiteEnv } from './env-schema';

describe('parseSiteEnv', () => {
  it('treats unset, empty and placeholder measurement ids as "no analytics"', () => {
    expect(parseSiteEnv({}).analyticsId).toBeNull();
    expect(parseSiteEnv({ VITE_GA_MEASUREMENT_ID: '' }).analyticsId).toBeNull();
    expect(
      parseSiteEnv({ VITE_GA_MEASUREMENT_ID: ANALYTICS_PLACEHOLDER_ID }).analyticsId,
    ).toBeNull();
  });

  it('keeps a real measurement id and site key', () => {
    const env = parseSiteEnv({
      VITE_GA_MEASUREMENT_ID: 'G-AB12CD34EF',
      VITE_RECAPTCHA_SITE_KEY: '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_',
    });
    expect(env).toEqual({
      analyticsId: 'G-AB12CD34EF',
      recaptchaSiteKey: '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_',
    });
  });

  it('uses the development bot check when no site key is set', () => {
    expect(parseSiteEnv({}).recaptchaSiteKey).toBeNull();
  });

  it('names the variable that is wrong', () => {
    expect(() => parseSiteEnv({ VITE_GA_MEASUREMENT_ID: 'UA-1234' })).toThrow(
      /VITE_GA_MEASUREMENT_ID/,
    );
    expect(() => parseSiteEnv({ VITE_RECAPTCHA_SITE_KEY: 'short' })).toThrow(
      /VITE_RECAPTCHA_SITE_KEY/,
    );
  });
});
