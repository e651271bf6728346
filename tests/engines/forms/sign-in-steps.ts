// The steps every sign-in journey shares: send the code, the code step, landing in the app.

import { REDIRECT_DELAY_MS } from '#web/features/auth/constants.ts';
import type { EngineDriver } from '../driver';
import { waitFor } from '../wait';
import {
  js,
  until,
  noConsoleErrors,
  labelled,
  toast,
  textShown,
  tapButton,
  focusedId,
} from './form-checks';

/** A sign-in leaves for the app REDIRECT_DELAY_MS after "Login Successful", less 50 ms of timer slack. */
const MIN_REDIRECT_MS = REDIRECT_DELAY_MS - 50;
export const CODE_INPUT = '#sign-in-code';

/** On a sign-in card: types `email`, sends the code and waits for the code step. */
export async function sendCode(page: EngineDriver, email: string) {
  await page.type(await labelled(page, 'Email'), email);
  await tapButton(page, 'Send Verification Code');
  await toast(page, 'OTP Sent');
  await codeStep(page);
}

/** Where the page notes when "Login Successful" showed: it outlives the redirect (same origin). */
const SUCCESS_KEY = 'engines-login-successful';

/**
 * The code step shows, its input focused (the card puts the caret there) and labelled
 * "Verification code". From here the page notes the moment a "Login Successful" toast appears.
 */
export async function codeStep(page: EngineDriver) {
  let focused = '';
  await until(
    async () => (focused = await focusedId(page)) === CODE_INPUT.slice(1),
    () => `the code step did not focus ${CODE_INPUT} (focus on "${focused}")`,
  );
  const label = await labelled(page, 'Verification code');
  if (label !== `[id="${CODE_INPUT.slice(1)}"]`) {
    throw new Error(`"Verification code" labels ${label}, not ${CODE_INPUT}`);
  }
  await page.evaluate(`(() => {
    sessionStorage.removeItem(${js(SUCCESS_KEY)});
    const seen = () => [...document.querySelectorAll('[data-sonner-toast]')].some((toast) =>
      (toast.textContent || '').includes('Login Successful'));
    // When the code check's answer arrived: the page starts its redirect timer with the toast
    // call, after that answer; the toast itself may render later on a loaded machine.
    const answered = () => {
      const checks = performance.getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/auth/validate'));
      const last = checks[checks.length - 1];
      return last ? performance.timeOrigin + last.responseEnd : Date.now();
    };
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      sessionStorage.setItem(${js(SUCCESS_KEY)}, String(answered()));
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return true;
  })()`);
}

/**
 * After the code went in: "Login Successful", then the app stand-in at `appPath`, reached no
 * sooner than the 750 ms redirect allows, saying who signed in. The delay is the page's own: from
 * the code check's answer (the page calls the toast and starts its timer once it has it) to the
 * start of the navigation into the app (its performance.timeOrigin). Not from the toast's
 * appearance in the page: under load sonner draws it tens of ms after the call, and a CI run
 * measured 688 ms from there.
 */
export async function landsSignedIn(page: EngineDriver, appPath: string, email: string) {
  await toast(page, 'Login Successful');
  // The sign-in page's errors now: WebKit's recorder does not follow the page into the app.
  await noConsoleErrors(page, 'before the redirect');
  let at = '';
  const where = () =>
    page.evaluate<string>('location.pathname + " " + document.readyState').catch(() => 'between');
  await until(
    async () => (at = await where()) === `${appPath} complete`,
    () => `did not land on ${appPath} (at "${at}")`,
    10_000,
  );
  const times = await page.evaluate<{ toast: string | null; start: number }>(
    `({ toast: sessionStorage.getItem(${js(SUCCESS_KEY)}), start: performance.timeOrigin })`,
  );
  if (times.toast === null) throw new Error('the page never noted the "Login Successful" toast');
  const delay = Math.round(times.start - Number(times.toast));
  if (delay < MIN_REDIRECT_MS) {
    throw new Error(
      `left for ${appPath} ${delay} ms after the code was accepted (< ${REDIRECT_DELAY_MS} ms)`,
    );
  }
  await waitFor(
    () => textShown(page, `Signed in as ${email}`),
    `${appPath} does not say "Signed in as ${email}"`,
  );
  await noConsoleErrors(page, 'in the app');
  return `left for ${appPath} ${delay} ms after the code was accepted`;
}
