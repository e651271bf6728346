// The checks of what openapi.yaml promises beyond one answer (x-behaviour; names and contract
// text in behaviour-names.ts). Each spends its own fresh address, and each step also goes through
// the per-answer checks. Without an inbox, a check that must read a code is skipped, never passed.

import type { BehaviourCheck } from './behaviour-names';
import { contractBehaviour, type Operation, operationById } from './contract-document';
import { type Inbox, waitForCode } from './inbox';
import type { Outcome, Request, SendMode } from './sender';
import { otherCode } from './sign-in-flow';

export type BehaviourVerdict = { ok: true } | { ok: false; detail: string } | { skipped: string };

export interface BehaviourContext {
  probe: (op: Operation, label: string, request: Request, mode?: SendMode) => Promise<Outcome>;
  inbox?: Inbox;
  /** Waits `ms`, saying why (the run tells the person watching). */
  sleep: (ms: number, why: string) => Promise<void>;
  /** A fresh address under --email-domain for `tag`. */
  address: (tag: string) => string;
  slow: boolean;
}

/** Thrown inside a check: its verdict. */
class Stop extends Error {
  constructor(readonly verdict: BehaviourVerdict) {
    super('stop');
  }
}
const fail = (detail: string) => new Stop({ ok: false, detail });
const skip = (reason: string) => new Stop({ skipped: reason });
const noInbox = 'no --inbox or --inbox-command: the run cannot read the code it was sent';

const json = (op: Operation, body: unknown): Request => ({
  method: op.method,
  path: op.path,
  body: JSON.stringify(body),
});

/** Sends and returns the answer's status and headers, or stops the check. */
async function step(
  ctx: BehaviourContext,
  op: Operation,
  label: string,
  body: unknown,
  mode?: SendMode,
) {
  const outcome = await ctx.probe(op, label, json(op, body), mode);
  if (outcome.kind === 'skipped') throw skip(outcome.reason);
  if (outcome.kind === 'failed') throw fail(`${label}: no answer: ${outcome.error}`);
  if (outcome.rateLimited) throw skip(`${label}: rate limited (429) past --max-wait`);
  return outcome.answer;
}

async function expectStatus(
  ctx: BehaviourContext,
  op: Operation,
  label: string,
  body: unknown,
  expected: number,
  mode?: SendMode,
) {
  const answer = await step(ctx, op, label, body, mode);
  if (answer.status !== expected)
    throw fail(`${label} answered ${answer.status}, the contract says ${expected}`);
  return answer;
}

/** Sends a code to `address` and reads it (a different one from `previous`, when given). */
async function sendAndRead(ctx: BehaviourContext, address: string, previous?: string) {
  if (!ctx.inbox) throw skip(noInbox);
  const inbox = ctx.inbox;
  await expectStatus(ctx, sendCode(), `send a code to ${address}`, { email: address }, 200);
  const newer: Inbox = async (email) => {
    const code = await inbox(email);
    return code === previous ? undefined : code;
  };
  const code = await waitForCode(newer, address);
  if (code === undefined) throw fail(`no new code for ${address} reached the inbox within 10 s`);
  return code;
}

const sendCode = () => operationById('sendCode');
const verifyCode = () => operationById('verifyCode');
const verify = (
  ctx: BehaviourContext,
  label: string,
  email: string,
  code: string,
  status: number,
) => expectStatus(ctx, verifyCode(), label, { email, code, recaptchaToken: '' }, status);

async function verdictOf(run: () => Promise<void>): Promise<BehaviourVerdict> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    if (error instanceof Stop) return error.verdict;
    throw error;
  }
}

/** Retry-After as the contract declares it: integer seconds, here at most `max`. */
function retryAfterProblem(value: string | null, max: number): string | undefined {
  if (value === null) return 'no Retry-After';
  if (!/^\d+$/.test(value.trim()))
    return `Retry-After ${JSON.stringify(value)} is not whole seconds`;
  const seconds = Number(value);
  return seconds >= 1 && seconds <= max
    ? undefined
    : `Retry-After ${seconds} is not between 1 and ${max} seconds`;
}

type Checks = Partial<Record<BehaviourCheck, () => Promise<void>>>;

/** The stateful checks in the order they run, keyed by name. */
function checks(ctx: BehaviourContext): Checks {
  const rules = contractBehaviour.code;
  const replaced = ctx.address('newer');
  return {
    unknown_address: async () => {
      await verify(
        ctx,
        'a code for an address never sent one',
        ctx.address('unknown'),
        '123456',
        401,
      );
    },
    // One address for both: the code the cooldown check sent is the older code.
    resend_cooldown: async () => {
      await expectStatus(ctx, sendCode(), 'send a code', { email: replaced }, 200);
      const again = await expectStatus(
        ctx,
        sendCode(),
        'send again at once',
        { email: replaced },
        429,
        { noRetry: true },
      );
      const problem = retryAfterProblem(
        again.headers.get('retry-after'),
        rules.resendCooldownSeconds,
      );
      if (problem) throw fail(`the cooldown's 429: ${problem}`);
    },
    newer_code_replaces_older: async () => {
      if (!ctx.inbox) throw skip(noInbox);
      const older = (await waitForCode(ctx.inbox, replaced)) ?? (await sendAndRead(ctx, replaced));
      await ctx.sleep(
        (rules.resendCooldownSeconds + 1) * 1000,
        'the resend cooldown, before a newer code',
      );
      const newer = await sendAndRead(ctx, replaced, older);
      await verify(ctx, 'the older code after a newer send', replaced, older, 401);
      await verify(ctx, 'the newer code', replaced, newer, 200);
    },
    attempt_limit: async () => {
      const email = ctx.address('tries');
      const code = await sendAndRead(ctx, email);
      for (let tried = 1; tried <= rules.wrongTriesPerCode; tried += 1)
        await verify(
          ctx,
          `wrong try ${tried} of ${rules.wrongTriesPerCode}`,
          email,
          otherCode(code),
          401,
        );
      await verify(ctx, 'the right code after the allowed wrong tries', email, code, 401);
    },
    code_lifetime: async () => {
      if (!ctx.slow)
        throw skip(`opt-in: --slow waits the code's lifetime (${rules.lifetimeMinutes} min)`);
      const email = ctx.address('lifetime');
      const code = await sendAndRead(ctx, email);
      await ctx.sleep((rules.lifetimeMinutes * 60 + 1) * 1000, "--slow: a code's lifetime");
      await verify(ctx, `the code after ${rules.lifetimeMinutes} min`, email, code, 401);
    },
    // Last: the whitelist's window is the one the run's accepted cases used most recently.
    whitelist_duplicates: async () => {
      const op = operationById('requestWhitelist');
      const email = ctx.address('listed');
      await expectStatus(ctx, op, 'a new address', { email, recaptchaToken: '' }, 200);
      await expectStatus(ctx, op, 'the same address again', { email, recaptchaToken: '' }, 409);
      const upper = { email: email.toUpperCase(), recaptchaToken: '' };
      await expectStatus(ctx, op, 'the same address in upper case', upper, 409);
    },
  };
}

/** Runs every stateful check; each verdict with the operation it belongs to. */
export async function runBehaviourChecks(
  ctx: BehaviourContext,
): Promise<Array<{ check: BehaviourCheck; verdict: BehaviourVerdict }>> {
  const results: Array<{ check: BehaviourCheck; verdict: BehaviourVerdict }> = [];
  for (const [check, run] of Object.entries(checks(ctx)) as Array<
    [BehaviourCheck, () => Promise<void>]
  >)
    results.push({ check, verdict: await verdictOf(run) });
  return results;
}
