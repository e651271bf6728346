// The bot check (docs/requirements.md §7): a reCAPTCHA v3 token for the action "submit", fetched
// when the visitor submits. The script loads on the first submit, never on page load, so visitors
// who only read the page send nothing to Google. Google's script with a real site key; the mock
// server's stand-in (same surface) in development.
import { siteEnv } from '#web/config/env.ts';

export const RECAPTCHA_ACTION = 'submit';
export const MOCK_RECAPTCHA_SRC = '/__mock/recaptcha/api.js';
/** What the stand-in is asked for when no key is configured; it ignores the key. */
const DEVELOPMENT_KEY = 'development';

type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export function recaptchaScriptSrc(siteKey: string | null): string {
  return siteKey
    ? `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
    : MOCK_RECAPTCHA_SRC;
}

let loading: Promise<Grecaptcha> | undefined;

/** Adds the script once; a failed load is forgotten so the next submit tries again. */
function loadRecaptcha(src: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () =>
      window.grecaptcha
        ? resolve(window.grecaptcha)
        : reject(new Error('reCAPTCHA script loaded without grecaptcha')),
    );
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`reCAPTCHA script failed to load: ${src}`));
    });
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A fresh token for one submission. Rejects when the script or the check is unavailable. */
export async function getRecaptchaToken(
  siteKey: string | null = siteEnv.recaptchaSiteKey,
): Promise<string> {
  const grecaptcha = window.grecaptcha ?? (await loadRecaptcha(recaptchaScriptSrc(siteKey)));
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  const token = await grecaptcha.execute(siteKey ?? DEVELOPMENT_KEY, { action: RECAPTCHA_ACTION });
  if (typeof token !== 'string' || token === '') throw new Error('reCAPTCHA returned no token');
  return token;
}

/** For tests: forget the loaded script. */
export function resetRecaptchaForTests(): void {
  loading = undefined;
  delete window.grecaptcha;
}
