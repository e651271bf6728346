// The run's stateful part: the behaviour checks (behaviour.ts) with fresh addresses, then the
// rate-limit checks (rate-limits.ts) over every answer the run heard.

import { behaviourOwner } from './behaviour-names';
import { runBehaviourChecks } from './behaviour';
import type { CaseKind } from './cases';
import type { CheckName } from './checks';
import { exampleRequest, type Operation } from './contract-document';
import { exhaustionVerdict, rateLimitHeaders, readingOf, type Timed } from './rate-limits';
import type { OperationResult, RunOptions } from './run-types';
import type { Answer, Request, Sender, SendMode } from './sender';

export type Probe = (
  op: Operation,
  kind: CaseKind,
  label: string,
  request: Request,
  mode?: SendMode,
  credit?: CheckName,
) => Promise<unknown>;

/** The behaviour checks (behaviour.ts), then the rate-limit ones (rate-limits.ts). */
export async function stateful(
  options: RunOptions,
  sleep: (ms: number) => Promise<void>,
  probe: Probe,
  resultOf: (op: Operation) => OperationResult,
) {
  const { operationById } = options.contract;
  const tag = `${options.seed.toString(36).replace('-', 'n')}-${Date.now().toString(36)}`;
  const verdicts = await runBehaviourChecks({
    probe: (op, label, request, mode, check) =>
      probe(op, 'behaviour', label, request, mode, check) as ReturnType<Sender['send']>,
    ...(options.inbox ? { inbox: options.inbox } : {}),
    sleep: (ms, why) => {
      options.onWait?.(Math.ceil(ms / 1000), why);
      return sleep(ms);
    },
    address: (what) => `conformance-${what}-${tag}@${options.emailDomain}`,
    slow: options.slow === true,
    unknownBotToken: options.unknownBotToken === true,
    ...(options.checks ? { selected: options.checks } : {}),
    contract: options.contract,
  });
  for (const { check, verdict } of verdicts) {
    const result = resultOf(operationById(behaviourOwner[check]));
    if ('skipped' in verdict) result.skipped.set(check, verdict.skipped);
    else
      result.findings.push({
        check,
        ...verdict,
        label: check,
        request: { method: 'POST', path: result.op.path },
      });
  }
}

/** rate_limit_exhaustion (opt-in), then rate_limit_headers over every answer of each operation. */
export async function rateLimitChecks(
  options: RunOptions,
  sender: Sender,
  resultOf: (op: Operation) => OperationResult,
  {
    answers,
    heard,
  }: {
    answers: Map<string, Timed[]>;
    heard: (op: string, answer: Answer, checks: CheckName[]) => void;
  },
) {
  const { operations, operationById } = options.contract;
  const loginUrl = operationById('getGoogleLoginUrl');
  if (options.spendRateLimit && !options.dryRun) {
    const request = { method: 'GET', path: exampleRequest(loginUrl).path };
    let last: Answer | undefined;
    let sent = 0;
    while (sender.budgetLeft > 0 && sent <= 10_000) {
      const outcome = await sender.send(loginUrl.operationId, request, {
        noRetry: true,
        ignoreWindow: true,
      });
      sent += 1;
      if (outcome.kind !== 'answered') break;
      heard(loginUrl.operationId, outcome.answer, ['rate_limit_exhaustion']);
      last = outcome.answer;
      const reading = readingOf(outcome.answer);
      if (outcome.answer.status === 429 || !reading) break;
      if (reading.remaining === 0) {
        const next = await sender.send(loginUrl.operationId, request, {
          noRetry: true,
          ignoreWindow: true,
        });
        last = next.kind === 'answered' ? next.answer : undefined;
        if (last) heard(loginUrl.operationId, last, ['rate_limit_exhaustion']);
        sent += 1;
        break;
      }
    }
    resultOf(loginUrl).findings.push({
      ...exhaustionVerdict(last, sent, options.contract.behaviour.rateLimit.windowSeconds),
      label: 'rate limit used up',
      request,
    });
  } else {
    resultOf(loginUrl).skipped.set(
      'rate_limit_exhaustion',
      "opt-in: --spend-rate-limit uses up getGoogleLoginUrl's window (a shared server's budget)",
    );
  }
  for (const op of operations) {
    const verdict = rateLimitHeaders(
      answers.get(op.operationId) ?? [],
      options.contract.behaviour.rateLimit.windowSeconds,
    );
    if (verdict)
      resultOf(op).findings.push({
        ...verdict,
        label: 'every answer',
        request: { method: op.method, path: op.path },
      });
    else
      resultOf(op).skipped.set(
        'rate_limit_headers',
        'fewer than two answers carried X-RateLimit-* (the contract makes them optional)',
      );
  }
}
