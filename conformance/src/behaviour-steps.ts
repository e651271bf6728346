// The steps the behaviour checks (behaviour.ts, behaviour-forms.ts) are made of: send a request
// and stop the check with its verdict when the answer is not what the contract says.

import type { BehaviourCheck } from './behaviour-names';
import type { Contract, Operation } from './contract-document';
import type { Inbox } from './inbox';
import type { Outcome, Request, SendMode } from './sender';

export type BehaviourVerdict = { ok: true } | { ok: false; detail: string } | { skipped: string };

export interface BehaviourContext {
  /** Sends one step of the check `check` (the answer is credited to it in the coverage). */
  probe: (
    op: Operation,
    label: string,
    request: Request,
    mode?: SendMode,
    check?: BehaviourCheck,
  ) => Promise<Outcome>;
  inbox?: Inbox;
  /** Waits `ms`, saying why (the run tells the person watching). */
  sleep: (ms: number, why: string) => Promise<void>;
  /** A fresh address under --email-domain for `tag`. */
  address: (tag: string) => string;
  slow: boolean;
  /** Opt-in: also send a token no bot check issued (bot_check_unknown_token). */
  unknownBotToken?: boolean;
  /** The checks to run (`--only`, `--skip`); all when absent. */
  selected?: ReadonlySet<string>;
  /** The contract the checks read their rules and operations from. */
  contract: Contract;
}

/** Thrown inside a check: its verdict. */
export class Stop extends Error {
  constructor(readonly verdict: BehaviourVerdict) {
    super('stop');
  }
}
export const fail = (detail: string) => new Stop({ ok: false, detail });
export const skip = (reason: string) => new Stop({ skipped: reason });
export const noInbox = 'no --inbox or --inbox-command: the run cannot read the code it was sent';

export const json = (op: Operation, body: unknown): Request => ({
  method: op.method,
  path: op.path,
  body: JSON.stringify(body),
});

/** Sends and returns the answer's status and headers, or stops the check. */
export async function step(
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

export async function expectStatus(
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

export async function verdictOf(run: () => Promise<void>): Promise<BehaviourVerdict> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    if (error instanceof Stop) return error.verdict;
    throw error;
  }
}

export type Checks = Partial<Record<BehaviourCheck, () => Promise<void>>>;
