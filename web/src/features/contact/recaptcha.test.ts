import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getRecaptchaToken,
  MOCK_RECAPTCHA_SRC,
  recaptchaScriptSrc,
  resetRecaptchaForTests,
} from './recaptcha';

// happy-dom does not run scripts: keep the ones the loader appends and play their events by hand.
let appended: HTMLScriptElement[] = [];
const scripts = () => appended.filter((script) => !script.dataset.removed);

/** Simulates the script arriving: defines grecaptcha, then fires load. */
function finishLoading(execute = vi.fn(async () => 'token-1')) {
  window.grecaptcha = { ready: (callback) => callback(), execute };
  for (const script of scripts()) script.dispatchEvent(new Event('load'));
  return execute;
}

describe('reCAPTCHA loader', () => {
  beforeEach(() => {
    appended = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        const script = node as HTMLScriptElement;
        script.remove = () => (script.dataset.removed = 'true');
        appended.push(script);
      }
    });
  });

  afterEach(() => {
    resetRecaptchaForTests();
    vi.restoreAllMocks();
  });

  it("uses Google's script with a real key and the mock's stand-in without one", () => {
    expect(recaptchaScriptSrc('6LcAbCdEfGhIjKlMnOpQrStUvWx')).toBe(
      'https://www.google.com/recaptcha/api.js?render=6LcAbCdEfGhIjKlMnOpQrStUvWx',
    );
    expect(recaptchaScriptSrc(null)).toBe(MOCK_RECAPTCHA_SRC);
  });

  it('loads nothing until a token is asked for', () => {
    expect(scripts()).toHaveLength(0);
  });

  it('loads the script once and asks for a token for the action "submit"', async () => {
    const first = getRecaptchaToken(null);
    expect(scripts().map((script) => script.getAttribute('src'))).toEqual([MOCK_RECAPTCHA_SRC]);
    const execute = finishLoading();
    await expect(first).resolves.toBe('token-1');
    await expect(getRecaptchaToken(null)).resolves.toBe('token-1');
    expect(scripts()).toHaveLength(1);
    expect(execute).toHaveBeenCalledTimes(2);
    expect(execute).toHaveBeenCalledWith('development', { action: 'submit' });
  });

  it('passes the configured site key to execute', async () => {
    const pending = getRecaptchaToken('6LcAbCdEfGhIjKlMnOpQrStUvWx');
    const execute = finishLoading();
    await pending;
    expect(execute).toHaveBeenCalledWith('6LcAbCdEfGhIjKlMnOpQrStUvWx', { action: 'submit' });
  });

  it('rejects when the script fails, and tries again on the next submit', async () => {
    const failed = getRecaptchaToken(null);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/failed to load/);
    expect(scripts()).toHaveLength(0);

    const retried = getRecaptchaToken(null);
    expect(scripts()).toHaveLength(1);
    finishLoading();
    await expect(retried).resolves.toBe('token-1');
  });

  it('rejects when execute rejects or returns no token', async () => {
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: vi.fn().mockRejectedValueOnce(new Error('blocked')).mockResolvedValueOnce(''),
    };
    await expect(getRecaptchaToken(null)).rejects.toThrow('blocked');
    await expect(getRecaptchaToken(null)).rejects.toThrow(/no token/);
  });
});
