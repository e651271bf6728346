// The stateful part of the run: send a code, read it from the inbox, try a wrong one, sign in with
// the right one (the session cookie as the contract describes it), then try it again (a code
// works once). Each answer also goes through the per-answer checks of its operation.

import type { Verdict } from './checks';
import { type Operation, violations } from './contract-document';
import { type Inbox, waitForCode } from './inbox';
import type { Outcome, Request } from './sender';

/** Sends `request` as a case of `op`, records the per-answer checks, and returns the outcome. */
export type Probe = (op: Operation, label: string, request: Request) => Promise<Outcome>;

const json = (op: Operation, body: unknown): Request => ({
  method: op.method,
  path: op.path,
  body: JSON.stringify(body),
});

/** A six-digit code other than `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * The sign_in_flow verdict, or the reason it could not run (skipped). Its last step, the same code
 * again, is the single_use check's: `onSingleUse` gets that verdict (none when it was not reached).
 * `onSignedIn` gets the Set-Cookie lines of the sign-in (session_cookie_scheme's to judge).
 */
export async function signInFlow(
  { sendCode, verifyCode }: { sendCode: Operation; verifyCode: Operation },
  address: string,
  inbox: Inbox,
  probe: Probe,
  onSingleUse: (verdict: Verdict) => void = () => undefined,
  onSignedIn: (setCookies: string[]) => void = () => undefined,
): Promise<Verdict | { skipped: string }> {
  const fail = (detail: string): Verdict => ({ check: 'sign_in_flow', ok: false, detail });
  const sent = await probe(
    sendCode,
    'sign-in: send a code',
    json(sendCode, { email: address, recaptchaToken: '' }),
  );
  if (sent.kind === 'skipped') return { skipped: sent.reason };
  if (sent.kind === 'failed') return fail(`sending the code failed: ${sent.error}`);
  if (sent.rateLimited) return { skipped: 'sending the code stayed rate limited (429)' };
  if (sent.answer.status !== 200)
    return fail(`sending the code answered ${sent.answer.status}, not 200`);

  let code: string | undefined;
  try {
    code = await waitForCode(inbox, address);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  if (code === undefined) return fail(`no code for ${address} reached the inbox within 10 s`);

  const verify = (label: string, candidate: string) =>
    probe(
      verifyCode,
      label,
      json(verifyCode, { email: address, code: candidate, recaptchaToken: '' }),
    );
  const steps: Array<[string, string, number]> = [
    ['sign-in: a wrong code', otherCode(code), 401],
    ['sign-in: the code from the inbox', code, 200],
    ['sign-in: the same code again', code, 401],
  ];
  for (const [label, candidate, expected] of steps) {
    const outcome = await verify(label, candidate);
    if (outcome.kind === 'skipped') return { skipped: outcome.reason };
    if (outcome.kind === 'failed') return fail(`${label}: ${outcome.error}`);
    if (outcome.rateLimited) return { skipped: `${label}: rate limited (429)` };
    const { status, headers } = outcome.answer;
    if (label === 'sign-in: the same code again') {
      onSingleUse(
        status === expected
          ? { check: 'single_use', ok: true }
          : { check: 'single_use', ok: false, detail: `${label} answered ${status}, expected 401` },
      );
      continue;
    }
    if (status !== expected) return fail(`${label} answered ${status}, expected ${expected}`);
    if (expected === 200) {
      onSignedIn(headers.getSetCookie());
      // The session cookie as the contract declares it (name, HttpOnly, SameSite).
      const cookie = headers.get('set-cookie');
      const declared = verifyCode.responses.get(200)?.headers.get('set-cookie');
      if (cookie === null) return fail('signed in without a Set-Cookie header');
      const broken = declared ? violations(declared.schema, cookie)[0] : undefined;
      if (broken)
        return fail(
          `the session cookie ${JSON.stringify(cookie)} ${broken.message ?? 'breaks its schema'}`,
        );
    }
  }
  return { check: 'sign_in_flow', ok: true };
}
