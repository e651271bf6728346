// One conformance run: every operation's cases sent in order, each answer checked, then the
// sign-in chain when an inbox is given. Requests go one at a time (a shared server sees one
// visitor), within the budget and the server's rate limits (sender.ts).

import { type CaseKind, casesFor } from './cases';
import { type CheckName, checkAnswer, checkNames, type Verdict } from './checks';
import { type Operation, operationById, operations } from './contract-document';
import type { Inbox } from './inbox';
import { Sender, type Request } from './sender';
import { signInFlow } from './sign-in-flow';

export interface Finding extends Verdict {
  label: string;
  request: Request;
  status?: number;
}

export interface OperationResult {
  op: Operation;
  findings: Finding[];
  /** Why a check has no finding (no inbox, budget used up, rate limited, ...). */
  skipped: Map<CheckName, string>;
}

export interface RunResult {
  target: string;
  seed: number;
  operations: OperationResult[];
  sent: number;
  /** Requests answered with something other than a 429. */
  answered: number;
  /** Requests that got only 429s. */
  rateLimited: number;
  /** Set on a dry run: what would have been sent. */
  planned?: Request[];
}

export interface RunOptions {
  target: string;
  maxRequests: number;
  emailDomain: string;
  dryRun: boolean;
  seed: number;
  positive: number;
  negative: number;
  maxWait: number;
  timeout: number;
  headers: Record<string, string>;
  inbox?: Inbox;
  sleep?: (ms: number) => Promise<void>;
  onWait?: (seconds: number, why: string) => void;
}

const flowOperations = ['sendCode', 'verifyCode'];

export async function runConformance(options: RunOptions): Promise<RunResult> {
  const sender = new Sender(options);
  const results = new Map<string, OperationResult>(
    operations.map((op) => [op.operationId, { op, findings: [], skipped: new Map() }]),
  );
  const resultOf = (op: Operation) => results.get(op.operationId) as OperationResult;

  const probe = async (op: Operation, kind: CaseKind, label: string, request: Request) => {
    const outcome = await sender.send(op.operationId, request);
    const result = resultOf(op);
    if (outcome.kind === 'skipped') {
      if (!options.dryRun) noteSkip(result, kind, outcome.reason);
    } else if (outcome.kind === 'failed') {
      result.findings.push({
        check: 'not_a_server_error',
        ok: false,
        label,
        request,
        detail: `no answer: ${outcome.error}`,
      });
    } else if (outcome.rateLimited) {
      noteSkip(result, kind, 'rate limited (429) past --max-wait');
    } else {
      const { status } = outcome.answer;
      for (const verdict of checkAnswer(op, kind, outcome.answer)) {
        result.findings.push({ ...verdict, label, request, status });
      }
    }
    return outcome;
  };

  for (const op of operations) {
    const cases = casesFor(op, options);
    for (const { kind, label, request } of cases) await probe(op, kind, label, request);
  }

  const sendCode = operationById('sendCode');
  const verifyCode = operationById('verifyCode');
  if (options.inbox) {
    const address = `conformance-${options.seed.toString(36).replace('-', 'n')}-${Date.now().toString(36)}@${options.emailDomain}`;
    const verdict = await signInFlow(
      { sendCode, verifyCode },
      address,
      options.inbox,
      (op, label, request) => probe(op, 'positive', label, request),
    );
    if ('skipped' in verdict) {
      for (const id of flowOperations)
        results.get(id)?.skipped.set('sign_in_flow', verdict.skipped);
    } else {
      for (const id of flowOperations) {
        results.get(id)?.findings.push({
          ...verdict,
          label: 'sign-in chain',
          request: { method: 'POST', path: verifyCode.path },
        });
      }
    }
  } else {
    for (const id of flowOperations) {
      results
        .get(id)
        ?.skipped.set(
          'sign_in_flow',
          'no --inbox or --inbox-command: the run cannot read the code it was sent',
        );
    }
  }

  return {
    target: options.target,
    seed: options.seed,
    operations: [...results.values()],
    sent: sender.sent,
    answered: sender.answered,
    rateLimited: sender.rateLimited,
    ...(options.dryRun ? { planned: sender.planned } : {}),
  };
}

/** Records why the checks a case of `kind` feeds got no finding from it. */
function noteSkip(result: OperationResult, kind: CaseKind, reason: string) {
  const fed: Record<CaseKind, CheckName[]> = {
    example: ['positive_data_acceptance'],
    positive: ['positive_data_acceptance'],
    negative: ['negative_data_rejection'],
    method: ['unsupported_method', 'allow_header_conformance'],
  };
  for (const check of fed[kind]) if (!result.skipped.has(check)) result.skipped.set(check, reason);
}

/** The checks that concern `op`: all of them, and the sign-in chain for the two it calls. */
export const checksOf = (op: Operation): CheckName[] =>
  checkNames.filter((check) => check !== 'sign_in_flow' || flowOperations.includes(op.operationId));

/**
 * Whether the run heard the target: `checked` when one request got a real answer; when none did,
 * `rate-limited` if it answered only 429s (the target is there, but would not let the run in),
 * `unreachable` if nothing answered at all; `nothing-sent` on a dry run or with no request.
 */
export function reachOf(
  run: RunResult,
): 'checked' | 'rate-limited' | 'unreachable' | 'nothing-sent' {
  if (run.planned) return 'nothing-sent'; // a dry run
  if (run.answered > 0) return 'checked';
  if (run.rateLimited > 0) return 'rate-limited';
  return run.sent > 0 ? 'unreachable' : 'nothing-sent';
}
