// The conformance run catches what each of its checks is meant to: against a backend broken in
// one way (mutants.ts: crash, status, media type, headers, body, validation, sign-in chain,
// limits, lists), the check meant for that break fails. The table is printed; a mutation its check
// does not catch fails the test, and so does a control (the same forwarding server, unbroken) with
// a failure, which would mean the catches prove nothing.
//
// Every seed: each mutant is run once in full (its own seed), and the failure that catches it must
// come from a request the run sends whatever the seed (a boundary, a probe, a behaviour step, the
// example, an unknown method): casesFor shows it among the cases of ten other seeds, so the same
// deterministic backend fails the same way on each of them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesFor } from '@testbeam/contract/src/cases';
import { contract, operations } from '@testbeam/contract/src/repository-contract';
import { overallScore, stateOf } from '@testbeam/contract/src/report';
import { runCoverage } from '@testbeam/contract/src/run-coverage';
import { isAnswerRow } from '@testbeam/contract/src/coverage';
import type { Finding, RunResult } from '@testbeam/contract/src/run-types';
import type { Request } from '@testbeam/contract/src/sender';
import { clockedRun, startClockedMock } from './clocked-run';
import { devRoutes } from './dev-routes';
import { type Mutation, startMutant } from './mutant-backends';
import { mutations } from './mutants';

let mock: Awaited<ReturnType<typeof startClockedMock>>;
const seeds = Array.from({ length: 10 }, (_, index) => 7001 + index * 7919);
const key = (request: Request) =>
  `${request.method} ${request.path} ${request.contentType ?? ''} ${request.body ?? ''}`;
/** Every request each of the ten seeds sends, by operation. */
const everySeed = new Map(
  operations.map((op) => [
    op.operationId,
    seeds.map(
      (seed) =>
        new Set(
          casesFor(op, {
            behaviour: contract.behaviour,
            emailDomain: 'conformance.test',
            positive: 1,
            negative: 4,
            seed,
          }).map((c) => key(c.request)),
        ),
    ),
  ]),
);

beforeAll(async () => {
  // The sign-in URL's window small, so the opt-in exhaustion check costs a few requests.
  mock = await startClockedMock({ RATE_LIMIT_LOGIN_URL: '3' });
});

afterAll(() => mock?.stop());

async function runAgainst(mutation: Mutation | undefined, seed: number): Promise<RunResult> {
  await devRoutes(mock.url).reset();
  const backend = await startMutant(mock.url, mutation, mock.clock.now);
  try {
    return await clockedRun(backend.url, mock, mock.clock, { seed });
  } finally {
    await backend.stop();
  }
}

/** Whether `finding` does not depend on the seed: a stateful step, or a case of every seed. */
const onEverySeed = (opId: string, finding: Finding) =>
  finding.kind === undefined ||
  finding.kind === 'behaviour' ||
  finding.label.startsWith('sign-in') ||
  (everySeed.get(opId) ?? []).every((cases) => cases.has(key(finding.request)));

describe('the conformance run against broken backends', () => {
  it('finds nothing wrong with the unbroken forwarding server (the control)', async () => {
    const run = await runAgainst(undefined, 42);
    const failed = run.operations.flatMap((result) =>
      result.findings
        .filter((finding) => !finding.ok)
        .map((finding) => `${result.op.operationId} ${finding.check}: ${finding.detail}`),
    );
    expect(failed).toEqual([]);
    expect(overallScore(run)).toBe(1);
  });

  it('passes a backend on reCAPTCHA test keys by default; --unknown-bot-token is what fails it', async () => {
    const testKeys = mutations.find((one) => one.check === 'bot_check_unknown_token');
    await devRoutes(mock.url).reset();
    const backend = await startMutant(mock.url, testKeys, mock.clock.now);
    try {
      const byDefault = await clockedRun(backend.url, mock, mock.clock, {
        seed: 3,
        unknownBotToken: false,
      });
      const failed = byDefault.operations.flatMap((result) =>
        result.findings.filter((finding) => !finding.ok).map((finding) => finding.check),
      );
      expect(failed).toEqual([]);
      const contact = byDefault.operations.find((one) => one.op.operationId === 'sendContact');
      expect(contact && stateOf(contact, 'bot_check_unknown_token')).toMatchObject({
        state: 'skipped',
        reason: expect.stringMatching(/^opt-in: --unknown-bot-token/),
      });
    } finally {
      await backend.stop();
    }
  });

  it('marks the pair a seeded schema defect broke held: false in the coverage', async () => {
    const defect = mutations.find((one) => one.name === 'success as the string "true"');
    const rows = runCoverage(await runAgainst(defect, 7)).filter(isAnswerRow);
    const sendCode200 = rows.find((row) => row.operation === 'sendCode' && row.status === '200');
    expect(sendCode200).toMatchObject({ produced: true, held: false });
    expect(sendCode200?.failed).toContain('response_schema_conformance');
    // A pair the defect does not touch still holds.
    expect(rows.find((row) => row.operation === 'sendCode' && row.status === '400')).toMatchObject({
      held: true,
    });
  });

  it('catches every mutant with its check, on every seed', { timeout: 600_000 }, async () => {
    expect(mutations.length).toBeGreaterThanOrEqual(40);
    const rows: Array<{ mutation: Mutation; caught: string[]; everySeed: boolean }> = [];
    for (const [index, mutation] of mutations.entries()) {
      const run = await runAgainst(mutation, 1 + index);
      const caught = run.operations.flatMap((result) => {
        const state = stateOf(result, mutation.check);
        if (state.state !== 'failed') return [];
        return [{ op: result.op.operationId, failures: state.failures }];
      });
      rows.push({
        mutation,
        caught: caught.map((entry) => entry.op),
        everySeed: caught.some((entry) =>
          entry.failures.some((failure) => onEverySeed(entry.op, failure)),
        ),
      });
    }
    console.info(
      [
        `conformance mutants (${rows.length}; each must be caught by its check on seeds ${seeds.join(', ')}):`,
        ...rows.map(
          ({ mutation, caught, everySeed }) =>
            `  ${(mutation.kind ?? '').padEnd(13)} ${mutation.name.padEnd(62)} ${mutation.check.padEnd(28)} ${
              caught.length === 0
                ? 'NOT CAUGHT'
                : `caught (${caught.join(', ')})${everySeed ? ', on every seed' : ', NOT ON EVERY SEED'}`
            }`,
        ),
      ].join('\n'),
    );
    for (const row of rows) {
      expect(row.caught, `${row.mutation.name}: ${row.mutation.check}`).not.toEqual([]);
      expect(row.everySeed, `${row.mutation.name}: on every seed`).toBe(true);
    }
    const kinds = new Set(rows.map((row) => row.mutation.kind));
    expect([...kinds].sort()).toEqual([
      'body',
      'crash',
      'headers',
      'limits',
      'lists',
      'media type',
      'sign-in chain',
      'status',
      'validation',
    ]);
  });
});
