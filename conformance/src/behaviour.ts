// The checks of what openapi.yaml promises beyond one answer (x-behaviour; names and contract
// text in behaviour-names.ts). Each spends its own fresh address, and each step also goes through
// the per-answer checks. Without an inbox, a check that must read a code is skipped, never passed.

import type { BehaviourCheck } from './behaviour-names';
import { formChecks } from './behaviour-forms';
import {
  type BehaviourContext,
  type BehaviourVerdict,
  type Checks,
  expectStatus,
  fail,
  noInbox,
  skip,
  step,
  verdictOf,
} from './behaviour-steps';
import { type Inbox, waitForCode } from './inbox';
import type { Answer } from './sender';
import { otherCode } from './sign-in-flow';

export type { BehaviourContext, BehaviourVerdict } from './behaviour-steps';

/** Sends a code to `address` and reads it (a different one from `previous`, when given). */
async function sendAndRead(ctx: BehaviourContext, address: string, previous?: string) {
  if (!ctx.inbox) throw skip(noInbox);
  const inbox = ctx.inbox;
  await expectStatus(ctx, sendCode(ctx), `send a code to ${address}`, { email: address }, 200);
  const newer: Inbox = async (email) => {
    const code = await inbox(email);
    return code === previous ? undefined : code;
  };
  const code = await waitForCode(newer, address);
  if (code === undefined) throw fail(`no new code for ${address} reached the inbox within 10 s`);
  return code;
}

const sendCode = (ctx: BehaviourContext) => ctx.contract.operationById('sendCode');
const verifyCode = (ctx: BehaviourContext) => ctx.contract.operationById('verifyCode');
const verify = (
  ctx: BehaviourContext,
  label: string,
  email: string,
  code: string,
  status: number,
) => expectStatus(ctx, verifyCode(ctx), label, { email, code, recaptchaToken: '' }, status);

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

/** The checks of the sign-in code, in the order they run, keyed by name. */
function codeChecks(ctx: BehaviourContext): Checks {
  const rules = ctx.contract.behaviour.code;
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
    refusal_reveals_nothing: async () => {
      const known = ctx.address('known');
      await expectStatus(ctx, sendCode(ctx), `send a code to ${known}`, { email: known }, 200);
      const sent = ctx.inbox ? await waitForCode(ctx.inbox, known) : undefined;
      // Without an inbox a fixed guess: wrong but for one chance in a million, then skipped.
      const guess = sent === undefined ? '000000' : otherCode(sent);
      const body = (email: string) => ({ email, code: guess, recaptchaToken: '' });
      const wrong = await step(
        ctx,
        verifyCode(ctx),
        'a wrong code for an address sent one',
        body(known),
      );
      if (wrong.status === 200)
        throw sent === undefined
          ? skip('the guessed code was the one sent')
          : fail('a wrong code answered 200, the contract says 401');
      const never = await step(
        ctx,
        verifyCode(ctx),
        'the same code for an address never sent one',
        body(ctx.address('never')),
      );
      const problem = differenceOf(wrong, never);
      if (problem) throw fail(`a wrong code and a never-sent address answer apart: ${problem}`);
    },
    // One address for both: the code the cooldown check sent is the older code.
    resend_cooldown: async () => {
      await expectStatus(ctx, sendCode(ctx), 'send a code', { email: replaced }, 200);
      const again = await expectStatus(
        ctx,
        sendCode(ctx),
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
  };
}

/** Runs every stateful check, each step's answer credited to its check. */
export async function runBehaviourChecks(
  ctx: BehaviourContext,
): Promise<Array<{ check: BehaviourCheck; verdict: BehaviourVerdict }>> {
  let current: BehaviourCheck | undefined;
  const credited: BehaviourContext = {
    ...ctx,
    probe: (op, label, request, mode) => ctx.probe(op, label, request, mode, current),
  };
  const results: Array<{ check: BehaviourCheck; verdict: BehaviourVerdict }> = [];
  const all = { ...codeChecks(credited), ...formChecks(credited) };
  for (const [check, run] of Object.entries(all) as Array<[BehaviourCheck, () => Promise<void>]>) {
    if (ctx.selected && !ctx.selected.has(check)) continue;
    current = check;
    results.push({ check, verdict: await verdictOf(run) });
  }
  return results;
}

// Headers that say nothing about the address: the connection's own and the time of the answer.
const perAnswer = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** How two refusals differ (status, body, Content-Type, header names), or undefined. */
export function differenceOf(one: Answer, other: Answer): string | undefined {
  if (one.status !== other.status) return `status ${one.status} and ${other.status}`;
  if (canonical(one.text) !== canonical(other.text))
    return `bodies ${one.text.slice(0, 120)} and ${other.text.slice(0, 120)}`;
  const type = (answer: Answer) => answer.headers.get('content-type');
  if (type(one) !== type(other)) return `Content-Type ${type(one)} and ${type(other)}`;
  const names = (answer: Answer) =>
    [...answer.headers.keys()].filter((name) => !perAnswer.has(name)).sort();
  const [mine, theirs] = [names(one), names(other)];
  const only = [
    ...mine.filter((name) => !theirs.includes(name)),
    ...theirs.filter((name) => !mine.includes(name)),
  ];
  return only.length === 0 ? undefined : `headers only one has: ${only.join(', ')}`;
}

/** A JSON body with its keys in one order, so formatting alone is no difference. */
function canonical(text: string): string {
  try {
    return JSON.stringify(sorted(JSON.parse(text)));
  } catch {
    return text;
  }
}
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, child]) => [key, sorted(child)]),
        )
      : value;
