// One conformance run: every operation's cases sent in order, each answer checked, then the
// sign-in chain when an inbox is given. Requests go one at a time (a shared server sees one
// visitor), within the budget and the server's rate limits (sender.ts).

import { type CaseKind, casesFor } from './cases';
import { checksOf, everyAnswerChecks, fedBy, flowOperations } from './check-scope';
import { type CheckName, checkAnswer, type Verdict } from './checks';
import type { Operation } from './contract-document';
import { readingOf, type Timed } from './rate-limits';
import type { HeardAnswer, OperationResult, RunOptions, RunResult } from './run-types';
import { sessionCookieVerdict } from './session-cookie';
import { type Answer, Sender, type Request, type SendMode } from './sender';
import { signInFlow } from './sign-in-flow';
import { rateLimitChecks, stateful } from './stateful-run';

export async function runConformance(options: RunOptions): Promise<RunResult> {
  const { operations, operationById } = options.contract;
  const sender = new Sender(options);
  const judged = (check: CheckName) => options.checks === undefined || options.checks.has(check);
  const results = new Map<string, OperationResult>(
    operations.map((op) => [
      op.operationId,
      { op, checks: checksOf(op).filter(judged), findings: [], skipped: new Map() },
    ]),
  );
  // A case is sent when a check it feeds, or one that judges every answer, is judged.
  const needed = (kind: CaseKind) =>
    [...fedBy[kind], ...everyAnswerChecks].some((check) => judged(check));
  const resultOf = (op: Operation) => results.get(op.operationId) as OperationResult;
  const answers = new Map<string, Timed[]>();
  const clock = options.now ?? Date.now;
  const log: HeardAnswer[] = [];
  /** Keeps an answer for the rate-limit checks and the coverage, with the checks that saw it. */
  const heard = (
    operation: string,
    answer: Answer,
    checks: CheckName[],
    failed: CheckName[] = [],
  ) => {
    answers.set(operation, [...(answers.get(operation) ?? []), { answer, at: clock() }]);
    log.push({
      operation,
      status: answer.status,
      checks,
      failed,
      limited: readingOf(answer) !== undefined,
    });
  };
  const sleep = options.sleep ?? ((ms: number) => new Promise((done) => setTimeout(done, ms)));

  const probe = async (
    op: Operation,
    kind: CaseKind,
    label: string,
    request: Request,
    mode?: SendMode,
    credit?: CheckName,
  ) => {
    const outcome = await sender.send(op.operationId, request, mode);
    options.onProgress?.(sender.sent, options.maxRequests);
    const credited: CheckName[] = credit === undefined ? [] : [credit];
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
      heard(op.operationId, outcome.answer, credited);
      noteSkip(result, kind, 'rate limited (429) past --max-wait');
    } else {
      const { status } = outcome.answer;
      const verdicts = checkAnswer(op, kind, outcome.answer);
      for (const verdict of verdicts) {
        result.findings.push({ ...verdict, label, request, status, kind });
      }
      heard(
        op.operationId,
        outcome.answer,
        [...verdicts.map((one) => one.check), ...credited],
        verdicts.filter((one) => !one.ok).map((one) => one.check),
      );
    }
    return outcome;
  };

  // Refusals first (a server counts only accepted requests), then the accepted cases of the
  // operations the sign-in checks do not use, each while its window has room; the sign-in chain
  // and behaviour checks on fresh windows; then the rest. The windows of a shared server then run
  // out side by side, not one after another, so a run waits about one window, not one per operation.
  const planned = operations.map((op) => ({
    op,
    cases: casesFor(op, { ...options, behaviour: options.contract.behaviour }).filter((c) =>
      needed(c.kind),
    ),
  }));
  const accepted = (kind: CaseKind) => kind === 'example' || kind === 'positive';
  const later: Array<{ op: Operation; kind: CaseKind; label: string; request: Request }> = [];
  for (const { op, cases } of planned)
    for (const c of cases) if (!accepted(c.kind)) await probe(op, c.kind, c.label, c.request);
  for (const { op, cases } of planned) {
    for (const c of cases.filter((one) => accepted(one.kind))) {
      if (flowOperations.includes(op.operationId) || sender.roomIn(op.operationId) <= 0)
        later.push({ op, ...c });
      else await probe(op, c.kind, c.label, c.request);
    }
  }

  const sendCode = operationById('sendCode');
  const verifyCode = operationById('verifyCode');
  const onVerifyCode = (verdict: Verdict) =>
    resultOf(verifyCode).findings.push({
      ...verdict,
      label: 'sign-in chain',
      request: { method: 'POST', path: verifyCode.path },
    });
  const chainSkipped = (reason: string) => {
    for (const id of flowOperations) results.get(id)?.skipped.set('sign_in_flow', reason);
    for (const check of ['single_use', 'session_cookie_scheme'] as const)
      resultOf(verifyCode).skipped.set(check, reason);
  };
  const chainJudged = (['sign_in_flow', 'single_use', 'session_cookie_scheme'] as const).some(
    judged,
  );
  if (options.inbox && chainJudged) {
    const address = `conformance-${options.seed.toString(36).replace('-', 'n')}-${Date.now().toString(36)}@${options.emailDomain}`;
    // Its finding, when the chain signs in, takes the place of this reason.
    resultOf(verifyCode).skipped.set('session_cookie_scheme', 'the sign-in chain never signed in');
    const verdict = await signInFlow(
      { sendCode, verifyCode },
      address,
      options.inbox,
      (op, label, request) => probe(op, 'positive', label, request, undefined, 'sign_in_flow'),
      onVerifyCode,
      (cookies) => onVerifyCode(sessionCookieVerdict(cookies, options.target)),
    );
    if ('skipped' in verdict) chainSkipped(verdict.skipped);
    else {
      for (const id of flowOperations) {
        results.get(id)?.findings.push({
          ...verdict,
          label: 'sign-in chain',
          request: { method: 'POST', path: verifyCode.path },
        });
      }
    }
  } else chainSkipped('no --inbox or --inbox-command: the run cannot read the code it was sent');

  await stateful(options, sleep, probe, resultOf);
  for (const c of later) await probe(c.op, c.kind, c.label, c.request);
  await rateLimitChecks(options, sender, resultOf, { answers, heard });

  // Checks left out by --only or --skip judge nothing, though a shared step gave them a finding.
  for (const result of results.values())
    result.findings = result.findings.filter((finding) => judged(finding.check));
  for (const answer of log) {
    answer.checks = answer.checks.filter(judged);
    answer.failed = answer.failed.filter(judged);
  }
  return {
    contract: options.contract,
    target: options.target,
    seed: options.seed,
    operations: [...results.values()],
    sent: sender.sent,
    answered: sender.answered,
    rateLimited: sender.rateLimited,
    heard: log,
    ...(options.dryRun ? { planned: sender.planned } : {}),
  };
}

/** Records why the checks a case of `kind` feeds got no finding from it. */
function noteSkip(result: OperationResult, kind: CaseKind, reason: string) {
  for (const check of fedBy[kind])
    if (!result.skipped.has(check)) result.skipped.set(check, reason);
}

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
